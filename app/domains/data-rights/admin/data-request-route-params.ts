// The back office's addresses for personal-data rights: the ARCO requests and one person's data.
import { recordIdOf } from "~/platform/data/record-id";

export const DATA_REQUESTS_PATH = "/admin/derechos";
export const PERSONAL_DATA_PATH = "/admin/datos-personales";
export const PERSONAL_DATA_EXPORT_PATH = "/admin/datos-personales/exportar";
export const SEARCH_INVALID_MESSAGE = "Escriba un correo electrónico o un RUC de 11 dígitos.";
export const DATA_REQUEST_NOT_FOUND_MESSAGE = "No encontramos esta solicitud de derechos ARCO.";

export const dataRequestPath = (id: number) => `${DATA_REQUESTS_PATH}/${id}`;

/** A request id from the address: decimal digits only, within the ids a table holds. */
export const dataRequestIdOf = (param: string | undefined) => recordIdOf(param);
