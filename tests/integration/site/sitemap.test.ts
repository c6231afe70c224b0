// The sitemap is an index of files that each respect the sitemap protocol
// (https://www.sitemaps.org/protocol.html): at most 50,000 URLs and 50 MB uncompressed per file, the
// protocol's namespace, absolute URLs on SITE_URL, W3C dates. The products per file are lowered to 10
// here so that the demo catalogue (74 products) is split as a large catalogue would be.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productUrl } from "~/domains/catalogue/catalog-url";
import { getEnv, resetEnvCache } from "~/platform/lib/env.server";
import { INDEXABLE_PATHS } from "~/platform/lib/public-paths";
import { SITEMAP_PRODUCT_FILE_SLOTS, SITEMAP_PROTOCOL_MAX_URLS } from "~/platform/seo/sitemap-files";
import { sitemapProductFiles, sitemapProducts } from "~/domains/catalogue/server/catalog-sitemap.server";
import { getDb } from "~/platform/data/db.server";
import { type BuiltApp, startBuiltApp } from "../../support/built-app";

const SITE_URL = "https://www.kordex.example";
const PER_FILE = 10;
/** The protocol's limits: URLs per file, sitemaps per index, bytes per file uncompressed (50 MiB). */
const PROTOCOL_MAX_URLS = 50_000;
const PROTOCOL_MAX_SITEMAPS = 50_000;
const PROTOCOL_MAX_BYTES = 50 * 1024 * 1024;
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
/** W3C Datetime as the protocol asks for it: here always full date and time in UTC. */
const LASTMOD = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
/** Text content of an element: no markup, every ampersand an entity (the protocol's escaping). */
const TEXT = String.raw`(?:[^<>&"']|&amp;|&lt;|&gt;|&quot;|&apos;|&#\d+;)+`;

let app: BuiltApp;
const saved = { SITE_URL: process.env.SITE_URL, PER_FILE: process.env.SITEMAP_PRODUCTS_PER_FILE };

beforeAll(async () => {
  process.env.SITE_URL = SITE_URL;
  process.env.SITEMAP_PRODUCTS_PER_FILE = String(PER_FILE);
  app = await startBuiltApp(undefined);
}, 60_000);

