import { getEnv } from "~/lib/env.server";
import { sitemapIndexResponse } from "~/features/catalog/sitemap.server";

export function loader() {
  const env = getEnv();
  return sitemapIndexResponse(env.SITE_URL, env.SITEMAP_PRODUCTS_PER_FILE);
}
