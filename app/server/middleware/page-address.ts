// The canonical address of a public page: its path with only the query parameters the page reads,
// in a fixed order. Tracking parameters (utm_*, gclid, fbclid, …) and any other unknown parameter
// change nothing a page shows, so they neither cost a render nor take a place in the page cache.
import { PRODUCT_QUERY_PARAM } from "~/domains/catalogue/catalog-url";
import { DATASHEET_QUERY_PARAM } from "~/domains/catalogue/public/datasheet-library";
import { ALIASES } from "~/platform/lib/site-paths";
import { CATALOG_QUERY_PARAMS } from "~/domains/catalogue/catalog-query-schema";
import { pagePathOf } from "./data-path";

/**
 * React Router's route discovery (`/__manifest?paths=…&version=…`): not a page, and every parameter
 * counts; without `version` it answers "reload the document", and in-app navigation breaks.
 */
const ROUTE_DISCOVERY_PATH = "/__manifest";

/** React Router's own parameter of `.data` requests: which routes' loaders to run. */
const DATA_PARAMS = ["_routes"];

/** The parameters the page at a path reads (the path of a `.data` request is its page's path). */
function pageParams(pagePath: string): readonly string[] {
  if (pagePath === "/productos") return CATALOG_QUERY_PARAMS;
  if (/^\/productos\/[^/]+$/.test(pagePath)) return [PRODUCT_QUERY_PARAM];
  if (pagePath === "/recursos") return [DATASHEET_QUERY_PARAM];
  return [];
}

/**
 * The address a page is rendered and cached under: only the parameters the page reads (the first
 * value of each, as the page reads it), sorted by name. The SPEC's alternative spellings keep their
 * query: they answer a redirect that passes it on, and are never cached.
 */
export function canonicalPageUrl(url: URL): URL {
  if (url.search === "" || url.pathname === ROUTE_DISCOVERY_PATH) return url;
  const data = url.pathname.endsWith(".data");
  const pagePath = pagePathOf(url.pathname);
  if (Object.hasOwn(ALIASES, pagePath.slice(1))) return url;
  const kept = new URLSearchParams();
  for (const name of [...pageParams(pagePath), ...(data ? DATA_PARAMS : [])]) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  kept.sort();
  const canonical = new URL(url);
  canonical.search = kept.toString();
  return canonical;
}
