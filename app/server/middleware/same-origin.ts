import type { MiddlewareHandler } from "hono";
import { publicUrl } from "../public-origin";

const MUTATING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
export const CROSS_SITE_MESSAGE =
  "Solicitud rechazada: los formularios y las llamadas que modifican datos deben enviarse desde el propio sitio.";

/**
 * Rejects a mutating request that a browser says comes from another site (Sec-Fetch-Site) or from
 * another origin (Origin), with 403: JSON under /api, text elsewhere. Requests with neither header
 * (curl, server-to-server clients of the API) are let through: a browser always sends one of them
 * with a cross-site POST, so they cannot be forged by a page on another site.
 *
 * The one origin allowed is the request's own, the same rule as React Router's check of actions: so
 * a form is never let through here only to be refused there. Behind trusted proxies (TRUST_PROXY)
 * that origin is the public one (server/public-origin.ts), which the page handler also hands React
 * Router; SITE_URL is not an exception, since a server that does not see it as its own origin would
 * have React Router refuse the form anyway.
 */
export function sameOriginCheck({ trustProxy }: { trustProxy: number }): MiddlewareHandler {
  return async (c, next) => {
    if (!MUTATING_METHODS.has(c.req.method)) return next();
    const fetchSite = c.req.header("sec-fetch-site")?.toLowerCase();
    const origin = c.req.header("origin");
    const ownOrigin = (publicUrl(c.req.raw, trustProxy) ?? new URL(c.req.url)).origin;
    const foreignOrigin = origin !== undefined && origin !== ownOrigin;
    const crossSite =
      fetchSite === "cross-site" || (fetchSite === "same-site" && (origin === undefined || foreignOrigin));
    if (!crossSite && !foreignOrigin) return next();
    c.header("Cache-Control", "no-store");
    if (c.req.path === "/api" || c.req.path.startsWith("/api/")) {
      return c.json({ error: CROSS_SITE_MESSAGE }, 403);
    }
    return c.text(CROSS_SITE_MESSAGE, 403);
  };
}
