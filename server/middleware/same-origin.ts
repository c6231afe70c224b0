import type { Context, MiddlewareHandler } from "hono";

const MUTATING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
export const CROSS_SITE_MESSAGE =
  "Solicitud rechazada: los formularios y las llamadas que modifican datos deben enviarse desde el propio sitio.";

interface SameOriginOptions {
  /** The public origin of the site (SITE_URL). */
  siteUrl: string;
  /** Whether the visitor reached us over HTTPS, so the request's own origin is rebuilt as the browser saw it. */
  isHttps(c: Context): boolean;
}

/** The origins a browser may legitimately post from: the one the request was made to, and SITE_URL's. */
function ownOrigins(c: Context, siteUrl: string, isHttps: (c: Context) => boolean): Set<string> {
  const url = new URL(c.req.url);
  if (isHttps(c)) url.protocol = "https:";
  return new Set([url.origin, new URL(siteUrl).origin]);
}

/**
 * Rejects a mutating request that a browser says comes from another site (Sec-Fetch-Site) or from
 * another origin (Origin), with 403: JSON under /api, text elsewhere. Requests with neither header
 * (curl, server-to-server clients of the API) are let through: a browser always sends one of them
 * with a cross-site POST, so they cannot be forged by a page on another site.
 */
export function sameOriginCheck({ siteUrl, isHttps }: SameOriginOptions): MiddlewareHandler {
  return async (c, next) => {
    if (!MUTATING_METHODS.has(c.req.method)) return next();
    const fetchSite = c.req.header("sec-fetch-site")?.toLowerCase();
    const origin = c.req.header("origin");
    const allowed = ownOrigins(c, siteUrl, isHttps);
    const foreignOrigin = origin !== undefined && !allowed.has(origin);
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
