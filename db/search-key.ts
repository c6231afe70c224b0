/**
 * The accent- and case-insensitive form of a text, stored beside product names and applied to the
 * visitor's query, so that "maquina" finds "Máquina" identically on SQLite and PostgreSQL.
 */
export function searchKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/œ/g, "oe")
    .replace(/Œ/g, "OE")
    .replace(/æ/g, "ae")
    .replace(/Æ/g, "AE")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/[\s\p{Cc}]+/gu, " ")
    .trim();
}

/** Escapes LIKE wildcards; pair with `escape '\'`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}
