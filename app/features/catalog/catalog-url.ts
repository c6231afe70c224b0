// The catalogue's state lives in the address: /productos?categoryId=&page=&name= (page 1-based).

export interface CatalogQuery {
  categoryId?: number;
  /** 1-based, as in the address. */
  page: number;
  name?: string;
}

const MAX_NAME_LENGTH = 100;

/** The query parameters the catalogue page reads; any other one changes nothing it shows. */
export const CATALOG_QUERY_PARAMS = ["categoryId", "name", "page"] as const;
/** The query parameter that names the product on its page (the slug in the path is only for people). */
export const PRODUCT_QUERY_PARAM = "producto";

/** Reads the address leniently: a value that makes no sense is ignored, never an error. */
export function parseCatalogQuery(params: URLSearchParams): CatalogQuery {
  const categoryId = wholeNumber(params.get("categoryId"));
  const page = wholeNumber(params.get("page"));
  const name = (params.get("name") ?? "").trim().slice(0, MAX_NAME_LENGTH);
  return {
    categoryId: categoryId !== undefined && categoryId > 0 && categoryId < 2 ** 31 ? categoryId : undefined,
    page: page !== undefined && page > 1 && page <= 100_000 ? page : 1,
    name: name || undefined,
  };
}

/** Plain digits only: "1e3", "2.5", "-1" and " 7" are not page or category numbers. */
function wholeNumber(value: string | null): number | undefined {
  return value && /^\d{1,10}$/.test(value) ? Number(value) : undefined;
}

/**
 * Where an address whose page does not exist must go, or undefined when it exists: a page past the
 * last one goes to the last one (temporarily: the catalogue changes; with no results at all, page 1
 * is the last), a page below 1 or not written in decimal digits to the address without a page, the
 * first page's canonical address (permanently). Category and search are kept. A category that is not
 * a positive decimal number goes the same way (permanently, to the address without it), and one
 * written otherwise than plainly (`01`) to its plain spelling: one address per page.
 */
export function catalogPageRedirect(
  params: URLSearchParams,
  query: CatalogQuery,
  totalPages: number,
): { location: string; status: 301 | 302 } | undefined {
  const rawCategory = params.get("categoryId");
  const categoryUnclean = rawCategory !== null && rawCategory !== String(query.categoryId);
  const rest = { categoryId: query.categoryId, name: query.name };
  const raw = params.get("page");
  if (raw === null) {
    return categoryUnclean ? { location: catalogUrl(rest), status: 301 } : undefined;
  }
  const page = /^\d+$/.test(raw) ? Number(raw) : 0;
  if (page < 1) return { location: catalogUrl(rest), status: 301 };
  if (page > Math.max(1, totalPages)) {
    return { location: catalogUrl({ ...rest, page: Math.max(1, totalPages) }), status: 302 };
  }
  if (page === 1 || raw !== String(page) || categoryUnclean) {
    return { location: catalogUrl({ ...rest, page }), status: 301 };
  }
  return undefined;
}

export function catalogUrl(query: Partial<CatalogQuery>): string {
  const params = new URLSearchParams();
  if (query.categoryId) params.set("categoryId", String(query.categoryId));
  if (query.name) params.set("name", query.name);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `/productos?${search}` : "/productos";
}

export function productUrl(product: { id: number; slug: string }): string {
  return `/productos/${product.slug}?${PRODUCT_QUERY_PARAM}=${product.id}`;
}
