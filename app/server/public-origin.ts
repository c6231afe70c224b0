// The address a visitor used, behind proxies we trust. Pure functions: bundled into the Node entry
// (server/main.ts) and, through client-info, into the server build.

/**
 * The value of an X-Forwarded-* header that our own proxies vouch for: the entry `hops` places from
 * the right (each proxy of ours appends one), or the only entry when the outermost proxy replaces
 * the header. Undefined when `hops` is 0 (nothing trusted) or the header is absent.
 */
export function trustedForwarded(header: string | null | undefined, hops: number): string | undefined {
  if (hops === 0 || !header) return undefined;
  const entries = header
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return entries[entries.length - hops] ?? entries[0];
}

/** "https:" or "http:" as a trusted proxy reports the visitor's scheme; undefined otherwise. */
export function forwardedProtocol(headers: Headers, hops: number): "http:" | "https:" | undefined {
  const proto = trustedForwarded(headers.get("x-forwarded-proto"), hops)?.toLowerCase();
  return proto === "https" || proto === "http" ? `${proto}:` : undefined;
}

/** A bare host, with an optional port: no path, user info or anything else a URL could carry. */
const BARE_HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/;

/**
 * The address the visitor typed, when trusted proxies (TRUST_PROXY > 0) report one that differs
 * from the request's: the scheme from X-Forwarded-Proto and the host from X-Forwarded-Host, else
 * the Host header the proxy passed on. A header that is not a plain scheme or host is ignored.
 * SITE_URL is not used: a site reachable under two names keeps both working. Undefined when the
 * request's own address is the public one, and always without TRUST_PROXY, whatever the headers say.
 */
export function publicUrl(request: Request, hops: number): URL | undefined {
  if (hops === 0) return undefined;
  const protocol = forwardedProtocol(request.headers, hops);
  const host = trustedForwarded(request.headers.get("x-forwarded-host"), hops)?.toLowerCase();
  if (!protocol && !host) return undefined;
  const url = new URL(request.url);
  if (protocol) url.protocol = protocol;
  if (host && BARE_HOST.test(host)) {
    try {
      const parsed = new URL(`${url.protocol}//${host}`);
      // Both parts: setting `host` without a port would keep the internal one.
      url.hostname = parsed.hostname;
      url.port = parsed.port;
    } catch {
      // not a valid host: keep Host's
    }
  }
  return url.href === request.url ? undefined : url;
}

/** The request under another address: same method, headers, body and abort signal. */
export function requestAt(request: Request, url: URL): Request {
  const body = request.method === "GET" || request.method === "HEAD" ? null : request.body;
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
  };
  if (body) init.duplex = "half";
  return new Request(url, init);
}
