import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { AppServices, RequestServices } from "#app/http/services.server.ts";
import { maxDocumentBytes } from "#app/media/documents.ts";
import { maxImageBytes } from "#app/media/images.server.ts";
import type { PostAllowance } from "#app/staff/shared/auth.server.ts";
import { refuse } from "./refusals.ts";

/** The largest request body accepted: the longest form, all in Ethiopic script, is well under it. */
export const maxBodyBytes = 100 * 1024;

/**
 * Uploads: several photos at once from the media library's form without scripts, or a document's PDF in each
 * language (each file has a limit of its own, `maxImageBytes` or `maxDocumentBytes`). Only at the staff pages that
 * take uploads (`uploads` in app/staff/shared/staff-pages.ts), and only once the request's session is found to be a member of
 * staff who may post there (`PostAllowance`), before more than `maxBodyBytes` is read: nobody else makes the server
 * hold a large body, whatever cookie they send.
 */
export const maxUploadBytes = Math.max(3 * maxImageBytes, 2 * maxDocumentBytes + 1024 * 1024);

/** What a post may send: the staff area's own check of the session and the role (app/staff/shared/auth.server.ts). */
export type AllowanceOf = (pathname: string, cookieHeader: string | null, secure: boolean) => Promise<PostAllowance>;

class BodyTooLarge extends Error {}

/**
 * What a refused body may still send, read and dropped, so that its client can read the answer (a client still
 * sending when the connection closes gets a broken connection instead). Small: a form typed by a person is just over
 * its limit, and what a flood sends past it only costs the server memory.
 */
const maxDrainBytes = 1024 * 1024;

/**
 * Reads the body, but never more than `maxBodyBytes` of it. Not with `for await`: leaving that loop early
 * destroys the request, and with it the connection the answer must go back on.
 */
function readBody(req: ExpressRequest, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers["content-length"] ?? 0) > limit) return reject(new BodyTooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off("data", onData);
      reject(new BodyTooLarge());
    };
    req.on("data", onData);
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", reject);
  });
}

/**
 * Answers 413 (401 at an upload page without a session that may upload) once the client has sent the rest of its body,
 * dropped unread; a body declared larger than `maxDrainBytes` is answered at once and its connection closed.
 */
function refuseTooLarge(req: ExpressRequest, res: ExpressResponse, allowance: PostAllowance) {
  const answer = () => {
    if (res.headersSent) return;
    res.setHeader("Connection", "close");
    refuse(req, res, allowance === "signInFirst" ? "signInFirst" : "tooLarge");
  };
  if (req.readableEnded || Number(req.headers["content-length"] ?? 0) > maxDrainBytes) return answer();
  let drained = 0;
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > maxDrainBytes) req.socket.destroy();
  });
  req.once("end", answer);
  req.resume();
}

/** Hands a request to React Router with the app's services, under the key the server build exports. */
export type RenderRequest = (request: Request, clientAddress: string) => Promise<Response>;

export function reactRouterRenderer(build: ServerBuild, services: AppServices): RenderRequest {
  const handle = createRequestHandler(build, "production");
  const servicesKey = (build.entry.module as { appServicesContext?: Parameters<RouterContextProvider["set"]>[0] }).appServicesContext;
  if (!servicesKey) throw new Error("The server build does not export appServicesContext (app/entry.server.tsx).");
  return (request, clientAddress) => {
    const context = new RouterContextProvider();
    const requestServices: RequestServices = { ...services, clientAddress };
    context.set(servicesKey, requestServices);
    return handle(request, context);
  };
}

/**
 * React Router's request handler for Express. Not the stock adapter of @react-router/express, which builds
 * the request URL from the Host (or forwarded) header, streams bodies of any size and appends headers
 * (decision 17): here the URL is on the site's public origin (server/request-origin.ts), bodies over
 * their limit (`maxBodyBytes`, or `maxUploadBytes` for uploads) are answered 413, and a page's own Content-Security-Policy replaces the baseline one.
 */
export function reactRouterHandler(
  render: RenderRequest,
  { allowanceOf, databaseUnavailable }: { allowanceOf: AllowanceOf; databaseUnavailable: () => boolean },
): RequestHandler {
  return async (req, res, next) => {
    try {
      const controller = new AbortController();
      // A visitor who leaves before the answer cancels the work; a finished answer has nothing to cancel.
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: toHeaders(req), signal: controller.signal };
      if (req.method !== "GET" && req.method !== "HEAD") {
        const allowance = await allowanceOf(req.path, req.headers.cookie ?? null, String(res.locals.origin).startsWith("https:"));
        try {
          init.body = new Uint8Array(await readBody(req, allowance === "upload" ? maxUploadBytes : maxBodyBytes));
        } catch (error) {
          if (!(error instanceof BodyTooLarge)) throw error;
          return refuseTooLarge(req, res, allowance);
        }
      }
      const response = await render(new Request(`${res.locals.origin}${req.originalUrl}`, init), req.ip ?? req.socket.remoteAddress ?? "unknown");
      // A page that failed because the database is out (a restart): "try again in a minute", not the error page. A
      // form answers its own 503, with what was typed.
      if (response.status === 500 && databaseUnavailable()) {
        await response.body?.cancel();
        return refuse(req, res, "unavailable");
      }
      res.status(response.status);
      // Set, not append: a page's own Content-Security-Policy replaces the baseline one.
      for (const [name, value] of response.headers) {
        if (name === "set-cookie") res.append(name, value);
        else res.setHeader(name, value);
      }
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    }
  };
}

function toHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}
