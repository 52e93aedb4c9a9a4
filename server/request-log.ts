import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";

/** The path alone: a query string can carry a token or an e-mail address. */
function pathOf(url: string | undefined): string {
  try {
    return new URL(url ?? "/", "http://site").pathname;
  } catch {
    return "(malformed)";
  }
}

/**
 * One JSON line per request, written when it is answered: method, path, status and duration. Never a
 * query string, header, cookie or body, which can hold personal data (a parent's e-mail, a child's notes).
 * A refused request (4xx) is that one line at `info`; only errors of our own (5xx) are logged at `error`,
 * with their stack. LOG_LEVEL sets the threshold.
 */
export function requestLog(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, path: pathOf(req.url) }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      // What an error says, never what it carries (Node's parse errors hold the raw request bytes).
      err: (error: Error & { code?: string }) => ({ type: error.name, message: error.message, code: error.code, stack: error.stack }),
    },
    customLogLevel: (_req, res) => (res.statusCode >= 500 ? "error" : "info"),
    // A client's mistake (a request Node could not parse, a refused one) is the line alone, its error
    // named without a stack trace.
    customErrorObject: (_req, res, error, fields) => (res.statusCode >= 500 ? fields : { ...fields, err: { type: error.name, message: error.message } }),
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request",
  });
}
