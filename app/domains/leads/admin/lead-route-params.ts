// The parameters of the back office's lead and company pages (/admin/solicitudes/{id},
// /admin/empresas/{ruc}; the addresses themselves are ../lead-paths.ts) and what a miss answers.
import { recordIdOf } from "~/platform/data/record-id";
import { isValidRuc } from "~/platform/lib/ruc";

export const LEAD_NOT_FOUND_MESSAGE = "No encontramos esta solicitud.";
export const COMPANY_NOT_FOUND_MESSAGE = "No encontramos solicitudes de esta empresa.";

/** A lead id from the address: decimal digits only (no sign, no exponent), within the ids a table holds. */
export function leadIdOf(param: string | undefined): number | undefined {
  return recordIdOf(param);
}

/** A RUC from the address: exactly 11 digits with a valid prefix and check digit. */
export function rucOf(param: string | undefined): string | undefined {
  return param && /^\d{11}$/.test(param) && isValidRuc(param) ? param : undefined;
}
