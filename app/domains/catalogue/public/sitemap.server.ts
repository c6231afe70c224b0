// The sitemap as an index of files (docs/decisions/027-catalogue-at-scale.md). The product files are
// streamed: products are read in batches and written as they come, so a file of 50,000 URLs starts
// answering at once and never sits whole in memory.
import { productUrl } from "../catalog-url";
import { escapeHtml } from "~/platform/lib/html";
import { logger } from "~/platform/lib/logger.server";
import { INDEXABLE_PATHS } from "~/platform/lib/public-paths";
import {
  SITEMAP_PAGES_PATH,
  SITEMAP_PRODUCT_FILE_SLOTS,
  sitemapProductsPath,
} from "~/platform/seo/sitemap-files";
import { sitemapProductFiles, sitemapProducts } from "../server/catalog-sitemap.server";

/** When this build started serving: the last change of the static pages. */
const PAGES_UPDATED = new Date().toISOString();

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

const HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=300, stale-while-revalidate=60",
};

const urlEntry = (loc: string, lastmod: string) =>
  `  <url><loc>${escapeHtml(loc)}</loc><lastmod>${lastmod}</lastmod></url>\n`;

/** /sitemap.xml: the pages file, then one file per `perFile` active products. */
export async function sitemapIndexResponse(site: string, perFile: number): Promise<Response> {
  const files = await sitemapProductFiles(perFile);
  if (files.length > SITEMAP_PRODUCT_FILE_SLOTS) {
    logger.error(
      { files: files.length, slots: SITEMAP_PRODUCT_FILE_SLOTS },
      "sitemap: more product files than routes; raise SITEMAP_PRODUCT_FILE_SLOTS",
    );
  }
  const entries = [
    { loc: `${site}${SITEMAP_PAGES_PATH}`, lastmod: PAGES_UPDATED },
    ...files
      .slice(0, SITEMAP_PRODUCT_FILE_SLOTS)
      .map((file, index) => ({ loc: `${site}${sitemapProductsPath(index + 1)}`, lastmod: file.lastmod })),
  ];
  const body = [
    XML_DECLARATION,
    `<sitemapindex xmlns="${NAMESPACE}">\n`,
    ...entries.map(
      (entry) =>
        `  <sitemap><loc>${escapeHtml(entry.loc)}</loc><lastmod>${entry.lastmod}</lastmod></sitemap>\n`,
    ),
    "</sitemapindex>\n",
  ].join("");
  return new Response(body, { headers: HEADERS });
}

/** /sitemap-paginas.xml: the public pages to index. */
export function sitemapPagesResponse(site: string): Response {
  const body = [
    XML_DECLARATION,
    `<urlset xmlns="${NAMESPACE}">\n`,
    ...INDEXABLE_PATHS.map((path) => urlEntry(`${site}${path}`, PAGES_UPDATED)),
    "</urlset>\n",
  ].join("");
  return new Response(body, { headers: HEADERS });
}

/**
 * /sitemap-productos-{number}.xml: the `number`-th run of `perFile` active products, streamed;
 * undefined when that file does not exist (past the last product).
 */
export async function sitemapProductsResponse(
  site: string,
  number: number,
  perFile: number,
): Promise<Response | undefined> {
  const skip = (number - 1) * perFile;
  const batches = sitemapProducts(skip, perFile);
  // The first batch is read before answering, so that a file past the end is a 404, not an empty 200.
  const first = await batches.next();
  if (first.done) return undefined;
  const encoder = new TextEncoder();
  const write = (products: { id: number; slug: string; updatedAt: string }[]) =>
    encoder.encode(
      products.map((product) => urlEntry(`${site}${productUrl(product)}`, product.updatedAt)).join(""),
    );
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n`));
      controller.enqueue(write(first.value));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) {
        controller.enqueue(encoder.encode("</urlset>\n"));
        controller.close();
      } else controller.enqueue(write(next.value));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(stream, { headers: HEADERS });
}
