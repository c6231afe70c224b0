import { getEnv } from "~/lib/env.server";
import { sitemapPagesResponse } from "~/features/catalog/sitemap.server";
import type { PageHandle } from "~/lib/page-handle";

export const handle: PageHandle = { page: "public" };

export function loader() {
  return sitemapPagesResponse(getEnv().SITE_URL);
}
