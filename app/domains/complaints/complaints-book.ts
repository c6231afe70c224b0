// The Libro de Reclamaciones' texts: the notice, the legal definitions and legends printed on the
// sheet, the page's copy. Sources and readings: docs/decisions/036-libro-de-reclamaciones.md.
import { addressLine, type CompanyContact } from "~/platform/lib/company-contact";
import { COMPANY_RUC } from "~/platform/content/company";
import type { PageMeta } from "~/platform/content/types";

export const COMPLAINTS_BOOK_PATH = "/libro-de-reclamaciones";
export const COMPLAINT_RECEIPT_PATH = "/libro-de-reclamaciones/constancia";

/** The supplier as the sheet prints it, from the company settings (name or business name, RUC, address of the establishment). */
export function supplierOf(company: CompanyContact): { name: string; ruc: string; address: string } {
  return { name: company.legalName, ruc: COMPANY_RUC, address: addressLine(company) };
}

/**
 * The notice (Aviso, Annex II of the regulation) as the site shows it in every page's footer: the
 * official wording adapted to a virtual book and to the site's register (usted).
 */
export const COMPLAINTS_BOOK_NOTICE =
  "Conforme a lo establecido en el Código de Protección y Defensa del Consumidor, esta empresa cuenta con un Libro de Reclamaciones virtual a su disposición para registrar su queja o reclamo.";

/** The definitions the sheet prints under its choice of reclamo or queja (Annex I). */
export const COMPLAINT_DEFINITIONS = {
  reclamo: "Disconformidad relacionada a los productos o servicios.",
  queja:
    "Disconformidad no relacionada a los productos o servicios; o, malestar o descontento respecto a la atención al público.",
} as const;

/** The legends every sheet carries (Annex I and the regulation), in the order printed. */
export const COMPLAINT_LEGENDS = [
  "La formulación del reclamo no impide acudir a otras vías de solución de controversias ni es requisito previo para interponer una denuncia ante el INDECOPI.",
  "El proveedor deberá dar respuesta al reclamo o queja en un plazo no mayor a quince (15) días hábiles improrrogables.",
  "La respuesta se envía al correo electrónico indicado o, si no indicó uno, a su domicilio: la hoja necesita al menos uno de los dos.",
] as const;

export const COMPLAINTS_BOOK_PAGE = {
  meta: {
    title: "Libro de Reclamaciones | Kordex Perú",
    description:
      "Libro de Reclamaciones virtual de Kordex Packaging Perú: registre su reclamo o queja sobre nuestros productos o servicios y reciba una copia de su hoja por correo.",
  } satisfies PageMeta,
  title: "Libro de Reclamaciones",
  intro:
    "Registre aquí su reclamo o queja. Al enviar la hoja le asignamos un número correlativo, le mostramos la constancia y le enviamos una copia en PDF al correo que indique.",
  formTitle: "Hoja de reclamación virtual",
} as const;

export const COMPLAINT_RECEIPT_PAGE = {
  meta: {
    title: "Hoja de reclamación registrada | Kordex Perú",
    description:
      "Constancia de la hoja de reclamación registrada en el Libro de Reclamaciones virtual de Kordex Packaging Perú, con su número y el plazo de respuesta.",
  } satisfies PageMeta,
} as const;
