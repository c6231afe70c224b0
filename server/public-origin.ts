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

/**
 * The address the visitor typed, when a trusted proxy (TRUST_PROXY > 0) reports one that differs
 * from the request's: the scheme from X-Forwarded-Proto and the host from X-Forwarded-Host, else
 * the Host header the proxy passed on. A header that is not a plain scheme or host is ignored.
 * SITE_URL is not used: a site reachable under two names keeps both working.
 */
export function publicUrl(request: Request, hops: number): URL | undefined {
  if (hops === 0) return undefined;
  const url = new URL(request.url);
  const protocol = forwardedProtocol(request.headers, hops);
  const host = trustedForwarded(request.headers.get("x-forwarded-host"), hops)?.toLowerCase();
  const publicAddress = new URL(url);
  if (protocol) publicAddress.protocol = protocol;
  if (host && /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/.test(host)) {
    try {
      const parsed = new URL(`${publicAddress.protocol}//${host}`);
      // Both parts: setting `host` without a port would keep the internal one.
      publicAddress.hostname = parsed.hostname;
      publicAddress.port = parsed.port;
    } catch {
      // not a valid host: keep Host's
    }
  }
  return publicAddress.href === url.href ? undefined : publicAddress;
}

/**
 * Hands the application the request under its public address (see publicUrl), so React Router's
 * own cross-site check of actions, our same-origin check, the page cache's keys and the root
 * loader's origins all see the origin the browser sent in `Origin`. Without TRUST_PROXY the fetch
 * handler is returned as it is: forwarded headers change nothing.
 */
export function withPublicOrigin<Rest extends unknown[], Result>(
  fetch: (request: Request, ...rest: Rest) => Result,
  hops: number,
): (request: Request, ...rest: Rest) => Result {
  if (hops === 0) return fetch;
  return (request, ...rest) => {
    const url = publicUrl(request, hops);
    if (!url) return fetch(request, ...rest);
    const body = request.method === "GET" || request.method === "HEAD" ? null : request.body;
    const init: RequestInit & { duplex?: "half" } = {
      method: request.method,
      headers: request.headers,
      body,
      signal: request.signal,
    };
    if (body) init.duplex = "half";
    return fetch(new Request(url, init), ...rest);
  };
}
