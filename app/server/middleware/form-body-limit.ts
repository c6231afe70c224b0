import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { BODY_TOO_LARGE_MESSAGE, type EdgeEnv } from "~/platform/submission/edge-context.server";
import type { UploadLimit } from "~/platform/lib/page-handle";
import { UPLOAD_MESSAGES } from "~/platform/uploads/upload-rules";

/** The answer to a post to a page that is not a form (JSON, plain text, no type). */
export const NOT_A_FORM_MESSAGE =
  "Formato no admitido: los formularios del sitio se envían como application/x-www-form-urlencoded o multipart/form-data.";

/**
 * The largest body a page accepts (form posts, urlencoded or multipart, and anything else sent to a
 * page). The back-office forms with uploads declare their own, larger, limits in their route's
 * handle (`upload`: app/platform/lib/page-handle.ts, decision 045).
 */
export const MAX_FORM_BODY_BYTES = 64 * 1024;

/** The encodings of an HTML form (and of React Router's submissions of one). */
const FORM_TYPES = /^\s*(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;
const MULTIPART = /^\s*multipart\/form-data\s*;/i;

/**
 * The upload limit the request's page declares, when the request is a multipart post from a
 * signed-in staff member of the limit's roles (the session is read before:
 * server/middleware/staff-session.ts). Everyone else keeps the 64 KB of every page; the route's own
 * guard still decides who may post.
 */
function uploadLimitOf(c: Context<EdgeEnv>): UploadLimit | undefined {
  if (!MULTIPART.test(c.req.header("content-type") ?? "")) return undefined;
  const session = c.get("staffSession");
  const upload = c.get("pageRoute")?.handle?.upload;
  return session && upload?.roles.includes(session.viewer.role) ? upload : undefined;
}

/**
 * Bounds the body of every request to a page before anything reads it, with Hono's body limit (the
 * API's JSON bodies use the same one, server/api/json-body.ts): a Content-Length over the limit is
 * refused from the head alone; a body without one is counted as it streams (at most the limit is
 * kept in memory) and refused once it passes the limit, with 413 and a Spanish message. A document
 * post gets the message as text (cheap: a flood of huge posts costs no page rendering). A hydrated
 * form's `.data` post still reaches React Router, with an empty body and the verdict in the context
 * the form actions read (app/platform/submission/edge-context.server.ts), so the form shows the message as its error
 * instead of failing to read a foreign answer.
 * The rest of the body is then read and thrown away for at most 500 ms or 64 MB before the
 * connection is closed (@hono/node-server's clean-up of unread bodies), so that the client, still
 * sending, receives the answer instead of a reset connection.
 * A staff member's multipart post to an upload form (its route's `upload`) gets that form's limit,
 * and past it the upload's message (what the limit is), not the text form's.
 */
export function formBodyLimit(maxBytes = MAX_FORM_BODY_BYTES): MiddlewareHandler<EdgeEnv> {
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    // A page takes forms only: anything else would fail in the action's formData() as a 500.
    if (!FORM_TYPES.test(c.req.header("content-type") ?? "")) {
      return c.text(NOT_A_FORM_MESSAGE, 415, { "Cache-Control": "no-store" });
    }
    const upload = uploadLimitOf(c);
    const limit = bodyLimit({
      maxSize: upload?.maxBytes ?? maxBytes,
      onError: async (c) => {
        if (!c.req.path.endsWith(".data")) {
          const message = upload
            ? (upload.tooLargeMessage ?? UPLOAD_MESSAGES.bodyTooLarge(upload.maxBytes))
            : BODY_TOO_LARGE_MESSAGE;
          return c.text(message, 413, { "Cache-Control": "no-store" });
        }
        const headers = new Headers(c.req.raw.headers);
        headers.delete("content-length");
        headers.delete("transfer-encoding");
        c.set("bodyTooLarge", true);
        if (upload) c.set("uploadTooLarge", true);
        c.req.raw = new Request(c.req.raw.url, { method: c.req.method, headers, signal: c.req.raw.signal });
        await next();
        return c.res;
      },
    });
    return limit(c, next);
  };
}
