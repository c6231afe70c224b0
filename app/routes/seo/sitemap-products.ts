import type { LoaderFunctionArgs } from "react-router";
import { getEnv } from "~/platform/lib/env.server";
import { sitemapProductsNumber } from "~/platform/seo/sitemap-files";
import { sitemapProductsResponse } from "~/domains/catalogue/public/sitemap.server";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "public" };

/** One route per numbered file (app/routes.ts): the number is read from the address. */
export async function loader({ url }: LoaderFunctionArgs) {
  const env = getEnv();
  const number = sitemapProductsNumber(url.pathname);
  const response =
    number === undefined
      ? undefined
      : await sitemapProductsResponse(env.SITE_URL, number, env.SITEMAP_PRODUCTS_PER_FILE);
  return (
    response ??
    new Response("Este archivo del sitemap no existe: vea /sitemap.xml.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    })
  );
}
