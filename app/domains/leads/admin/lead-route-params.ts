// The back office's lead and company addresses: /admin/solicitudes/{id} and /admin/empresas/{ruc}.
import { recordIdOf } from "~/platform/data/record-id";
import { isValidRuc } from "~/platform/lib/ruc";

export const LEAD_NOT_FOUND_MESSAGE = "No encontramos esta solicitud.";
export const COMPANY_NOT_FOUND_MESSAGE = "No encontramos solicitudes de esta empresa.";

export const leadPath = (id: number) => `/admin/solicitudes/${id}`;
export const companyPath = (ruc: string) => `/admin/empresas/${ruc}`;
export const LEADS_PATH = "/admin/solicitudes";

/** A lead id from the address: decimal digits only (no sign, no exponent), within the ids a table holds. */
export function leadIdOf(param: string | undefined): number | undefined {
  return recordIdOf(param);
}

/** A RUC from the address: exactly 11 digits with a valid prefix and check digit. */
export function rucOf(param: string | undefined): string | undefined {
  return param && /^\d{11}$/.test(param) && isValidRuc(param) ? param : undefined;
}
