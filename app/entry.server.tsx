import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { contentSecurityPolicy } from "#app/http/content-security-policy.server.ts";
import { deferHydration } from "#app/http/deferred-hydration.server.ts";
import { langFromPath, languages } from "#app/i18n/language.ts";
import { loadMessages } from "#app/i18n/translate.ts";
import { isStaffPath } from "#app/staff/shared/lists.ts";

export const streamTimeout = 5_000;

// Each language's interface strings are a chunk of their own, for the browser's sake (decision 31): the server
// has both at hand before it renders anything, so no render ever waits for them.
await Promise.all(languages.map(loadMessages));

// The server (server/app.ts) hands route actions their services under this key; it must be the server
// build's own copy of the key, so it is exported from here.
export { appServicesContext } from "#app/http/services.server.ts";

/**
 * Errors reach the log only when they are ours: a refusal React Router makes itself (405 for a post to a
 * page without a form, 404, …) is the visitor's mistake, already in the request log's line for it
 * (server/request-log.ts), and is not logged again with a stack trace. Nor is a request the visitor left.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  console.error(error);
};

/**
 * Renders every document completely before sending it (pages are small, and public ones are rendered once for the render cache), so the
 * HTML can be rewritten to load its scripts after the page has loaded (see deferred-hydration.server.ts).
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on("data", (chunk: Buffer) => chunks.push(chunk));
        sink.on("end", () => {
          clearTimeout(timeout);
          const { pathname } = new URL(request.url);
          const html = deferHydration(Buffer.concat(chunks).toString("utf8"), { publicLang: isStaffPath(pathname) ? undefined : langFromPath(pathname) });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(html));
          resolve(new Response(html, { headers: responseHeaders, status }));
        });
        pipe(sink);
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
