// The sitemap's file names (docs/decisions/027-catalogue-at-scale.md): /sitemap.xml is an index of
// one file of public pages and numbered files of products. React Router matches whole path segments
// only, so each product file has its own route (app/routes.ts): the slots bound how many there are.

/** The sitemap protocol's limit of URLs per file (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_PROTOCOL_MAX_URLS = 50_000;

/** Product files the route table serves: 20 × 50,000 = one million active products. */
export const SITEMAP_PRODUCT_FILE_SLOTS = 20;

export const SITEMAP_INDEX_PATH = "/sitemap.xml";
export const SITEMAP_PAGES_PATH = "/sitemap-paginas.xml";

/** The address of product file `number` (from 1). */
export const sitemapProductsPath = (number: number) => `/sitemap-productos-${number}.xml`;

/** The number of a product file's address, or undefined. */
export function sitemapProductsNumber(pathname: string): number | undefined {
  const match = /^\/sitemap-productos-([1-9]\d*)\.xml$/.exec(pathname);
  return match ? Number(match[1]) : undefined;
}
