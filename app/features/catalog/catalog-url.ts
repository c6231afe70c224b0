// The catalogue's state lives in the address: /productos?categoryId=&page=&name= (page 1-based).

export interface CatalogQuery {
  categoryId?: number;
  /** 1-based, as in the address. */
  page: number;
  name?: string;
}

const MAX_NAME_LENGTH = 100;

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

export function catalogUrl(query: Partial<CatalogQuery>): string {
  const params = new URLSearchParams();
  if (query.categoryId) params.set("categoryId", String(query.categoryId));
  if (query.name) params.set("name", query.name);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `/productos?${search}` : "/productos";
}

export function productUrl(product: { id: number; slug: string }): string {
  return `/productos/${product.slug}?producto=${product.id}`;
}
