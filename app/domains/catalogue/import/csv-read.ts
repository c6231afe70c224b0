// Reading CSV as RFC 4180 writes it (quoted fields with doubled quotes, commas and line breaks inside
// quotes; CRLF or LF records), one record at a time so a large file is never split into one big array.
// A spreadsheet set to Peru's list separator saves with `;`: the separator is the one the first
// record uses outside quotes (`,` unless `;` appears more often). Pure: used by the product import.

export interface CsvRecord {
  /** 1-based record number: the row a spreadsheet shows it on (the header is row 1). */
  row: number;
  cells: string[];
}

/** The separator of the file: `;` when the first record has more semicolons than commas outside quotes. */
export function csvSeparatorOf(text: string): "," | ";" {
  let quoted = false;
  let commas = 0;
  let semicolons = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && char === ",") commas += 1;
    else if (!quoted && char === ";") semicolons += 1;
  }
  return semicolons > commas ? ";" : ",";
}

/** A record with more cells than the reader was told to accept (`maxCells`), with its row. */
export class CsvTooWideError extends Error {
  constructor(readonly row: number) {
    super(`CSV record ${row} has too many cells`);
  }
}

/**
 * The records of a CSV text (a leading BOM is skipped); a blank line is a record of one empty cell.
 * A record of more than `maxCells` cells throws CsvTooWideError as soon as it is met (a line of 20
 * million commas would otherwise become one array of 20 million cells).
 */
export function* csvRecords(
  text: string,
  separator = csvSeparatorOf(text),
  maxCells = Number.POSITIVE_INFINITY,
): Generator<CsvRecord> {
  let index = text.startsWith("\uFEFF") ? 1 : 0;
  let row = 0;
  const length = text.length;
  while (index < length) {
    const cells: string[] = [];
    row += 1;
    for (;;) {
      let cell = "";
      if (text[index] === '"') {
        index += 1;
        for (;;) {
          const quote = text.indexOf('"', index);
          if (quote === -1) {
            cell += text.slice(index);
            index = length;
            break;
          }
          cell += text.slice(index, quote);
          if (text[quote + 1] === '"') {
            cell += '"';
            index = quote + 2;
          } else {
            index = quote + 1;
            break;
          }
        }
        // Anything between the closing quote and the separator is kept, as spreadsheets do.
        while (index < length && text[index] !== separator && text[index] !== "\n" && text[index] !== "\r") {
          cell += text[index];
          index += 1;
        }
      } else {
        const start = index;
        while (index < length && text[index] !== separator && text[index] !== "\n" && text[index] !== "\r") {
          index += 1;
        }
        cell = text.slice(start, index);
      }
      cells.push(cell);
      if (cells.length > maxCells) throw new CsvTooWideError(row);
      if (text[index] === separator) {
        index += 1;
        continue;
      }
      if (text[index] === "\r") index += 1;
      if (text[index] === "\n") index += 1;
      break;
    }
    yield { row, cells };
  }
}

/**
 * The length of the text's complete records (up to its last line break outside quotes), scanning
 * only from `from`: the text before it is the previous chunk's unfinished record, which holds no
 * line break outside quotes and leaves the quotes `quoted`. Returns the quote state at the end too
 * (that of the unfinished record now left), so a 20 MB record is scanned once, not once per chunk.
 */
function completeLength(text: string, from: number, quoted: boolean): { end: number; quoted: boolean } {
  let end = 0;
  for (let index = from; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (char === 34) quoted = !quoted;
    else if (char === 10 && !quoted) end = index + 1;
  }
  return { end, quoted };
}

/**
 * The records of UTF-8 bytes, decoded a chunk at a time (a 10 MB file is never one 20 MB string):
 * each chunk's complete records are read, the unfinished one waits for the next chunk. Throws a
 * TypeError on bytes that are not UTF-8.
 */
export function* csvRecordsOfBytes(
  bytes: Uint8Array,
  chunkBytes = 1 << 20,
  maxCells = Number.POSITIVE_INFINITY,
): Generator<CsvRecord> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let pending = "";
  let pendingQuoted = false;
  let separator: "," | ";" | undefined;
  let rowOffset = 0;
  for (let start = 0; start < bytes.length || pending !== ""; start += chunkBytes) {
    const last = start + chunkBytes >= bytes.length;
    let text = pending + decoder.decode(bytes.subarray(start, start + chunkBytes), { stream: !last });
    if (separator === undefined) {
      if (text.startsWith("\uFEFF")) text = text.slice(1);
      separator = csvSeparatorOf(text);
    }
    let cut = text.length;
    if (!last) {
      const complete = completeLength(text, pending.length, pendingQuoted);
      cut = complete.end;
      pendingQuoted = complete.quoted;
    }
    pending = text.slice(cut);
    let rows = 0;
    try {
      for (const record of csvRecords(text.slice(0, cut), separator, maxCells)) {
        rows = record.row;
        yield { row: rowOffset + record.row, cells: record.cells };
      }
    } catch (error) {
      throw error instanceof CsvTooWideError ? new CsvTooWideError(rowOffset + error.row) : error;
    }
    rowOffset += rows;
    if (last) break;
  }
}
