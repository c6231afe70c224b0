// The product sheet: the columns of the catalogue's CSV/XLSX export and import (decision 049), how a
// product's fields are written into cells and read back into the product form's input, and the
// import's Spanish messages. Pure and import-free (the import page's bundle takes it: decision 047).

/** A column: its header as written in the file; `readOnly` columns are exported and ignored on import. */
export interface SheetColumn {
  key: SheetKey;
  header: string;
  required?: boolean;
  readOnly?: boolean;
}

export type SheetKey =
  | "code"
  | "name"
  | "subtitle"
  | "slug"
  | "categoryId"
  | "categoryPath"
  | "unit"
  | "description"
  | "alt"
  | "specifications"
  | "informationKind"
  | "information"
  | "videos"
  | "visible"
  | "images"
  | "downloads";

export const SHEET_COLUMNS: readonly SheetColumn[] = [
  { key: "code", header: "Código", required: true },
  { key: "name", header: "Nombre", required: true },
  { key: "subtitle", header: "Subtítulo" },
  { key: "slug", header: "Dirección" },
  { key: "categoryId", header: "Categoría (número)", required: true },
  { key: "categoryPath", header: "Categoría (nombre, no se importa)", readOnly: true },
  { key: "unit", header: "Unidad de venta", required: true },
  { key: "description", header: "Descripción" },
  { key: "alt", header: "Texto alternativo" },
  { key: "specifications", header: "Especificaciones" },
  { key: "informationKind", header: "Tipo de información" },
  { key: "information", header: "Información" },
  { key: "videos", header: "Videos" },
  { key: "visible", header: "Visible" },
  { key: "images", header: "Imágenes (no se importan)", readOnly: true },
  { key: "downloads", header: "Descargas (no se importan)", readOnly: true },
];

export const SHEET_HEADERS = SHEET_COLUMNS.map((column) => column.header);

/** Rows of products a file may hold (the header aside). */
export const PRODUCT_IMPORT_MAX_ROWS = 20_000;

/** A header as compared: trimmed, NFC, case-folded. */
export const headerKey = (header: string) => header.normalize("NFC").trim().toLocaleLowerCase("es");

export const SHEET_COLUMN_BY_HEADER = new Map(
  SHEET_COLUMNS.map((column) => [headerKey(column.header), column]),
);

/** The header of a key (for messages). */
export const headerOf = (key: SheetKey) => SHEET_COLUMNS.find((column) => column.key === key)!.header;

export const YES = "Sí";
export const NO = "No";
export const INFORMATION_TEXT = "texto";
export const INFORMATION_LIST = "lista";

/** A product as the export writes it. */
export interface SheetProduct {
  code: string;
  name: string;
  subtitle: string;
  slug: string;
  categoryId: number;
  categoryPath: string;
  unit: string;
  description: string;
  alt: string;
  specifications: { key: string; value: string }[];
  information: string | string[];
  videos: string[];
  visible: boolean;
  images: string[];
  downloads: { name: string; link: string }[];
}

/** The ordered lists, one item per line: "Ancho: 16 mm" (the key is what comes before the first colon). */
export const specificationsCell = (rows: readonly { key: string; value: string }[]) =>
  rows.map((row) => `${row.key}: ${row.value}`).join("\n");

export const videosCell = (ids: readonly string[]) => ids.map((id) => `https://youtu.be/${id}`).join("\n");

/** Every cell of a product, in SHEET_COLUMNS order. */
export function productCells(product: SheetProduct): string[] {
  const list = Array.isArray(product.information);
  const cells: Record<SheetKey, string> = {
    code: product.code,
    name: product.name,
    subtitle: product.subtitle,
    slug: product.slug,
    categoryId: String(product.categoryId),
    categoryPath: product.categoryPath,
    unit: product.unit,
    description: product.description,
    alt: product.alt,
    specifications: specificationsCell(product.specifications),
    informationKind: list ? INFORMATION_LIST : INFORMATION_TEXT,
    information: list ? (product.information as string[]).join("\n") : (product.information as string),
    videos: videosCell(product.videos),
    visible: product.visible ? YES : NO,
    images: product.images.join("\n"),
    downloads: product.downloads.map((download) => `${download.name}: ${download.link}`).join("\n"),
  };
  return SHEET_COLUMNS.map((column) => cells[column.key]);
}

/** A header as a message quotes it: at most 60 characters (a file's header row may hold anything). */
const shownHeader = (header: string) =>
  [...header].length > 60 ? `${[...header].slice(0, 59).join("")}…` : header;

/**
 * What an uploaded .xlsx may unpack to (its XML), checked before it is read: the export's sheet XML
 * is about 1.6 times its CSV, so the largest CSV's worth (20 MB) unpacks to about a third of this.
 */
