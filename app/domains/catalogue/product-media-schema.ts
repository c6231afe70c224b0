// The product form's images and downloads (decision 048): the images in their order, each by the
// content hash of an upload already stored, and the downloads (a name and the address of a stored
// PDF). Read from the same multipart post as the product's fields (product-form.ts); the new files
// of a post are checked apart (acceptImageUpload, acceptPdfUpload). Messages in Spanish, usted.
import { z } from "zod";
import { PRODUCT_MEDIA_LIMITS } from "~/platform/uploads/upload-rules";
import { isPlainText } from "~/platform/forms/plain-text";
import "~/platform/forms/zod-config";

const HASH = /^[a-f0-9]{64}$/;
/** A download's address: a stored PDF (`/media/<hash>.pdf`) or, for one already saved, what it was. */
const DOWNLOAD_LINK = /^(?:\/media\/[a-f0-9]{64}\.pdf|https:\/\/[^\s"<>]{1,300}|\/[^\s"<>]{1,300})$/;

const typed = z
  .string()
  .nullish()
  .transform((value) => (value ?? "").trim());

export const ProductMediaSchema = z.object({
  images: z
    .array(typed.refine((value) => HASH.test(value), "Una de las imágenes no es válida; súbala de nuevo."))
    .max(PRODUCT_MEDIA_LIMITS.images, `Como máximo ${PRODUCT_MEDIA_LIMITS.images} imágenes.`)
    .nullish()
    .transform((hashes) => [...new Set(hashes ?? [])]),
  downloads: z
    .array(
      z.object({
        name: typed
          .refine((value) => value !== "", "Escriba el nombre del documento (p. ej. Ficha técnica).")
          .refine(
            (value) => value.length <= PRODUCT_MEDIA_LIMITS.downloadName,
            `El nombre del documento no puede superar ${PRODUCT_MEDIA_LIMITS.downloadName} caracteres.`,
          )
          .refine(
            (value) => isPlainText(value, false),
            "El nombre del documento contiene caracteres no permitidos.",
          ),
        link: typed.refine(
          (value) => DOWNLOAD_LINK.test(value),
          "Este documento no es válido; súbalo de nuevo.",
        ),
      }),
    )
    .max(PRODUCT_MEDIA_LIMITS.downloads, `Como máximo ${PRODUCT_MEDIA_LIMITS.downloads} documentos.`)
    .nullish()
    .transform((rows) => rows ?? []),
});

export type ProductMediaInput = z.output<typeof ProductMediaSchema>;

/** The hash of a stored PDF's address, or undefined for another link. */
export const pdfHashOf = (link: string) => /^\/media\/([a-f0-9]{64})\.pdf$/.exec(link)?.[1];

/** A download's first name, from the file's name: "ficha_de_datos KP-1650.pdf" → "Ficha de datos KP-1650". */
export function downloadNameOf(fileName: string): string {
  const base = fileName
    .replace(/^.*[/\\]/, "")
    .replace(/\.[^.]*$/, "")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/_+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const name = base.slice(0, PRODUCT_MEDIA_LIMITS.downloadName) || "Documento";
  return name.charAt(0).toUpperCase() + name.slice(1);
}
