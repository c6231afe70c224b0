import type { Context, MiddlewareHandler } from "hono";
import { contentSecurityPolicy, withRequiredDirectives } from "./content-security-policy";

/** One year, the minimum the HSTS preload list accepts. */
export const HSTS = "max-age=31536000";

const FIXED_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};
const DEFAULT_POLICY = contentSecurityPolicy();

interface SecurityHeadersOptions {
  /** Whether the visitor reached us over HTTPS (directly or through a trusted proxy). */
  isHttps(c: Context): boolean;
}

/**
 * Security headers on every answer: pages, API, files, media, errors and redirects. A document's
 * policy (with the hashes of its inline scripts) is set by the page handler; a route that sets its
 * own policy (media SVGs) keeps it, completed with the directives every answer must carry.
 */
export function securityHeaders({ isHttps }: SecurityHeadersOptions): MiddlewareHandler {
  return async (c, next) => {
    await next();
    let headers = c.res.headers;
    try {
      headers.set("X-Content-Type-Options", "nosniff");
    } catch {
      // Immutable headers (a Response from fetch): copy the answer once.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
    }
    for (const [name, value] of Object.entries(FIXED_HEADERS)) headers.set(name, value);
    const policy = headers.get("Content-Security-Policy");
    headers.set("Content-Security-Policy", policy ? withRequiredDirectives(policy) : DEFAULT_POLICY);
    if (isHttps(c)) headers.set("Strict-Transport-Security", HSTS);
    headers.delete("X-Powered-By");
  };
}
