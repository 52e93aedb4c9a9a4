import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// Evaluating React DOM and starting to hydrate are two tasks rather than one: on a slow phone each takes
// tens of milliseconds, and a tap in between is answered sooner (docs/decisions/0004).
await new Promise((resolve) => setTimeout(resolve));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
