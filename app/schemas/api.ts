// The JSON API contract of SPEC section 7: query and response shapes. Used by the API routes,
// the OpenAPI document and the contract tests.
import { z } from "zod";
import "./zod-config";

export const PRODUCT_NAME_QUERY_MAX_LENGTH = 100;
export const MAX_PAGE = 100_000;

const CATEGORY_ID_MESSAGE = "categoryId debe ser un número entero positivo";
const PAGE_MESSAGE = "page debe ser un número entero desde 0";

/**
 * A whole number written in decimal digits only: "0x10", "1e3", "16.0", "+16" and " 16" are refused,
 * not read as 16 or 1000. Leading zeros are allowed ("016" is 16).
 */
function decimalInteger(message: string, min: number, max: number, maxMessage = message) {
  return z
    .string({ error: message })
    .regex(/^\d+$/, message)
    .transform((value) => Number(value))
    .pipe(z.number().min(min, message).max(max, maxMessage));
}

export const ProductListQuerySchema = z.object({
  /** Absent, empty or the text "null" mean all categories (SPEC section 7). */
  categoryId: z.preprocess(
    (value) => (value === "" || value === "null" ? undefined : value),
    decimalInteger(CATEGORY_ID_MESSAGE, 1, 2_147_483_647).optional(),
  ),
  /** 0-based; absent or empty means the first page. */
  page: z.preprocess(
    (value) => (value === "" ? undefined : value),
    decimalInteger(PAGE_MESSAGE, 0, MAX_PAGE, `page no puede superar ${MAX_PAGE}`).default(0),
  ),
  name: z
    .string()
    .max(PRODUCT_NAME_QUERY_MAX_LENGTH, `name no puede superar ${PRODUCT_NAME_QUERY_MAX_LENGTH} caracteres`)
    .optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const BannerSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  url: z.string().describe("Image URL (the SPEC uses it as image source)"),
  link: z.string().describe("Where the banner leads"),
});

export const SubcategorySchema = z.strictObject({ id: z.number().int(), name: z.string() });

export const CategorySchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  other_Categories: z.array(SubcategorySchema),
});

export const ProductListItemSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  subtitle: z.string(),
  slug: z.string(),
  alt: z.string(),
  srcImg: z.array(z.string()).describe("Image URLs; the first is the card image"),
});

export const ProductListResponseSchema = z.strictObject({
  products: z.array(ProductListItemSchema),
  totalPages: z.number().int().min(1),
  page: z.number().int().min(0).describe("0-based page of this answer"),
  pageSize: z.number().int(),
  totalElements: z.number().int().min(0),
});

export const ProductDetailSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  subtitle: z.string(),
  desc: z.string(),
  slug: z.string(),
  alt: z.string(),
  categoryId: z.number().int(),
  srcImg: z.array(z.string()),
  jsonDetails: z.strictObject({
    specifications: z.array(z.strictObject({ key: z.string(), value: z.string() })),
    information: z.union([z.string(), z.array(z.string())]),
    downloads: z.array(z.strictObject({ name: z.string(), link: z.string() })),
    videos: z.array(z.string()),
  }),
});

export const LeadCreatedSchema = z.strictObject({
  id: z.number().int(),
  reference: z.string().describe("Human reference, e.g. COT-2026-000123"),
});

export const ApiErrorSchema = z.strictObject({
  error: z.string().describe("What went wrong, in Spanish"),
  fields: z.record(z.string(), z.string()).optional().describe("One message per invalid field"),
});
