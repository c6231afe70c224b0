import { getEnv } from "~/platform/lib/env.server";
import { sitemapIndexResponse } from "~/domains/catalogue/public/sitemap.server";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "public" };

export function loader() {
  const env = getEnv();
  return sitemapIndexResponse(env.SITE_URL, env.SITEMAP_PRODUCTS_PER_FILE);
}
