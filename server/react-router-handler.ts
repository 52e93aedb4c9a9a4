import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { AppServices, RequestServices } from "#app/http/services.server.ts";
import { langFromPath } from "#app/i18n/language.ts";

/** The largest request body accepted: the longest form, all in Ethiopic script, is well under it. */
export const maxBodyBytes = 100 * 1024;

const tooLargeMessage = {
  en: "This form is too large to send. Please shorten the longest answer and try again.",
  am: "ይህ ቅጽ ለመላክ በጣም ትልቅ ነው። እባክዎ ረጅሙን መልስ አሳጥረው እንደገና ይሞክሩ።",
} as const;

class BodyTooLarge extends Error {}

/** What a refused body may still send before its connection is cut. */
const maxDrainBytes = 8 * 1024 * 1024;

/**
 * Reads the body, but never more than `maxBodyBytes` of it. Not with `for await`: leaving that loop early
 * destroys the request, and with it the connection the answer must go back on.
 */
function readBody(req: ExpressRequest): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers["content-length"] ?? 0) > maxBodyBytes) return reject(new BodyTooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBodyBytes) return void chunks.push(chunk);
      req.off("data", onData);
      reject(new BodyTooLarge());
    };
    req.on("data", onData);
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", reject);
  });
}

/**
 * Answers 413 once the client has sent the rest of its body (dropped unread, up to `maxDrainBytes`): a
 * client still sending when the connection closes gets a broken connection instead of the message.
 */
function refuseTooLarge(req: ExpressRequest, res: Response) {
  const answer = () => {
    if (res.headersSent) return;
    res.setHeader("Connection", "close");
    res.status(413).type("text/plain; charset=utf-8").send(tooLargeMessage[langFromPath(req.path)]);
  };
  if (req.readableEnded) return answer();
  let drained = 0;
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > maxDrainBytes) req.socket.destroy();
  });
  req.once("end", answer);
  req.resume();
}

/**
 * React Router's request handler for Express, with what its stock adapter lacks here: a body limit
 * answered with 413, and the app's services (database, rate limiter, …) given to every action through
 * the router context, under the key the server build exports.
 */
export function reactRouterHandler(build: ServerBuild, services: AppServices): RequestHandler {
  const handle = createRequestHandler(build, "production");
  const servicesKey = (build.entry.module as { appServicesContext?: Parameters<RouterContextProvider["set"]>[0] }).appServicesContext;
  if (!servicesKey) throw new Error("The server build does not export appServicesContext (app/entry.server.tsx).");

  return async (req, res, next) => {
    try {
      const controller = new AbortController();
      // A visitor who leaves before the answer cancels the work; a finished answer has nothing to cancel.
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: toHeaders(req), signal: controller.signal };
      if (req.method !== "GET" && req.method !== "HEAD") {
        try {
          init.body = new Uint8Array(await readBody(req));
        } catch (error) {
          if (!(error instanceof BodyTooLarge)) throw error;
          return refuseTooLarge(req, res);
        }
      }
      const context = new RouterContextProvider();
      const requestServices: RequestServices = { ...services, clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown" };
      context.set(servicesKey, requestServices);
      const response = await handle(new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, init), context);
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
