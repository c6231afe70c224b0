// The catalogue's state lives in the address: /productos?categoryId=&page=&name=. The address counts
// pages from 1; the query it is read into (catalog-query-schema.ts) counts from 0, as the model does.
import type { CatalogQuery } from "./catalog-query-schema";
import { pageToAddress } from "./catalog-query-limits-schema";

/** The query parameter that names the product on its page (the slug in the path is only for people). */
export const PRODUCT_QUERY_PARAM = "producto";

/**
 * Where an address whose page does not exist must go, or undefined when it exists: a page past the
 * last one goes to the last one (temporarily: the catalogue changes; with no results at all, page 1
 * is the last), a page below 1 or not written in decimal digits to the address without a page, the
 * first page's canonical address (permanently). Category and search are kept. A category that is not
 * a positive decimal number goes the same way (permanently, to the address without it), and one
 * written otherwise than plainly (`01`) to its plain spelling: one address per page. `query` is the
 * address as the page reads it (`parseCatalogAddress`).
 */
export function catalogPageRedirect(
  params: URLSearchParams,
  query: CatalogQuery,
  totalPages: number,
): { location: string; status: 301 | 302 } | undefined {
  const lastPage = Math.max(1, totalPages) - 1;
  if (query.page > lastPage) return { location: catalogUrl({ ...query, page: lastPage }), status: 302 };
  const plain = (name: string, value: number | undefined) =>
    params.get(name) === (value === undefined ? null : String(value));
  const pageInAddress = query.page > 0 ? pageToAddress(query.page) : undefined;
  if (plain("page", pageInAddress) && plain("categoryId", query.categoryId)) return undefined;
  return { location: catalogUrl(query), status: 301 };
}

/** The address of a catalogue query; the first page's address has no page. */
export function catalogUrl(query: Partial<CatalogQuery>): string {
  const params = new URLSearchParams();
  if (query.categoryId) params.set("categoryId", String(query.categoryId));
  if (query.name) params.set("name", query.name);
  if (query.page) params.set("page", String(pageToAddress(query.page)));
  const search = params.toString();
  return search ? `/productos?${search}` : "/productos";
}

export function productUrl(product: { id: number; slug: string }): string {
  return `/productos/${product.slug}?${PRODUCT_QUERY_PARAM}=${product.id}`;
}
