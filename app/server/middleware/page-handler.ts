import { createHash } from "node:crypto";
import type { Context, Handler } from "hono";
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "~/platform/lib/cache-control";
import type { EdgeEnv, EdgeFacts } from "~/platform/submission/edge-context.server";
import type { PageKind } from "~/platform/lib/page-handle";
import { type Encoding, encode, MIN_BYTES, negotiateEncoding, varyOnEncoding } from "./compression";
import { contentSecurityPolicy, inlineScriptHashes } from "./content-security-policy";
import { canonicalPageUrl } from "./page-address";
import { documentBytes, hasBody } from "./rendered-documents";
import type { CachedPage, PageCache } from "./page-cache";
import { publicUrl, requestAt } from "../public-origin";

/** Rendered answers that may be shared: documents and React Router's `.data` answers. */
const PAGE_TYPES = /^(?:text\/html|text\/x-script)\b/i;
/** Headers of the rendered answer that are not replayed from the cache (they are set per answer). */
const NOT_REPLAYED = new Set([
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "etag",
  "keep-alive",
  "set-cookie",
  "transfer-encoding",
  "vary",
]);
const SUFFIX: Record<Encoding, string> = { identity: "", br: "-br", gzip: "-gz" };

type Page = Pick<CachedPage, "hash" | "headers"> & {
  bodies: Partial<CachedPage["bodies"]> & { identity: Buffer };
};

interface PageHandlerOptions {
  /**
   * React Router's request handler, given what the edge middlewares found out about the request
   * (the build's createPageRenderer, which turns the facts into the build's own context keys).
   */
  render(request: Request, edge: EdgeFacts): Promise<Response>;
  /** The process's page cache; undefined when switched off. */
  cache: PageCache | undefined;
  /** Reports a failure of background work (compressing a page for the cache). */
  onError?(error: unknown): void;
  /**
   * TRUST_PROXY: behind trusted proxies, pages are keyed and rendered under the address the visitor
   * used (server/public-origin.ts), so React Router's check of actions sees the origin the browser
   * sent. Only a render pays for the copied request; a cache hit only reads the headers.
   */
  trustProxy?: number;
}

const isPageType = (contentType: string | null) => contentType !== null && PAGE_TYPES.test(contentType);

/** The ETag of one representation: strong, from the content hash, one per encoding. */
const entityTag = (hash: string, encoding: Encoding) => `"${hash}${SUFFIX[encoding]}"`;

/** If-None-Match names this content, in any encoding (they all decode to the same bytes). */
function isNotModified(ifNoneMatch: string | undefined, hash: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return (ifNoneMatch.match(/"[^"]*"/g) ?? []).some(
    (tag) => tag.slice(1, -1).replace(/-(br|gz)$/, "") === hash,
  );
}

/** Sets the document's own policy: the hashes of exactly the inline scripts of this HTML. */
function withDocumentPolicy(headers: Headers, body: Buffer): void {
  if (!/^text\/html\b/i.test(headers.get("Content-Type") ?? "")) return;
  headers.set(
    "Content-Security-Policy",
    contentSecurityPolicy(inlineScriptHashes(body.toString("latin1"), "latin1")),
  );
}

/** A shareable page, from the cache or just rendered: ETag, 304, public caching, stored or fresh compression. */
async function answer(c: Context, page: Page, cacheStatus: "HIT" | "MISS" | undefined): Promise<Response> {
  const identity = page.bodies.identity;
  const encoding =
    identity.byteLength < MIN_BYTES ? "identity" : negotiateEncoding(c.req.header("Accept-Encoding"));
  const headers = new Headers(page.headers);
  headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
  headers.set("ETag", entityTag(page.hash, encoding));
  varyOnEncoding(headers);
  if (cacheStatus) headers.set("X-Cache", cacheStatus);
  if (isNotModified(c.req.header("If-None-Match"), page.hash)) {
    headers.delete("Content-Type");
    return new Response(null, { status: 304, headers });
  }
  const body = page.bodies[encoding] ?? (await encode(identity, encoding, "dynamic"));
  if (encoding !== "identity") headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.byteLength));
  // A view, not a copy, of the (cached) body.
  const view = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
  return new Response(c.req.method === "HEAD" ? null : view, { status: 200, headers });
}

/**
 * The Cache-Control of an answer the page cache does not keep, when its route set none: form answers
 * and pages of a `no-store` route (or of one that declares nothing) are stored nowhere, redirects
 * included; a `private` route's answers only by the visitor's browser; a public page's errors and
 * answers with a cookie nowhere; the HEAD of a public page is public.
 */
function cacheControlOf(response: Response, method: string, kind: PageKind): string | undefined {
  if ((method !== "GET" && method !== "HEAD") || kind === "no-store") return "no-store";
  if (kind === "private") return PRIVATE_CACHE_CONTROL;
  if (!isPageType(response.headers.get("Content-Type"))) return undefined;
  if (response.status >= 400 || response.headers.has("Set-Cookie")) return "no-store";
  return response.status === 200 ? PUBLIC_CACHE_CONTROL : undefined;
}

