// CSV as RFC 4180 writes it (https://www.rfc-editor.org/rfc/rfc4180): fields separated by commas,
// records ended by CRLF, a field quoted when it holds a comma, a quote, CR or LF, and a quote inside
// written twice. Made safe to open in a spreadsheet: a cell that starts with =, +, -, @, a tab or a
// CR would be read as a formula (OWASP "CSV Injection"), so it gets a leading apostrophe, which
// spreadsheets show as text. A spreadsheet set to Peru's list separator (`;`) may split a field at
// a semicolon, and what follows would start a cell of its own: so a formula character after a `;`
// (spaces between allowed) gets an apostrophe too, and such a field is quoted. Apostrophes already
// standing before such a character count as part of it ("'=1" gets one more), so the product import
// (decision 049) takes exactly one back off and reads every cell as it was. Pure: used by the
// exports, the product import and their tests.

/** The byte order mark that makes spreadsheets read the file as UTF-8 (accents, ñ). */
export const CSV_BOM = "\uFEFF";

const FORMULA_START = /^'*[=+\-@\t\r]/;
/** A formula starting after a semicolon, where a `;`-separated reading would begin a new cell. */
const FORMULA_AFTER_SEMICOLON = /;([ ]*)(?='*[=+\-@\t\r])/g;
const NEUTRALISED_START = /^'+[=+\-@\t\r]/;
const NEUTRALISED_AFTER_SEMICOLON = /;([ ]*)'(?='*[=+\-@\t\r])/g;
const NEEDS_QUOTES = /[",;\r\n]/;

/** One field: formula-neutralised, then quoted if it must be. Absent values are empty fields. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  text = text.replace(FORMULA_AFTER_SEMICOLON, ";$1'");
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record with its CRLF. */
export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** A cell's text as it was before csvCell neutralised it (the CSV quoting already undone). */
export function restoreCsvText(text: string): string {
  const inner = text.replace(NEUTRALISED_AFTER_SEMICOLON, ";$1");
  return NEUTRALISED_START.test(inner) ? inner.slice(1) : inner;
}
