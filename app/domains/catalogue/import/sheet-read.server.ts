// Reading an uploaded sheet row by row, whatever its format, found by its content (decision 049):
// a zip (XLSX, read by exceljs' streaming reader, first worksheet only) or UTF-8 text (CSV, `,` or
// `;`; the export's formula neutralisation taken back off). An old binary .xls and anything else are
// refused with the reason. Rows come one at a time: a 10,000-row file is never one array of arrays.
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { IMPORT_MESSAGES, SHEET_MAX_COLUMNS, XLSX_MAX_UNPACKED_BYTES } from "../product-sheet-schema";
import { CsvTooWideError, csvRecordsOfBytes } from "./csv-read";
import { restoreCsvText } from "~/platform/lib/csv";
import { zipInflatedSize } from "~/platform/uploads/zip-inflated-size.server";

export interface SheetRow {
  /** The row a spreadsheet shows it on (the header is row 1). */
  row: number;
  cells: string[];
}

export type SheetFormatOf = { ok: true; format: "csv" | "xlsx" } | { ok: false; message: string };

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** The format of the bytes, by their content. */
export function sheetFormatOf(bytes: Buffer): SheetFormatOf {
  if (bytes.length === 0) return { ok: false, message: IMPORT_MESSAGES.empty };
  if (bytes.subarray(0, 4).equals(ZIP)) return { ok: true, format: "xlsx" };
  if (bytes.subarray(0, 4).equals(OLE)) return { ok: false, message: IMPORT_MESSAGES.oldExcel };
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, 64 * 1024 + 3));
    // A NUL is not in any text a spreadsheet saves.
    if (text.includes("\0")) return { ok: false, message: IMPORT_MESSAGES.unknownFormat };
  } catch {
    // The cut may fall inside a character: only a bad byte well before the end refuses the file.
    if (!validUtf8Prefix(bytes)) return { ok: false, message: IMPORT_MESSAGES.unknownFormat };
  }
  return { ok: true, format: "csv" };
}

function validUtf8Prefix(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 64 * 1024);
  for (let cut = 0; cut < 4; cut += 1) {
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(head.subarray(0, head.length - cut));
      return true;
    } catch {
      // try a shorter prefix
    }
  }
  return false;
}

/** The rows of a sheet; throws SheetReadError with the Spanish reason when it cannot be read. */
export async function* sheetRows(bytes: Buffer, format: "csv" | "xlsx"): AsyncGenerator<SheetRow> {
  if (format === "csv") {
    try {
      for (const record of csvRecordsOfBytes(bytes, undefined, SHEET_MAX_COLUMNS)) {
        yield { row: record.row, cells: record.cells.map(restoreCsvText) };
      }
    } catch (error) {
      if (error instanceof TypeError) throw new SheetReadError(IMPORT_MESSAGES.unknownFormat);
      if (error instanceof CsvTooWideError) {
        throw new SheetReadError(IMPORT_MESSAGES.tooManyColumns(error.row, SHEET_MAX_COLUMNS));
      }
      throw error;
    }
    return;
  }
  const unpacked = zipInflatedSize(bytes, XLSX_MAX_UNPACKED_BYTES);
  if (!unpacked.ok) {
    throw new SheetReadError(
      unpacked.problem === "too-large" ? IMPORT_MESSAGES.xlsxTooLarge : IMPORT_MESSAGES.damagedXlsx,
    );
  }
  yield* xlsxRows(bytes);
}

export class SheetReadError extends Error {}

async function* xlsxRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    worksheets: "emit",
    entries: "emit",
  });
  let worksheets: AsyncIterator<ExcelJS.stream.xlsx.WorksheetReader>;
  try {
    worksheets = reader[Symbol.asyncIterator]();
  } catch {
    throw new SheetReadError(IMPORT_MESSAGES.damagedXlsx);
  }
  let first: IteratorResult<ExcelJS.stream.xlsx.WorksheetReader>;
  try {
    first = await worksheets.next();
  } catch {
    throw new SheetReadError(IMPORT_MESSAGES.damagedXlsx);
  }
  if (first.done) throw new SheetReadError(IMPORT_MESSAGES.damagedXlsx);
  try {
    for await (const row of first.value) {
      const values = (row.values as ExcelJS.CellValue[]) ?? [];
      const cells: string[] = [];
      for (let column = 1; column < values.length; column += 1) cells.push(cellText(values[column]));
      yield { row: row.number, cells };
    }
  } catch (error) {
    if (error instanceof SheetReadError) throw error;
    throw new SheetReadError(IMPORT_MESSAGES.damagedXlsx);
  }
  // The remaining worksheets are not read: let the reader finish its zip without them.
  await worksheets.return?.(undefined);
}

/** A cell as text: rich text joined, a link's text, a formula's result, a date as yyyy-mm-dd. */
function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "Sí" : "No";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("formula" in value || "sharedFormula" in value) {
    const result = (value as { result?: ExcelJS.CellValue }).result;
    return typeof result === "object" && result !== null && "error" in result ? "" : cellText(result);
  }
  if ("text" in value && typeof value.text === "string") return value.text;
  if ("error" in value) return "";
  return "";
}
