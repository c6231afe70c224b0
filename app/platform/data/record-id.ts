/** The largest id a table can hold: ids are PostgreSQL `integer` (SQLite's are wider, the same rule applies). */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A record id as a form or an address writes it: decimal digits only (no sign, exponent, hex or
 * fraction), 1 to MAX_RECORD_ID; anything else is undefined, never a number the database rejects.
 */
export function recordIdOf(text: string | null | undefined): number | undefined {
  if (!text || !/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= MAX_RECORD_ID ? id : undefined;
}
