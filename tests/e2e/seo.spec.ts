import { type APIRequestContext, expect, type Page, test } from "./support/test";
import { findProduct, listAllProducts, productPath } from "./support/catalog";
import { NOINDEX_PATHS, PUBLIC_PATHS } from "./support/routes";

/**
 * A parsed JSON-LD block, typed with the fields the checks below read (the `expect`s check they are
 * there; a missing one fails the test).
 */
interface JsonLdItem {
  "@type": string;
  url: string;
  description: string;
  image: string[];
  contactPoint: unknown[];
  itemListElement: { position: number; name: string; item: string }[];
  [key: string]: unknown;
}

async function jsonLd(page: Page): Promise<JsonLdItem[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as JsonLdItem);
}

const ofType = (items: JsonLdItem[], type: string) => items.filter((item) => item["@type"] === type);

/** Every JSON-LD block of the HTML the server sends, parsed (a block that is not JSON fails here). */
async function servedJsonLd(request: APIRequestContext, path: string): Promise<JsonLdItem[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, block]) => JSON.parse(block!) as JsonLdItem,
  );
}

const absoluteUrl = expect.stringMatching(/^https?:\/\/[^/]+\//);
const text = expect.stringMatching(/\S/);

/** Keys anywhere in a value (to make sure no price or offer is ever published). */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, child]) => [key, ...keysOf(child)]);
  return [];
}

/** The schema.org properties each type we publish must have (Google's required and recommended ones). */
const CHECKS: Record<string, (item: JsonLdItem) => void> = {
  Organization(item) {
    expect(item).toMatchObject({
      name: text,
      url: absoluteUrl,
      logo: absoluteUrl,
      address: {
        "@type": "PostalAddress",
        streetAddress: text,
        addressLocality: "Lurín",
        addressCountry: "PE",
      },
    });
    expect(item.contactPoint.length).toBeGreaterThanOrEqual(1);
    for (const point of item.contactPoint) {
      expect(point).toMatchObject({ "@type": "ContactPoint", contactType: text, telephone: text });
    }
  },
  Product(item) {
    expect(item).toMatchObject({
      name: text,
      description: text,
      url: absoluteUrl,
      brand: { "@type": "Brand", name: text },
    });
    expect(item.image.length).toBeGreaterThanOrEqual(1);
    for (const image of item.image) expect(image).toEqual(absoluteUrl);
    if ("sku" in item) expect(item.sku).toEqual(text);
  },
  BreadcrumbList(item) {
    expect(item.itemListElement.length).toBeGreaterThanOrEqual(2);
    item.itemListElement.forEach((crumb, index) => {
      expect(crumb).toEqual({ "@type": "ListItem", position: index + 1, name: text, item: absoluteUrl });
    });
  },
};

test.describe("search visibility", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "markup does not depend on the viewport");

  // Each public page's canonical address, Open Graph and Twitter tags, language and Organization: the
  // page sweep (page-sweep.spec.ts).
  test("every JSON-LD block of every page is schema.org data of a known type with its required properties, and no price", async ({
    request,
  }) => {
    const product = await findProduct(request, (item) => item.jsonDetails.specifications.length > 0);
    const pages = [...PUBLIC_PATHS, productPath(product), "/productos?categoryId=19"];
    for (const path of pages) {
      const items = await servedJsonLd(request, path);
      for (const item of items) {
        expect(item["@context"], path).toBe("https://schema.org");
        expect(Object.keys(CHECKS), `${path}: a type this test knows`).toContain(item["@type"]);
        CHECKS[item["@type"]]!(item);
        for (const key of ["offers", "price", "priceCurrency", "lowPrice", "highPrice"])
          expect(keysOf(item), `${path}: no invented price`).not.toContain(key);
      }
      expect(ofType(items, "Organization"), `${path}: the Organization, once`).toHaveLength(1);
      const expected = path.startsWith("/productos/")
        ? ["Organization", "Product", "BreadcrumbList"]
        : path.startsWith("/productos")
          ? ["Organization", "BreadcrumbList"]
          : ["Organization"];
      expect(items.map((item) => item["@type"]).sort(), path).toEqual(expected.sort());
    }
  });

  test("pages that must not be indexed say so", async ({ page }) => {
    for (const path of NOINDEX_PATHS) {
      await page.goto(path);
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", "noindex");
    }
  });

  test("product pages describe the product (without a price) and their breadcrumb", async ({
    page,
    request,
    baseURL,
  }) => {
    const product = await findProduct(request, (item) => item.jsonDetails.specifications.length > 0);
    await page.goto(productPath(product));
    const items = await jsonLd(page);
    const [described] = ofType(items, "Product");
    expect(described).toMatchObject({ name: product.name, brand: { "@type": "Brand", name: "Kordex" } });
    expect(described!.url).toBe(new URL(productPath(product), baseURL).href);
    expect(described!.image.length).toBe(product.srcImg.length);
    expect(described!.description.length).toBeGreaterThan(20);
    expect(described).not.toHaveProperty("offers");
    const [breadcrumb] = ofType(items, "BreadcrumbList");
    expect(breadcrumb!.itemListElement.map((item) => item.position)).toEqual([1, 2, 3, 4]);
    expect(breadcrumb!.itemListElement.at(-1)).toMatchObject({ name: product.name, item: described!.url });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", described!.url);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
  });

  test("the catalogue has a breadcrumb and keeps the category in its canonical address", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/productos?categoryId=19&name=x");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new URL("/productos?categoryId=19", baseURL).href,
    );
    const [breadcrumb] = ofType(await jsonLd(page), "BreadcrumbList");
    expect(breadcrumb!.itemListElement.map((item) => item.name)).toEqual([
      "Inicio",
      "Productos",
      "Zunchadoras eléctricas",
    ]);
  });

  test("the sitemap lists every public page to index and every product with lastmod, and no other page", async ({
    request,
    baseURL,
  }) => {
    // /sitemap.xml is an index of files (the pages, then the products): read every file it lists.
    const index = await request.get("/sitemap.xml");
    expect(index.headers()["content-type"]).toContain("application/xml");
    const files = [...(await index.text()).matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1]!,
    );
    expect(files.length).toBeGreaterThanOrEqual(2);
    const locations: { loc?: string; lastmod?: string }[] = [];
    for (const file of files) {
      const response = await request.get(new URL(file).pathname);
      expect(response.headers()["content-type"]).toContain("application/xml");
      const xml = await response.text();
      locations.push(
        ...[...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map((match) => ({
          loc: match[1],
          lastmod: match[2],
        })),
      );
    }
    const expected = PUBLIC_PATHS.filter((path) => !NOINDEX_PATHS.includes(path));
    for (const path of expected)
      expect(locations.map((entry) => entry.loc)).toContain(new URL(path, baseURL).href);
    for (const path of NOINDEX_PATHS)
      expect(locations.map((entry) => entry.loc)).not.toContain(new URL(path, baseURL).href);
    for (const product of await listAllProducts(request)) {
      expect(locations.map((entry) => entry.loc)).toContain(
        new URL(productPath(product), baseURL).href.replace(/&/g, "&amp;"),
      );
    }
    for (const entry of locations) expect(Number.isNaN(Date.parse(entry.lastmod!))).toBe(false);
  });

  test("robots.txt points to the sitemap and keeps /admin and /api out", async ({ request, baseURL }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /api");
    expect(text).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).href}`);
  });
});