/**
 * An answer that is not shared: documents still get their policy; a route's own Cache-Control is
 * kept as it is, and the others get theirs by the route's kind (cacheControlOf).
 */
async function unshared(response: Response, method: string, kind: PageKind): Promise<Response> {
  const headers = new Headers(response.headers);
  if (!headers.has("Cache-Control")) {
    const cacheControl = cacheControlOf(response, method, kind);
    if (cacheControl) headers.set("Cache-Control", cacheControl);
  }
  if (!/^text\/html\b/i.test(headers.get("Content-Type") ?? "") || !hasBody(response)) {
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  const body = await documentBytes(response);
  withDocumentPolicy(headers, body);
  headers.delete("Content-Length");
  return new Response(new Uint8Array(body), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * Answers pages through React Router. Whether a page is the same for every visitor is what its route
 * module declares (its handle's `page`, found for the request by page-route.ts, decision 064); a page
 * that declares nothing, or a path no route matches, is never stored. Public GET pages (HTML and
 * `.data`, 200, no cookie, no Cache-Control of their own) are answered with an ETag and public
 * caching, and kept in the in-process cache with their brotli and gzip bodies, so a hit costs no
 * rendering and no compression. A page is stored with quick
 * compression; once it is asked for again, its best compression (brotli 11, gzip 9) is made in the
 * background. Every HTML answer carries a policy with the hashes of its inline scripts.
 *
 * A public page is rendered and cached under its canonical address (see canonicalPageUrl): React
 * Router receives that address, not the one asked for, so no cached body depends on a tracking or
 * unknown query parameter.
 */
export function pageHandler({
  render,
  cache,
  onError,
  trustProxy = 0,
}: PageHandlerOptions): Handler<EdgeEnv> {
  const optimizing = new Set<string>();

  function optimize(key: string, page: CachedPage) {
    if (!cache || page.optimized || optimizing.has(key)) return;
    optimizing.add(key);
    const { identity } = page.bodies;
    Promise.all([encode(identity, "br", "stored"), encode(identity, "gzip", "stored")])
      .then(([br, gzip]) => cache.optimize(key, page.hash, { identity, br, gzip }))
      .catch((error: unknown) => onError?.(error))
      .finally(() => optimizing.delete(key));
  }

  return async (c) => {
    const received = c.req.raw;
    const address = publicUrl(received, trustProxy);
    const url = address ?? new URL(received.url);
    const readable = received.method === "GET" || received.method === "HEAD";
    const kind = c.get("pageRoute")?.handle?.page ?? "no-store";
    const shareable = readable && kind === "public";
    const canonical = shareable ? canonicalPageUrl(url) : url;
    const key = canonical.origin + canonical.pathname + canonical.search;
    if (shareable && cache) {
      const cached = cache.get(key);
      if (cached) {
        optimize(key, cached);
        return answer(c, cached, "HIT");
      }
    }

    // A page rendered while the cache is being invalidated must not be stored after it.
    const generation = cache?.generation;
    const request = canonical.href === received.url ? received : requestAt(received, canonical);
    const response = await render(request, {
      clientIp: c.get("clientIp"),
      retryAfter: c.get("retryAfter"),
      bodyTooLarge: c.get("bodyTooLarge") ?? false,
      uploadTooLarge: c.get("uploadTooLarge"),
      staffSession: c.get("staffSession"),
      sessionEnded: c.get("sessionEnded"),
      https: c.get("https"),
    });
    const storable =
      shareable &&
      request.method === "GET" &&
      response.status === 200 &&
      !response.headers.has("Set-Cookie") &&
      // A route that says how its answer may be cached is obeyed, never given the public rule.
      !response.headers.has("Cache-Control") &&
      isPageType(response.headers.get("Content-Type")) &&
      hasBody(response);
    if (!storable) return unshared(response, request.method, kind);

    const identity = await documentBytes(response);
    const headers = new Headers(response.headers);
    withDocumentPolicy(headers, identity);
    const page: Page = {
      hash: createHash("sha256").update(identity).digest("base64url"),
      headers: [...headers].filter(([name]) => !NOT_REPLAYED.has(name.toLowerCase())),
      bodies: { identity },
    };
    if (!cache) return answer(c, page, undefined);
    const previous = cache.peek(key);
    if (previous?.hash === page.hash) {
      // Same content as the expired entry: keep its compressed bodies, start a new lifetime.
      cache.set(key, { ...page, bodies: previous.bodies, optimized: previous.optimized }, generation);
      return answer(c, { ...page, bodies: previous.bodies }, "MISS");
    }
    const [br, gzip] = await Promise.all([
      encode(identity, "br", "dynamic"),
      encode(identity, "gzip", "dynamic"),
    ]);
    const bodies = { identity, br, gzip };
    cache.set(key, { ...page, bodies, optimized: false }, generation);
    return answer(c, { ...page, bodies }, "MISS");
  };
}
