import { getEnv } from "~/platform/lib/env.server";
import { sitemapIndexResponse } from "~/domains/catalogue/public/sitemap.server";

export function loader() {
  const env = getEnv();
  return sitemapIndexResponse(env.SITE_URL, env.SITEMAP_PRODUCTS_PER_FILE);
}
