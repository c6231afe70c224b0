import { describe, expect, it } from "vitest";
import { csvCell, csvRow, restoreCsvText } from "~/platform/lib/csv";
import { CsvTooWideError, csvRecords, csvRecordsOfBytes, csvSeparatorOf } from "./csv-read";

const CELLS = [
  ["Código", "Nombre", "Especificaciones"],
  ["ZPP-12N", 'Zuncho "PP" 12 × 0,60 mm', "Ancho: 12 mm\r\nColor: negro"],
  ["=1+1", "@ventas; -5 °C", "'=ya con apóstrofo"],
  ["", "ñandú › categoría", ""],
];

describe("reading CSV", () => {
  it("reads back what csvRow wrote, formula neutralisation undone", () => {
    const text = "\uFEFF" + CELLS.map((row) => csvRow(row)).join("");
    const records = [...csvRecords(text)];
    expect(records.map((record) => record.row)).toEqual([1, 2, 3, 4]);
    expect(records.map((record) => record.cells.map(restoreCsvText))).toEqual(CELLS);
  });

  it("reads the same records from bytes in chunks of any size", () => {
    const bytes = Buffer.from("\uFEFF" + CELLS.map((row) => csvRow(row)).join(""));
    const whole = [...csvRecords(bytes.toString("utf8"))];
    for (const chunk of [1, 3, 7, 64, 1 << 20]) expect([...csvRecordsOfBytes(bytes, chunk)]).toEqual(whole);
  });

  it("stops at the first record wider than asked, naming its row across chunks", () => {
    const text = "a,b,c\n1,2,3\n" + "x".repeat(5000) + "\n" + ",".repeat(1_000_000) + "\nd,e,f\n";
    const read = () => [...csvRecordsOfBytes(Buffer.from(text), 4096, 200)];
    expect(read).toThrow(CsvTooWideError);
    try {
      read();
    } catch (error) {
      expect((error as CsvTooWideError).row).toBe(4);
    }
    expect([...csvRecords("a,b,c\n1,2,3\n", ",", 3)].map((record) => record.cells)).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3"],
    ]);
  });

  it("refuses bytes that are not UTF-8", () => {
    expect(() => [...csvRecordsOfBytes(Buffer.from([0x41, 0xff, 0x0a, 0x42]))]).toThrow(TypeError);
  });

  it("takes a semicolon-separated file (a spreadsheet set to Peru's list separator)", () => {
    expect(csvSeparatorOf('Código;Nombre;"Categoría (nombre, no se importa)"\r\n')).toBe(";");
    expect(csvSeparatorOf("Código,Nombre\r\nA;B,C\r\n")).toBe(",");
    expect([...csvRecords("a;b\nc;d", ";")].map((record) => record.cells)).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
  });

  it("undoes exactly the apostrophe the export added", () => {
    for (const text of ["=SUM(A1)", "'=SUM(A1)", "''+1", "'hola", "a; =b", "a;'=b", "-5", "\tx", "normal"]) {
      const cell = csvCell(text);
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
      expect(restoreCsvText(unquoted), text).toBe(text);
    }
  });
});
