// The OpenAPI 3.1 document of the API, generated from the same zod schemas the routes use.
import { z } from "zod";
import {
  ApiErrorSchema,
  BannerSchema,
  CategorySchema,
  LeadCreatedSchema,
  ProductDetailSchema,
  ProductListResponseSchema,
} from "./api-schema";
import { MAX_PAGE, PRODUCT_NAME_QUERY_MAX_LENGTH } from "~/domains/catalogue/catalog-query-limits-schema";
import { ContactRequestSchema, QuoteRequestSchema } from "~/domains/leads/lead-schema";

const schema = (zodSchema: z.ZodType, io: "input" | "output" = "output") =>
  z.toJSONSchema(zodSchema, { io, unrepresentable: "any" });

const json = (zodSchema: z.ZodType, description: string) => ({
  description,
  content: { "application/json": { schema: schema(zodSchema) } },
});

const errors = {
  "400": json(ApiErrorSchema, "Datos inválidos; `fields` trae un mensaje por campo"),
  "413": json(ApiErrorSchema, "Cuerpo mayor de 32 KB"),
  "415": json(ApiErrorSchema, "El cuerpo no es JSON"),
  "422": json(ApiErrorSchema, "La clave de idempotencia ya se usó con otra solicitud"),
};

/** The consent fields both lead calls take (docs/api.md, docs/decisions/035-personal-data-consent.md). */
const CONSENT_NOTE =
  'Optional consent fields: `privacyConsent: true` records that the person read the privacy policy (/politica-de-privacidad) and allows the processing, `marketingConsent: true` that they accept commercial communications (needs `privacyConsent: true`). `privacyConsent: false` is refused (400, `fields.privacyConsent`: "Debe aceptar la política de privacidad"). Without them the request is stored with its consent not recorded and no marketing permission.';

const idempotencyKey = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Client-generated key (8–128 characters of A–Z a–z 0–9 _ . : -). A retry with the same key and payload returns the first answer.",
  schema: { type: "string" },
};

export function openApiDocument(serverUrl: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: "Kordex Perú API",
      version: "1.0.0",
      description: "Catálogo, banners y solicitudes (contacto, servicio técnico y cotización).",
    },
    servers: [{ url: `${serverUrl}/api` }],
    paths: {
      "/pe/banners/active": {
        get: {
          summary: "Banners activos",
          responses: { "200": json(z.array(BannerSchema), "Banners activos en orden") },
        },
      },
      "/products": {
        get: {
          summary: "Lista paginada de productos",
          parameters: [
            {
              name: "categoryId",
              in: "query",
              description: "Categoría (incluye subcategorías), en dígitos decimales; vacío o `null` = todas",
              schema: { type: "string", pattern: "^(?:\\d+|null)?$" },
            },
            {
              name: "page",
              in: "query",
              description: "Página, desde 0, en dígitos decimales",
              schema: { type: "integer", minimum: 0, maximum: MAX_PAGE, default: 0 },
            },
            {
              name: "name",
              in: "query",
              description:
                "Texto de búsqueda, sin distinguir tildes ni mayúsculas: cada palabra debe aparecer en el nombre, el subtítulo, la categoría o un valor de las especificaciones. Primero los productos cuyo nombre contiene todas las palabras, luego los que las tienen en nombre y subtítulo, luego el resto",
              schema: { type: "string", maxLength: PRODUCT_NAME_QUERY_MAX_LENGTH },
            },
          ],
          responses: {
            "200": json(ProductListResponseSchema, "Una página de productos"),
            "400": errors["400"],
          },
        },
      },
      "/categories/subcategories": {
        get: {
          summary: "Categorías con sus subcategorías",
          responses: { "200": json(z.array(CategorySchema), "Las siete categorías principales en orden") },
        },
      },
      "/products/{id}": {
        get: {
          summary: "Detalle de un producto",
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
          responses: {
            "200": json(ProductDetailSchema, "El producto"),
            "404": json(ApiErrorSchema, "Producto no encontrado"),
          },
        },
      },
      "/pe/contacts": {
        post: {
          summary: "Solicitud de contacto o de servicio técnico",
          description: CONSENT_NOTE,
          parameters: [idempotencyKey],
          requestBody: {
            required: true,
            content: { "application/json": { schema: schema(ContactRequestSchema, "input") } },
          },
          responses: { "201": json(LeadCreatedSchema, "Solicitud registrada"), ...errors },
        },
      },
      "/pe/invoices": {
        post: {
          summary: "Solicitud de cotización",
          description: CONSENT_NOTE,
          parameters: [idempotencyKey],
          requestBody: {
            required: true,
            content: { "application/json": { schema: schema(QuoteRequestSchema, "input") } },
          },
          responses: { "201": json(LeadCreatedSchema, "Cotización registrada"), ...errors },
        },
      },
    },
  };
}
