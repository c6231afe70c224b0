// Peruvian tax id (RUC) rules of SPEC section 5.

export const RUC_LENGTH = 11;
export const RUC_PREFIXES = ["10", "15", "16", "17", "20"] as const;
const RUC_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** Removes every kind of white space, as the RUC check does before anything else. */
export function normalizeRuc(value: string): string {
  return value.replace(/\s+/g, "");
}

export function hasRucLength(ruc: string): boolean {
  return new RegExp(`^\\d{${RUC_LENGTH}}$`).test(ruc);
}

/** True when an 11-digit RUC has a valid prefix and check digit. */
export function isValidRuc(value: string): boolean {
  const ruc = normalizeRuc(value);
  if (!hasRucLength(ruc)) return false;
  if (!(RUC_PREFIXES as readonly string[]).includes(ruc.slice(0, 2))) return false;
  const sum = RUC_WEIGHTS.reduce((total, weight, index) => total + weight * Number(ruc[index]), 0);
  const raw = 11 - (sum % 11);
  const check = raw === 10 ? 0 : raw === 11 ? 1 : raw;
  return check === Number(ruc[10]);
}
