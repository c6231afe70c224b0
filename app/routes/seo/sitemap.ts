import { productUrl } from "~/features/catalog/catalog-url";
import { escapeHtml } from "~/lib/html";
import { getEnv } from "~/lib/env.server";
import { INDEXABLE_PATHS } from "~/lib/public-paths";
import { listProductsForSitemap } from "~/models/catalog.server";

/** When this build started serving: the last change of the static pages. */
const PAGES_UPDATED = new Date().toISOString();

export async function loader() {
  const site = getEnv().SITE_URL;
  const products = await listProductsForSitemap();
  const entries = [
    ...INDEXABLE_PATHS.map((path) => ({ loc: `${site}${path}`, lastmod: PAGES_UPDATED })),
    ...products.map((product) => ({ loc: `${site}${productUrl(product)}`, lastmod: product.updatedAt })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (entry) => `  <url><loc>${escapeHtml(entry.loc)}</loc><lastmod>${entry.lastmod}</lastmod></url>`,
    ),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300, stale-while-revalidate=60",
    },
  });
}
