import type { MiddlewareHandler } from "hono";

/** Characters a path never needs escaped (RFC 3986 "unreserved"): `%6E` is `n`. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * The one spelling of a page's path: percent escapes of unreserved characters decoded and the others
 * written in capitals (RFC 3986 §6.2.2), repeated slashes made one (so that no spelling can start
 * with `//`, another host to a browser), and no trailing slash but the root's.
 */
export function pagePathSpelling(pathname: string): string {
  const escapes = pathname.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : escape.toUpperCase();
  });
  const slashes = escapes.replace(/\/{2,}/g, "/");
  return slashes.length > 1 ? slashes.replace(/\/$/, "") : slashes;
}

/**
 * A page asked for by another spelling of its path (`/nosotros/`, `/%6Eosotros`, `//nosotros`) is
 * sent to its one spelling with a permanent redirect, its query kept: a page has one address for
 * visitors, search engines and the page cache (otherwise each spelling is rendered and cached on its
 * own). Only documents: React Router's `.data` and route-discovery requests have spellings of their
 * own (`/productos/_.data`), and a form post is never redirected (its body would be lost).
 */
export function pageSpellingRedirect(): MiddlewareHandler {
  return async (c, next) => {
    const { method } = c.req;
    const pathname = new URL(c.req.url).pathname;
    if ((method !== "GET" && method !== "HEAD") || pathname.endsWith(".data") || pathname === "/__manifest") {
      return next();
    }
    const spelling = pagePathSpelling(pathname);
    if (spelling === pathname) return next();
    const { search } = new URL(c.req.url);
    return c.body(null, 301, { Location: spelling + search, "Cache-Control": "public, max-age=86400" });
  };
}
