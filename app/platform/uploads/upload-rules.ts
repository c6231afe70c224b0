// What an upload to the back office may be, and the Spanish reason when it is refused (decision 045).
// Shared by the models that check uploads and the forms that explain the rules before sending.

export const MEGABYTE = 1024 * 1024;
/** The largest image a staff member may upload (before it is re-encoded). */
export const IMAGE_MAX_BYTES = 10 * MEGABYTE;
/** The largest PDF (datasheets) a staff member may upload. */
export const PDF_MAX_BYTES = 20 * MEGABYTE;
/** Width × height an image may declare: more would take hundreds of MB to decode (a decompression bomb). */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** The stored original is made to fit this square (the largest variant the site serves is 1920 wide). */
export const IMAGE_MAX_SIDE = 2560;

/** The formats an image upload may be in, found by their content (never by name or declared type). */
export const IMAGE_UPLOAD_FORMATS = "JPEG, PNG, WebP o AVIF";
/** The `accept` attribute of an image input: a hint for the file picker only; the server decides. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";
export const PDF_ACCEPT = "application/pdf";

const megabytes = (bytes: number) =>
  `${(bytes / MEGABYTE).toLocaleString("es-PE", { maximumFractionDigits: 1 })} MB`;

/** A file name as shown in a message: what the browser sent, shortened. */
export function shownFileName(name: string): string {
  const clean = name.replace(/[\p{Cc}\p{Cf}]/gu, "").trim() || "sin nombre";
  return clean.length > 80 ? `${clean.slice(0, 77)}…` : clean;
}

/** «a», «a y b», «a, b y c». */
const listInWords = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} y ${items.at(-1)}`;

export const UPLOAD_MESSAGES = {
  empty: (name: string) => `El archivo «${shownFileName(name)}» está vacío.`,
  imageTooLarge: (name: string, size: number) =>
    `La imagen «${shownFileName(name)}» pesa ${megabytes(size)}; el máximo para imágenes es ${megabytes(IMAGE_MAX_BYTES)}.`,
  pdfTooLarge: (name: string, size: number) =>
    `El PDF «${shownFileName(name)}» pesa ${megabytes(size)}; el máximo para documentos PDF es ${megabytes(PDF_MAX_BYTES)}.`,
  notAnImage: (name: string) =>
    `El archivo «${shownFileName(name)}» no es una imagen: su contenido no es ${IMAGE_UPLOAD_FORMATS} (el nombre del archivo no basta). Elija una foto o imagen en uno de esos formatos.`,
  tooManyPixels: (name: string, width: number, height: number) =>
    `La imagen «${shownFileName(name)}» mide ${width.toLocaleString("es-PE")} × ${height.toLocaleString("es-PE")} píxeles; el máximo es ${IMAGE_MAX_PIXELS / 1_000_000} megapíxeles. Redúzcala e inténtelo de nuevo.`,
  damagedImage: (name: string) =>
    `La imagen «${shownFileName(name)}» está dañada o incompleta y no se pudo leer. Expórtela de nuevo e inténtelo otra vez.`,
  notAPdf: (name: string) =>
    `El archivo «${shownFileName(name)}» no es un PDF: su contenido no es el de un documento PDF (el nombre del archivo no basta).`,
  damagedPdf: (name: string) =>
    `El PDF «${shownFileName(name)}» está dañado o no tiene páginas y no se pudo leer. Expórtelo de nuevo e inténtelo otra vez.`,
  pdfBytesBeforeHeader: (name: string) =>
    `El archivo «${shownFileName(name)}» tiene datos antes del comienzo del PDF («%PDF-»): un documento PDF empieza por él. Expórtelo de nuevo desde el programa que lo creó.`,
  pdfDataAfterEnd: (name: string) =>
    `El archivo «${shownFileName(name)}» tiene datos después del final del PDF («%%EOF»), que no forman parte del documento. Expórtelo de nuevo desde el programa que lo creó.`,
  pdfEncrypted: (name: string) =>
    `El PDF «${shownFileName(name)}» está cifrado o protegido con contraseña, y su contenido no se puede revisar. Guárdelo sin protección e inténtelo otra vez.`,
  /** `found`: what the PDF carries, in words (PDF_ACTIVE_CONTENT), e.g. «JavaScript». */
  pdfActiveContent: (name: string, found: readonly string[]) =>
    `El PDF «${shownFileName(name)}» contiene ${listInWords(found)}: ese contenido activo no se acepta en los documentos que descargan los compradores. Expórtelo de nuevo sin él (por ejemplo, con «Imprimir» y «Guardar como PDF») e inténtelo otra vez.`,
  /** The whole post was over the route's limit: cut off before any file was read. */
  bodyTooLarge: (maxBytes: number) =>
    `Los archivos enviados juntos superan el máximo de ${megabytes(maxBytes)} de este formulario. Envíe archivos más livianos (imágenes de hasta ${megabytes(IMAGE_MAX_BYTES)}).`,
} as const;

/** The banner form: two images (desktop and mobile crops) and its text fields. */
export const BANNER_FORM_MAX_BYTES = 2 * IMAGE_MAX_BYTES + MEGABYTE;

/**
 * The product form: several images and datasheets at once with its text fields. Room for three
 * images at the image limit and a PDF at the PDF limit (51 MB); product photos are usually 1–4 MB,
 * so a dozen of those fit in one post. Larger batches go in several posts (the form keeps each).
 */
export const PRODUCT_FORM_MAX_BYTES = 3 * IMAGE_MAX_BYTES + PDF_MAX_BYTES + MEGABYTE;

/** How many images and downloads a product may have, and a download name's length. */
export const PRODUCT_MEDIA_LIMITS = { images: 12, downloads: 10, downloadName: 120 } as const;

export const PRODUCT_UPLOAD_MESSAGES = {
  tooManyImages: (name: string, max: number) =>
    `No se agregó «${shownFileName(name)}»: un producto tiene como máximo ${max} imágenes. Quite alguna primero.`,
  tooManyDownloads: (name: string, max: number) =>
    `No se agregó «${shownFileName(name)}»: un producto tiene como máximo ${max} documentos. Quite alguno primero.`,
} as const;
