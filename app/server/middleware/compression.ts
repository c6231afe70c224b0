import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";

export type Encoding = "br" | "gzip" | "identity";

/** Text-like types worth compressing (images other than SVG, video, PDF and fonts are compressed already). */
const COMPRESSIBLE =
  /^\s*(?:text\/|application\/(?:json|javascript|xml|manifest\+json|ld\+json|problem\+json)|image\/svg\+xml)/i;
/** Below this size the headers of a compressed answer cost more than they save. */
export const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compression levels: fast on the fly (brotli 4 is as fast as gzip 6 and smaller), best for stored bodies. */
export const LEVELS = {
  dynamic: { br: 4, gzip: 6 },
  stored: { br: 11, gzip: 9 },
} as const;

export function isCompressible(contentType: string | null): boolean {
  return contentType !== null && COMPRESSIBLE.test(contentType);
}

/** The best encoding the client accepts (q-values honoured): brotli, then gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | undefined | null): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const quality = (name: string) => accepted.get(name) ?? (accepted.get("*") || 0);
  if (quality("br") > 0) return "br";
  if (quality("gzip") > 0) return "gzip";
  return "identity";
}

export async function encode(
  body: Uint8Array,
  encoding: Encoding,
  level: "dynamic" | "stored",
): Promise<Buffer> {
  if (encoding === "br") {
    return brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: LEVELS[level].br,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
  }
  if (encoding === "gzip") return gzipAsync(body, { level: LEVELS[level].gzip });
  return Buffer.from(body);
}

/** Adds Accept-Encoding to Vary without repeating it. */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get("Vary");
  if (!vary) headers.set("Vary", "Accept-Encoding");
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary))
    headers.set("Vary", `${vary}, Accept-Encoding`);
}

/**
 * Brotli or gzip (node:zlib) for text answers made on the fly: API, pages that are not cached,
 * files without a precompressed copy. Answers already encoded (precompressed files, cached pages)
 * pass through. A strong ETag becomes weak once the bytes are re-encoded.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!isCompressible(res.headers.get("Content-Type"))) return;
    varyOnEncoding(res.headers);
    // Headers first: reading `res.body` turns Hono's lightweight answer into a full Response.
    if (c.req.method === "HEAD" || res.headers.has("Content-Encoding")) return;
    if (/\bno-transform\b/i.test(res.headers.get("Cache-Control") ?? "")) return;
    const length = Number(res.headers.get("Content-Length") ?? Number.NaN);
    if (length < MIN_BYTES) return;
    const encoding = negotiateEncoding(c.req.header("Accept-Encoding"));
    if (encoding === "identity" || !res.body) return;
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < MIN_BYTES) {
      c.res = new Response(body, res);
      return;
    }
    const encoded = await encode(body, encoding, "dynamic");
    const headers = new Headers(res.headers);
    headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(encoded.byteLength));
    const etag = headers.get("ETag");
    if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    c.res = undefined;
    c.res = new Response(new Uint8Array(encoded), {
      status: res.status,
      statusText: res.statusText,
      headers,
    });
  };
}
