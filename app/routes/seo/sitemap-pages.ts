import { getEnv } from "~/lib/env.server";
import { sitemapPagesResponse } from "~/features/catalog/sitemap.server";

export function loader() {
  return sitemapPagesResponse(getEnv().SITE_URL);
}
