// The back office's product form (/admin/productos/nuevo and /admin/productos/{id}): one schema for
// the page's action and the tests. Messages in Spanish, usted register. Images and downloads are
// edited apart (the media pipeline); this form keeps them as they are.
import { z } from "zod";
import { SLUG_PATTERN } from "~/platform/lib/slugify";
import { YOUTUBE_LINK_MESSAGE, youtubeIdOf } from "~/platform/lib/youtube-id";
import { isPlainText } from "~/platform/forms/plain-text";
import "~/platform/forms/zod-config";

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

/** A text field as typed: absent and blank read as "" (Conform's parse gives undefined for ""). */
const typed = (label: string) =>
  z
    .string({ error: `${label} debe ser texto.` })
    .nullish()
    .transform((value) => (value ?? "").trim());

function text(label: string, max: number, { required = false, multiline = false } = {}) {
  return typed(label)
    .refine((value) => !required || value !== "", `Escriba ${label.toLowerCase()}.`)
    .refine((value) => value.length <= max, tooLong(label, max))
    .refine((value) => isPlainText(value, multiline), badCharacters(label));
}

export const ProductFormSchema = z.object({
  code: typed("El código")
    .transform((value) => value.toUpperCase())
    .refine((value) => value !== "", "Escriba el código del producto.")
    .refine((value) => value.length <= PRODUCT_LIMITS.code, tooLong("El código", PRODUCT_LIMITS.code))
    .refine(
      (value) => value === "" || /^[A-Z0-9]+(?:[-./][A-Z0-9]+)*$/.test(value),
      "El código admite letras, números y un guion, punto o barra entre ellos (p. ej. ZPP-12N).",
    ),
  name: text("El nombre", PRODUCT_LIMITS.name, { required: true }),
  subtitle: text("El subtítulo", PRODUCT_LIMITS.subtitle),
  slug: typed("La dirección")
    .refine((value) => value.length <= PRODUCT_LIMITS.slug, tooLong("La dirección", PRODUCT_LIMITS.slug))
    .refine(
      (value) => value === "" || SLUG_PATTERN.test(value),
      "La dirección admite minúsculas sin tildes, números y guiones entre ellos (p. ej. zuncho-pp-12-mm).",
    ),
  categoryId: typed("La categoría")
    .refine((value) => /^\d{1,9}$/.test(value) && Number(value) > 0, "Elija una categoría.")
    .transform(Number),
  unit: typed("La unidad de venta")
    .transform((value) => value.toLowerCase())
    .refine((value) => value !== "", "Escriba la unidad de venta (p. ej. bobina, caja, unidad).")
    .refine(
      (value) => value.length <= PRODUCT_LIMITS.unit,
      tooLong("La unidad de venta", PRODUCT_LIMITS.unit),
    )
    .refine(
      (value) => value === "" || /^\p{Ll}+(?: \p{Ll}+)*$/u.test(value),
      "La unidad de venta es una palabra en singular, p. ej. bobina o caja.",
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
    .nullish()
    .transform((rows) => rows ?? [])
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
  informationKind: typed("El tipo de información")
    .refine(
      (value) => ["", "text", "list"].includes(value),
      "Elija si la información es un texto o una lista.",
    )
    .transform((value) => (value === "list" ? ("list" as const) : ("text" as const))),
  information: text("La información", PRODUCT_LIMITS.information, { multiline: true }),
  videos: z
    .array(
      typed("El enlace del video").refine(
        (value) => value === "" || youtubeIdOf(value) !== undefined,
        YOUTUBE_LINK_MESSAGE,
      ),
    )
    .max(PRODUCT_LIMITS.videos, `Como máximo ${PRODUCT_LIMITS.videos} videos.`)
    .nullish()
    .transform((links) => (links ?? []).filter(Boolean).map((link) => youtubeIdOf(link)!)),
  visible: typed("Mostrar").transform((value) => value === "on" || value === "true"),
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