export const XLSX_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

/** The most cells a row of an uploaded CSV may have (the sheet has 16 columns; spreadsheets add empty ones). */
export const SHEET_MAX_COLUMNS = 200;

export const IMPORT_MESSAGES = {
  notAFile: "Elija el archivo CSV o Excel (.xlsx) que quiere importar.",
  empty: "El archivo está vacío.",
  tooLarge: (megabytes: string) =>
    `El archivo pesa más de ${megabytes}, el máximo para importar productos. Divídalo en partes e impórtelas una tras otra.`,
  oldExcel:
    "Este es un libro de Excel antiguo (.xls). Guárdelo como «Libro de Excel (.xlsx)» o «CSV UTF-8» e inténtelo de nuevo.",
  unknownFormat:
    "El archivo no es un CSV en UTF-8 ni un libro de Excel (.xlsx). Guárdelo en uno de esos formatos e inténtelo de nuevo.",
  damagedXlsx:
    "El libro de Excel está dañado o no se pudo leer. Guárdelo de nuevo como .xlsx e inténtelo otra vez.",
  xlsxTooLarge:
    "El libro de Excel se descomprime en más de 100 MB, demasiado para una hoja de productos. Guárdelo de nuevo desde Excel, quite las hojas que no sean de productos o divídalo en partes.",
  tooManyColumns: (row: number, max: number) =>
    `La fila ${row.toLocaleString("es-PE")} tiene más de ${max} columnas: el archivo no es una hoja de productos. Use las columnas de la exportación.`,
  noHeader: "La primera fila debe tener los nombres de las columnas (p. ej. «Código», «Nombre»).",
  unknownColumns: (headers: string[]) =>
    `${headers.length === 1 ? "La columna" : "Las columnas"} ${headers.map((header) => `«${shownHeader(header)}»`).join(", ")} no ${headers.length === 1 ? "es" : "son"} del catálogo. Quítela${headers.length === 1 ? "" : "s"} o use los nombres de la exportación.`,
  missingColumns: (headers: string[]) =>
    `Faltan ${headers.length === 1 ? "la columna obligatoria" : "las columnas obligatorias"} ${headers.map((header) => `«${header}»`).join(", ")}.`,
  repeatedColumn: (header: string) => `La columna «${header}» aparece dos veces.`,
  noRows: "El archivo no tiene productos: solo la fila de títulos.",
  tooManyRows: `El archivo tiene más de ${PRODUCT_IMPORT_MAX_ROWS.toLocaleString("es-PE")} productos. Divídalo en partes e impórtelas una tras otra.`,
  badCategory: "Escriba el número de una categoría (véalo en la exportación o en Categorías).",
  unknownCategory: (id: number) => `La categoría número ${id} no existe. Vea los números en Categorías.`,
  duplicateCode: (code: string, row: number) =>
    `El código ${code} ya está en la fila ${row} de este archivo.`,
  duplicateSlug: (slug: string, row: number) =>
    `La dirección «${slug}» ya está en la fila ${row} de este archivo.`,
  slugTaken: (slug: string, name: string) => `La dirección «${slug}» ya es de «${name}».`,
  slugFormer: (slug: string, name: string) =>
    `La dirección «${slug}» fue de «${name}» y sigue llevando a él: elija otra.`,
  badVisible: `Escriba «${YES}» o «${NO}».`,
  badInformationKind: `Escriba «${INFORMATION_TEXT}» o «${INFORMATION_LIST}».`,
  badSpecification: (line: number) =>
    `Línea ${line}: escriba cada especificación en su línea como «Ancho: 16 mm» (nombre, dos puntos, valor).`,
  changedSinceReview:
    "El catálogo cambió desde que revisó el archivo (otra persona guardó productos). Revisamos el archivo de nuevo: vea los cambios actualizados y vuelva a pulsar «Importar».",
  fileGone: "Ya no tenemos el archivo revisado. Súbalo de nuevo para revisarlo.",
  alreadyImported:
    "Este archivo ya se importó hace un momento (¿pulsó «Importar» dos veces?): no se volvió a importar. Vea los productos o revise otro archivo.",
  conflict: "Otro cambio tomó uno de esos códigos o direcciones en este momento. Revise el archivo de nuevo.",
} as const;

/** The largest import file: 10,000 products with long descriptions fit several times over. */
export const PRODUCT_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** The import form's body limit: the file and the multipart framing. */
export const PRODUCT_IMPORT_FORM_MAX_BYTES = PRODUCT_IMPORT_MAX_BYTES + 64 * 1024;
/** The file picker's hint (the server decides by the content). */
export const PRODUCT_IMPORT_ACCEPT =
  ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const PRODUCT_IMPORT_MAX_SIZE_TEXT = "20 MB";
