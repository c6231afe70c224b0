// The catalogue query, one contract for the JSON API (GET /api/products, SPEC section 7) and the
// catalogue page (/productos): its parameters, their rules and limits, read in two ways. The API
// reads strictly: a value that breaks a rule is a 400 naming the field. The page reads its own
// address leniently: such a value reads as absent, and the page then redirects to the address that
// exists (app/domains/catalogue/catalog-url.ts). Both give the same query, its page counted from 0.
import { z } from "zod";
import "~/platform/forms/zod-config";
import {
  MAX_CATEGORY_ID,
  MAX_PAGE,
  pageFromAddress,
  PRODUCT_NAME_QUERY_MAX_LENGTH,
} from "./catalog-query-limits-schema";

const CATEGORY_ID_MESSAGE = "categoryId debe ser un número entero positivo";
const PAGE_MESSAGE = "page debe ser un número entero desde 0";

/**
 * A whole number written in decimal digits only: "0x10", "1e3", "16.0", "+16" and " 16" are refused,
 * not read as 16 or 1000. Leading zeros are allowed ("016" is 16).
 */
const decimalDigits = (message: string) =>
  z.string({ error: message }).regex(/^\d+$/, message).transform(Number);

const categoryId = decimalDigits(CATEGORY_ID_MESSAGE).pipe(
  z.number().min(1, CATEGORY_ID_MESSAGE).max(MAX_CATEGORY_ID, CATEGORY_ID_MESSAGE),
);
const page = z.number().min(0, PAGE_MESSAGE).max(MAX_PAGE, `page no puede superar ${MAX_PAGE}`);
const name = z
  .string()
  .max(PRODUCT_NAME_QUERY_MAX_LENGTH, `name no puede superar ${PRODUCT_NAME_QUERY_MAX_LENGTH} caracteres`);

/** The API's reading. */
export const CatalogQuerySchema = z.object({
  /** Absent, empty or the text "null" mean all categories (SPEC section 7). */
  categoryId: z.preprocess(
    (value) => (value === "" || value === "null" ? undefined : value),
    categoryId.optional(),
  ),
  /** 0-based; absent or empty means the first page. */
  page: z.preprocess(
    (value) => (value === "" ? undefined : value),
    decimalDigits(PAGE_MESSAGE).pipe(page).default(0),
  ),
  name: name.optional(),
});
export type CatalogQuery = z.output<typeof CatalogQuerySchema>;

/** The query parameters the catalogue reads; any other one changes nothing it shows. */
export const CATALOG_QUERY_PARAMS = CatalogQuerySchema.keyof().options;

/**
 * The page's reading of its address: a category that breaks a rule reads as none, a search is
 * trimmed and cut to the limit, and `page` counts from 1: past the highest page it reads as the
 * highest (past the end: the page sends it to its last page), anything else that breaks a rule
 * (below 1, not decimal digits) as the first.
 */
const CatalogAddressSchema = z.object({
  categoryId: CatalogQuerySchema.shape.categoryId.catch(undefined),
  page: decimalDigits(PAGE_MESSAGE)
    .transform((addressPage) => Math.min(pageFromAddress(addressPage), MAX_PAGE))
    .pipe(page)
    .catch(0),
  name: z.preprocess(
    (value) =>
      typeof value === "string"
        ? value.trim().slice(0, PRODUCT_NAME_QUERY_MAX_LENGTH) || undefined
        : undefined,
    name.optional(),
  ),
});

/** Reads the catalogue page's address (the first value of each parameter); never fails. */
export function parseCatalogAddress(params: URLSearchParams): CatalogQuery {
  return CatalogAddressSchema.parse(
    Object.fromEntries(CATALOG_QUERY_PARAMS.map((key) => [key, params.get(key) ?? undefined])),
  );
}
