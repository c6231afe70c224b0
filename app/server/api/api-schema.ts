// The JSON API contract of SPEC section 7: the response shapes (the catalogue query is in
// app/domains/catalogue/catalog-query-schema.ts, shared with the catalogue page). Used by the API routes, the OpenAPI document and
// the contract tests.
import { z } from "zod";
import "~/platform/forms/zod-config";

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
  code: z.string().describe('Product code, e.g. "ZPP-12N" (not in the SPEC: an extra field)'),
  unit: z
    .string()
    .describe('Unit of sale, singular, e.g. "bobina", "caja", "unidad" (not in the SPEC: an extra field)'),
});

export const ProductListResponseSchema = z.strictObject({
  products: z.array(ProductListItemSchema),
  totalPages: z.number().int().min(1),
  page: z.number().int().min(0).describe("0-based page of this answer"),
  pageSize: z.number().int(),
  totalElements: z.number().int().min(0),
  capped: z
    .boolean()
    .describe(
      "true when more products match a search than totalElements: a search lists at most its first 1,000 (not in the SPEC: an extra field)",
    ),
});

export const ProductDetailSchema = z.strictObject({
  ...ProductListItemSchema.shape,
  desc: z.string(),
  categoryId: z.number().int(),
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
