import type { MiddlewareHandler } from "hono";
import type { EdgeEnv } from "~/platform/submission/edge-context.server";
import { clearedSessionCookie, sessionTokenFrom } from "~/domains/staff/staff-cookie";
import { resolveSession } from "~/domains/staff/server/staff-sessions.server";
import { isHttpsRequest } from "../api/client-info";

/** Requests an open page makes by itself every few seconds (app/domains/leads/admin/use-new-leads.ts). */
const PASSIVE_PATHS = /^\/admin\/api\/solicitudes\/nuevas$/;

/** The back office and its sign-in page (documents and `.data` answers): the only paths that read the cookie. */
export const BACK_OFFICE_PATHS = /^\/(?:admin|login)(?:[/.]|$)/;

/**
 * Opens the staff session the cookie names, on back-office paths only (public pages never read it,
 * so they stay the same for everyone and cacheable), and hands it to the pages through the edge's
 * context. A cookie that opens nothing (expired, ended, forged) is removed in the answer, unless the
 * page sets a new one itself (sign-in).
 */
export function staffSession(): MiddlewareHandler<EdgeEnv> {
  return async (c, next) => {
    if (!BACK_OFFICE_PATHS.test(c.req.path)) return next();
    const https = isHttpsRequest(c);
    c.set("https", https);
    const token = sessionTokenFrom(c.req.header("cookie"), https);
    // The open pages' polling for new requests is not the staff member's activity.
    const session = await resolveSession(token, { touch: !PASSIVE_PATHS.test(c.req.path) });
    if (session) c.set("staffSession", session);
    else if (token) c.set("sessionEnded", true);
    await next();
    // Answers may come with immutable headers (a redirect): copy before adding.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
    if (token && !session && !c.res.headers.has("set-cookie")) {
      c.res.headers.append("Set-Cookie", clearedSessionCookie(https));
    }
  };
}
