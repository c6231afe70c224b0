// Who the passkeys belong to: the relying party of a request, taken from the address the visitor
// used (behind trusted proxies, the forwarded one: app/server/public-origin.ts, handed to the routes
// as `url`). Its RP ID is that host name and its origin that scheme, host and port; a passkey made
// under one host name only works under that name.

export interface RelyingParty {
  /** The RP ID: the host name, without port. */
  id: string;
  /** The only origin whose answers are accepted, e.g. `https://www.kordex.pe`. */
  origin: string;
}

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const isLocalhost = (host: string) => host === "localhost" || host.endsWith(".localhost");

/**
 * The relying party of a public URL, or undefined where browsers refuse WebAuthn: an IP address (the
 * RP ID must be a domain name) or plain HTTP anywhere but localhost (not a secure context).
 */
export function relyingPartyOf(url: URL): RelyingParty | undefined {
  const host = url.hostname.toLowerCase();
  if (!host || IPV4.test(host) || host.startsWith("[")) return undefined;
  if (url.protocol !== "https:" && !(url.protocol === "http:" && isLocalhost(host))) return undefined;
  return { id: host, origin: url.origin };
}
