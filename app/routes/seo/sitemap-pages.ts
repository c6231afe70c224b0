import { getEnv } from "~/platform/lib/env.server";
import { sitemapPagesResponse } from "~/domains/catalogue/public/sitemap.server";

export function loader() {
  return sitemapPagesResponse(getEnv().SITE_URL);
}