afterAll(async () => {
  await app?.stop();
  for (const [name, value] of [
    ["SITE_URL", saved.SITE_URL],
    ["SITEMAP_PRODUCTS_PER_FILE", saved.PER_FILE],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const unescape = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replaceAll("&amp;", "&");

interface Entry {
  loc: string;
  lastmod: string;
}

/**
 * Fetches a sitemap file and checks it against the protocol: XML declaration, one root element
 * (`urlset` or `sitemapindex`) in the protocol's namespace, then only `url`/`sitemap` entries of a
 * `loc` and a `lastmod`; returns the entries' unescaped values.
 */
async function sitemapFile(path: string, root: "urlset" | "sitemapindex"): Promise<Entry[]> {
  const response = await app.request(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type"), path).toBe("application/xml; charset=utf-8");
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(bytes.byteLength, path).toBeLessThanOrEqual(PROTOCOL_MAX_BYTES);
  const xml = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  const entry = root === "urlset" ? "url" : "sitemap";
  const line = `  <${entry}><loc>(${TEXT})</loc><lastmod>([^<]*)</lastmod></${entry}>\n`;
  const document = new RegExp(
    `^<\\?xml version="1\\.0" encoding="UTF-8"\\?>\\n<${root} xmlns="${NAMESPACE.replaceAll(".", "\\.")}">\\n(?:${line})*</${root}>\\n$`,
  );
  expect(xml, `${path} is not a well-formed ${root} of the sitemap protocol`).toMatch(document);
  const entries = [...xml.matchAll(new RegExp(line, "g"))].map((match) => ({
    loc: unescape(match[1]!),
    lastmod: match[2]!,
  }));
  expect(entries.length, path).toBeLessThanOrEqual(
    root === "urlset" ? PROTOCOL_MAX_URLS : PROTOCOL_MAX_SITEMAPS,
  );
  for (const { loc, lastmod } of entries) {
    expect(loc.startsWith(`${SITE_URL}/`), `${path}: ${loc} is not on SITE_URL`).toBe(true);
    expect(new URL(loc).origin).toBe(SITE_URL);
    expect(lastmod, `${path}: lastmod of ${loc}`).toMatch(LASTMOD);
    expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
  }
  return entries;
}

async function activeProducts() {
  return getDb()
    .selectFrom("product")
    .select(["id", "slug", "updated_at"])
    .where("active", "=", 1)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

describe("/sitemap.xml", () => {
  it("is an index of the pages file and of product files of at most the configured size, each valid", async () => {
    const products = await activeProducts();
    expect(products.length).toBeGreaterThan(2 * PER_FILE);
    const files = await sitemapFile("/sitemap.xml", "sitemapindex");
    const productFiles = Math.ceil(products.length / PER_FILE);
    expect(files.map((file) => file.loc)).toEqual([
      `${SITE_URL}/sitemap-paginas.xml`,
      ...Array.from({ length: productFiles }, (_, index) => `${SITE_URL}/sitemap-productos-${index + 1}.xml`),
    ]);

    const pages = await sitemapFile("/sitemap-paginas.xml", "urlset");
    expect(pages.map((page) => page.loc)).toEqual(INDEXABLE_PATHS.map((path) => `${SITE_URL}${path}`));

    const listed: Entry[] = [];
    for (const [index, file] of files.slice(1).entries()) {
      const entries = await sitemapFile(new URL(file.loc).pathname, "urlset");
      expect(entries.length, file.loc).toBe(
        index < productFiles - 1 ? PER_FILE : products.length - PER_FILE * (productFiles - 1),
      );
      // The index's lastmod for a file is the newest change among its products.
      expect(file.lastmod).toBe(
        entries
          .map((entry) => entry.lastmod)
          .sort()
          .at(-1),
      );
      listed.push(...entries);
    }
    // Every active product exactly once, in catalogue order, with its own last change.
    expect(listed).toEqual(
      products.map((product) => ({
        loc: `${SITE_URL}${productUrl(product)}`,
        lastmod: new Date(product.updated_at).toISOString(),
      })),
    );
  });

  it("leaves inactive products out of every file", async () => {
    const [hidden] = await activeProducts();
    await getDb().updateTable("product").set({ active: 0 }).where("id", "=", hidden!.id).execute();
    try {
      const files = await sitemapFile("/sitemap.xml", "sitemapindex");
      const locs: string[] = [];
      for (const file of files.slice(1))
        locs.push(...(await sitemapFile(new URL(file.loc).pathname, "urlset")).map((entry) => entry.loc));
      expect(locs).not.toContain(`${SITE_URL}${productUrl(hidden!)}`);
      expect(locs).toHaveLength((await activeProducts()).length);
    } finally {
      await getDb().updateTable("product").set({ active: 1 }).where("id", "=", hidden!.id).execute();
    }
  });

  it("answers a product file past the last product 404, saying where the files are listed", async () => {
    const products = await activeProducts();
    const past = Math.ceil(products.length / PER_FILE) + 1;
    const response = await app.request(`/sitemap-productos-${past}.xml`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Este archivo del sitemap no existe: vea /sitemap.xml.");
  });

  it("is built to the protocol's limits: 50,000 URLs a file, 50,000 files an index, 50 MB a file", async () => {
    // The application's constants are the protocol's, and the setting cannot exceed them.
    expect(SITEMAP_PROTOCOL_MAX_URLS).toBe(PROTOCOL_MAX_URLS);
    const saved = process.env.SITEMAP_PRODUCTS_PER_FILE;
    try {
      delete process.env.SITEMAP_PRODUCTS_PER_FILE;
      resetEnvCache();
      expect(getEnv().SITEMAP_PRODUCTS_PER_FILE).toBe(PROTOCOL_MAX_URLS);
      process.env.SITEMAP_PRODUCTS_PER_FILE = String(PROTOCOL_MAX_URLS + 1);
      resetEnvCache();
      expect(() => getEnv()).toThrow(/SITEMAP_PRODUCTS_PER_FILE/);
    } finally {
      if (saved === undefined) delete process.env.SITEMAP_PRODUCTS_PER_FILE;
      else process.env.SITEMAP_PRODUCTS_PER_FILE = saved;
      resetEnvCache();
    }
    // The index lists the pages file and at most one file per route slot.
    expect(1 + SITEMAP_PRODUCT_FILE_SLOTS).toBeLessThanOrEqual(PROTOCOL_MAX_SITEMAPS);

    // At the real limit the whole demo catalogue is one product file, read in batches, each product once.
    const products = await activeProducts();
    expect(await sitemapProductFiles(PROTOCOL_MAX_URLS)).toHaveLength(1);
    const read: number[] = [];
    for await (const batch of sitemapProducts(0, PROTOCOL_MAX_URLS, 7)) read.push(...batch.map((p) => p.id));
    expect(read).toEqual(products.map((product) => product.id));

    // A full file stays under 50 MB: its longest entry, 50,000 times, with the XML around it.
    const response = await app.request("/sitemap-productos-1.xml");
    const lines = (await response.text()).split("\n");
    const longest = Math.max(...lines.map((line) => new TextEncoder().encode(`${line}\n`).byteLength));
    expect(longest).toBeLessThan(300);
    expect(longest * PROTOCOL_MAX_URLS + 200).toBeLessThanOrEqual(PROTOCOL_MAX_BYTES);
  });
});
