// The JSON API contract of SPEC section 7: query and response shapes. Used by the API routes,
// the OpenAPI document and the contract tests.
import { z } from "zod";

export const PRODUCT_NAME_QUERY_MAX_LENGTH = 100;
export const MAX_PAGE = 100_000;

const CATEGORY_ID_MESSAGE = "categoryId debe ser un número entero positivo";

export const ProductListQuerySchema = z.object({
  /** Absent, empty or the text "null" mean all categories (SPEC section 7). */
  categoryId: z.preprocess(
    (value) => (value === "" || value === "null" ? undefined : value),
    z.coerce
      .number({ error: CATEGORY_ID_MESSAGE })
      .int(CATEGORY_ID_MESSAGE)
      .positive(CATEGORY_ID_MESSAGE)
      .max(2_147_483_647, CATEGORY_ID_MESSAGE)
      .optional(),
  ),
  page: z.coerce
    .number({ error: "page debe ser un número entero desde 0" })
    .int("page debe ser un número entero desde 0")
    .min(0, "page debe ser un número entero desde 0")
    .max(MAX_PAGE, `page no puede superar ${MAX_PAGE}`)
    .default(0),
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
