import { describe, expect, it } from "vitest";
import { parseCsv } from "~/domains/catalogue/import/csv-reader.test-support";
import { CSV_BOM, csvCell, csvRow } from "./csv";

describe("CSV", () => {
  it("writes plain cells as they are and absent ones empty", () => {
    expect(csvRow(["COT-2026-000123", "Minera Andina S.A.", 20131312955, null, undefined, ""])).toBe(
      "COT-2026-000123,Minera Andina S.A.,20131312955,,,\r\n",
    );
  });

  it("quotes cells with commas, quotes and line breaks, doubling the quotes", () => {
    expect(csvCell("Zuncho, PET")).toBe('"Zuncho, PET"');
    expect(csvCell('Tubo 2"')).toBe('"Tubo 2"""');
    expect(csvCell("línea 1\nlínea 2")).toBe('"línea 1\nlínea 2"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ["=1+1", "'=1+1"],
    ["+51 987 654 321", "'+51 987 654 321"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1", "'\t=1"],
    ["\r=1", `"'\r=1"`],
  ])("neutralises the formula %j as %j", (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it("leaves formula characters alone when they are not first", () => {
    expect(csvCell("Empresa = Minera")).toBe("Empresa = Minera");
    expect(csvCell("ventas@kordex.com.pe")).toBe("ventas@kordex.com.pe");
    expect(csvCell(" =1")).toBe(" =1");
  });

  it("reads back, with a BOM in front, as the cells given (formula cells with their apostrophe)", () => {
    const rows = [
      ["Referencia", "Empresa", "Mensaje"],
      ["CON-2026-000001", '=HYPERLINK("http://x")', 'Dijo "urgente", dos veces\r\ny más'],
      ["SER-2026-000002", "Ñandú & Cía., S.A.C.", "-"],
    ];
    const text = CSV_BOM + rows.map(csvRow).join("");
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(parseCsv(text.slice(1))).toEqual([
      rows[0],
      ["CON-2026-000001", `'=HYPERLINK("http://x")`, rows[1]![2]],
      ["SER-2026-000002", "Ñandú & Cía., S.A.C.", "'-"],
    ]);
  });
});

describe("csvCell with a semicolon as the spreadsheet's separator", () => {
  it("neutralises a formula that would start a cell after a semicolon, and quotes the field", () => {
    expect(csvCell("ACME;=cmd|' /C calc'!A0")).toBe(`"ACME;'=cmd|' /C calc'!A0"`);
    expect(csvCell("Hola; =2+2")).toBe(`"Hola; '=2+2"`);
    expect(csvCell("a;b;-1;@x")).toBe(`"a;b;'-1;'@x"`);
  });

  it("leaves other semicolons as they are, quoted", () => {
    expect(csvCell("Lima; Perú")).toBe(`"Lima; Perú"`);
  });
});
