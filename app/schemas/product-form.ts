// The back office's product form (/admin/productos/nuevo and /admin/productos/{id}): one schema for
// the page's action and the tests. Messages in Spanish, usted register. Images and downloads are
// edited apart (the media pipeline); this form keeps them as they are.
import { z } from "zod";
import { SLUG_PATTERN } from "~/lib/slugify";
import { YOUTUBE_LINK_MESSAGE, youtubeIdOf } from "~/lib/youtube-id";
import { isPlainText } from "./lead";
import "./zod-config";

export const PRODUCT_LIMITS = {
  code: 40,
  name: 120,
  subtitle: 200,
  slug: 80,
  unit: 30,
  description: 2000,
  alt: 200,
  specKey: 60,
  specValue: 200,
  specifications: 40,
  information: 4000,
  videos: 10,
} as const;

const tooLong = (label: string, max: number) => `${label} no puede superar ${max} caracteres.`;
const badCharacters = (label: string) => `${label} contiene caracteres no permitidos.`;

function text(label: string, max: number, { required = false, multiline = false } = {}) {
  let schema = z
    .string({ error: `${label} debe ser texto.` })
    .trim()
    .max(max, tooLong(label, max))
    .refine((value) => isPlainText(value, multiline), badCharacters(label));
  if (required) schema = schema.refine((value) => value !== "", `Escriba ${label.toLowerCase()}.`);
  // An empty field arrives as undefined (Conform's parse): read it as "".
  return z.preprocess((value) => value ?? "", schema);
}

export const ProductFormSchema = z.object({
  code: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toUpperCase() : (value ?? "")),
    z
      .string()
      .min(1, "Escriba el código del producto.")
      .max(PRODUCT_LIMITS.code, tooLong("El código", PRODUCT_LIMITS.code))
      .regex(
        /^[A-Z0-9]+(?:[-./][A-Z0-9]+)*$/,
        "El código admite letras, números y un guion, punto o barra entre ellos (p. ej. ZPP-12N).",
      ),
  ),
  name: text("El nombre", PRODUCT_LIMITS.name, { required: true }),
  subtitle: text("El subtítulo", PRODUCT_LIMITS.subtitle),
  slug: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : ""),
    z
      .string()
      .max(PRODUCT_LIMITS.slug, tooLong("La dirección", PRODUCT_LIMITS.slug))
      .refine(
        (value) => value === "" || SLUG_PATTERN.test(value),
        "La dirección admite minúsculas sin tildes, números y guiones entre ellos (p. ej. zuncho-pp-12-mm).",
      ),
  ),
  categoryId: z.preprocess(
    (value) => (typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : undefined),
    z.number({ error: "Elija una categoría." }).int().positive("Elija una categoría."),
  ),
  unit: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() : (value ?? "")),
    z
      .string()
      .min(1, "Escriba la unidad de venta (p. ej. bobina, caja, unidad).")
      .max(PRODUCT_LIMITS.unit, tooLong("La unidad de venta", PRODUCT_LIMITS.unit))
      .regex(
        /^\p{Ll}+(?: \p{Ll}+)*$/u,
        "La unidad de venta es una palabra en singular, p. ej. bobina o caja.",
      ),
  ),
  description: text("La descripción", PRODUCT_LIMITS.description, { multiline: true }),
  alt: text("El texto alternativo", PRODUCT_LIMITS.alt),
  specifications: z
    .array(
      z.object({
        key: text("El nombre de la especificación", PRODUCT_LIMITS.specKey),
        value: text("El valor de la especificación", PRODUCT_LIMITS.specValue),
      }),
    )
    .max(PRODUCT_LIMITS.specifications, `Como máximo ${PRODUCT_LIMITS.specifications} especificaciones.`)
    .default([])
    .superRefine((rows, context) => {
      rows.forEach((row, index) => {
        if (row.key === "" && row.value !== "") {
          context.addIssue({
            code: "custom",
            path: [index, "key"],
            message: "Escriba el nombre de la especificación.",
          });
        }
        if (row.key !== "" && row.value === "") {
          context.addIssue({
            code: "custom",
            path: [index, "value"],
            message: "Escriba el valor de la especificación.",
          });
        }
      });
    })
    // Rows left empty on both sides are dropped.
    .transform((rows) => rows.filter((row) => row.key !== "" || row.value !== "")),
  informationKind: z.preprocess(
    (value) => value ?? "text",
    z.enum(["text", "list"], { error: "Elija si la información es un texto o una lista." }),
  ),
  information: text("La información", PRODUCT_LIMITS.information, { multiline: true }),
  videos: z
    .array(
      z.preprocess(
        (value) => (typeof value === "string" ? value.trim() : ""),
        z.string().refine((value) => value === "" || youtubeIdOf(value) !== undefined, YOUTUBE_LINK_MESSAGE),
      ),
    )
    .max(PRODUCT_LIMITS.videos, `Como máximo ${PRODUCT_LIMITS.videos} videos.`)
    .default([])
    .transform((links) => links.filter(Boolean).map((link) => youtubeIdOf(link)!)),
  visible: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
});

export type ProductFormInput = z.output<typeof ProductFormSchema>;

/** The information as stored: a paragraph, or the list's non-empty lines. */
export function informationOf(
  input: Pick<ProductFormInput, "informationKind" | "information">,
): string | string[] {
  if (input.informationKind === "text") return input.information;
  return input.information
    .split("\n")
    .map((line) => line.replace(/^\s*[-•*]\s*/, "").trim())
    .filter(Boolean);
}
