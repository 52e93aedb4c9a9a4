import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { langFromPath } from "#app/i18n/language.ts";
import { loadMessages } from "#app/i18n/translate.ts";

// Evaluating React DOM and starting to hydrate are two tasks rather than one: on a slow phone each takes
// tens of milliseconds, and a tap in between is answered sooner (docs/decisions/0004).
await new Promise((resolve) => setTimeout(resolve));
// The page's interface strings are a chunk of their own (decision 31), asked for earlier by translate.ts:
// hydrating without them would draw nothing.
await loadMessages(langFromPath(location.pathname));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
