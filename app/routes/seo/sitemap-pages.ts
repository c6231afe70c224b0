import { getEnv } from "~/platform/lib/env.server";
import { sitemapPagesResponse } from "~/domains/catalogue/public/sitemap.server";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "public" };

export function loader() {
  return sitemapPagesResponse(getEnv().SITE_URL);
}
