// The static baseline of bench:pages: each page's server-rendered HTML with every <script> and
// modulepreload link removed (nothing else rewritten), saved with the stylesheets, fonts, images and
// other files it references, and a manifest mapping each URL (path and query) to its saved file.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface Snapshot {
  /** Page path → bytes of HTML removed (scripts and modulepreload links). */
  removedBytes: Map<string, number>;
  files: number;
  bytes: number;
}

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi;
/** Link relations whose target a browser does not load as part of the page. */
const NOT_LOADED =
  /^(canonical|alternate|preconnect|dns-prefetch|prefetch|next|prev|search|author|license)$/i;
const TAG = /<(link|img|source|video|audio|image|use|input|iframe|embed|object|track)\b[^>]*>/gi;
const ATTRIBUTE = /\s([a-z:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]+))\s*\)/gi;
const CSS_IMPORT = /@import\s+(?:"([^"]*)"|'([^']*)')/gi;

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&#x26;/gi, "&")
    .replace(/&#38;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/** The HTML without JavaScript: scripts and modulepreload links removed, nothing else touched. */
export function stripScripts(html: string): string {
  return html.replace(SCRIPT, "").replace(MODULE_PRELOAD, "");
}

/** Every URL the HTML makes a browser load (stylesheets, icons, preloads, images, media, inline CSS). */
export function referencedUrls(html: string): string[] {
  const urls: string[] = [];
  for (const tag of html.matchAll(TAG)) {
    const name = tag[1]!.toLowerCase();
    const attributes = new Map<string, string>();
    for (const attribute of tag[0].matchAll(ATTRIBUTE)) {
      attributes.set(
        attribute[1]!.toLowerCase(),
        decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? ""),
      );
    }
    if (name === "link") {
      const rel = (attributes.get("rel") ?? "").split(/\s+/);
      if (rel.every((value) => NOT_LOADED.test(value) || value === "")) continue;
      if (rel.includes("modulepreload")) continue;
      if (rel.includes("preload") && /^(script|worker)$/i.test(attributes.get("as") ?? "")) continue;
    }
    for (const key of ["src", "href", "poster", "data"]) {
      const value = attributes.get(key);
      if (value && !(name === "link" && key !== "href")) urls.push(value);
    }
    for (const key of ["srcset", "imagesrcset"]) {
      const value = attributes.get(key);
      if (value)
        urls.push(
          ...value
            .split(",")
            .map((candidate) => candidate.trim().split(/\s+/)[0]!)
            .filter(Boolean),
        );
    }
  }
  urls.push(...cssUrls(html));
  return urls;
}

function cssUrls(css: string): string[] {
  const urls: string[] = [];
  for (const match of css.matchAll(CSS_URL))
    urls.push(decodeEntities(match[1] ?? match[2] ?? match[3] ?? ""));
  for (const match of css.matchAll(CSS_IMPORT)) urls.push(match[1] ?? match[2] ?? "");
  return urls.filter((url) => url && !url.startsWith("data:") && !url.startsWith("#"));
}

/** The manifest key of a same-origin URL (path and query), or undefined for another origin. */
function keyOf(url: string, base: string, origin: string): string | undefined {
  const resolved = new URL(url, base);
  if (resolved.origin !== origin) return undefined;
  return resolved.pathname + resolved.search;
}

/**
 * Fetches the pages from the production server at `origin` and writes the baseline into `dir`:
 * one file per URL and manifest.json for bench/lib/static-server.mjs.
 */
export async function snapshotPages(origin: string, pages: string[], dir: string): Promise<Snapshot> {
  const manifest: Record<string, { file: string; type: string }> = {};
  const removedBytes = new Map<string, number>();
  let files = 0;
  let bytes = 0;
  const save = (key: string, type: string, body: Buffer) => {
    const file = `f${String((files += 1)).padStart(4, "0")}`;
    writeFileSync(join(dir, file), body);
    manifest[key] = { file, type };
    bytes += body.length;
  };
  mkdirSync(dir, { recursive: true });

  const pending: { key: string; base: string }[] = [];
  const queue = (urls: string[], base: string) => {
    for (const url of urls) {
      const key = keyOf(url, base, origin);
      if (key && !(key in manifest) && !pending.some((entry) => entry.key === key))
        pending.push({ key, base });
    }
  };

  for (const page of pages) {
    const response = await fetch(`${origin}${page}`);
    if (!response.ok) throw new Error(`${page} answered ${response.status}`);
    const html = await response.text();
    const stripped = stripScripts(html);
    removedBytes.set(page, Buffer.byteLength(html) - Buffer.byteLength(stripped));
    save(page, response.headers.get("content-type") ?? "text/html; charset=utf-8", Buffer.from(stripped));
    queue(referencedUrls(stripped), `${origin}${page}`);
  }

  // Files, and what stylesheets reference in turn (fonts, background images, imports).
  const CONCURRENCY = 4;
  while (pending.length > 0) {
    const batch = pending.splice(0, CONCURRENCY);
    await Promise.all(
      batch.map(async ({ key }) => {
        if (key in manifest) return;
        const response = await fetch(`${origin}${key}`);
        if (!response.ok) throw new Error(`${key} (referenced by a page) answered ${response.status}`);
        const type = response.headers.get("content-type") ?? "application/octet-stream";
        const body = Buffer.from(await response.arrayBuffer());
        save(key, type, body);
        if (type.startsWith("text/css")) queue(cssUrls(body.toString("utf8")), `${origin}${key}`);
      }),
    );
  }
  writeFileSync(join(dir, "manifest.json"), JSON.stringify(manifest, null, 1));
  return { removedBytes, files, bytes };
}
