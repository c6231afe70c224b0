// The numbers of the catalogue query (GET /api/products and the /productos page alike), and the one
// mapping between the page's address, which counts pages from 1, and the model and the API, which
// count from 0. No zod here: the browser imports it (the search box's length).

export const PRODUCT_NAME_QUERY_MAX_LENGTH = 100;
export const MAX_CATEGORY_ID = 2_147_483_647;
/** The highest page, counted from 0 as the model and the API count. */
export const MAX_PAGE = 100_000;

/** `?page=2` of the catalogue page's address is the model's page 1. */
export function pageFromAddress(addressPage: number): number {
  return addressPage - 1;
}

/** The model's page 1 is `?page=2` in the catalogue page's address. */
export function pageToAddress(page: number): number {
  return page + 1;
}
