import { getEnv } from "~/lib/env.server";
import { sitemapIndexResponse } from "~/features/catalog/sitemap.server";
import type { PageHandle } from "~/lib/page-handle";

export const handle: PageHandle = { page: "public" };

export function loader() {
  const env = getEnv();
  return sitemapIndexResponse(env.SITE_URL, env.SITEMAP_PRODUCTS_PER_FILE);
}
