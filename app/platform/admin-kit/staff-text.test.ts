import { describe, expect, it } from "vitest";
import { staffText } from "./staff-text";

describe("staffText", () => {
  it("keeps the text trimmed, with its line breaks as \\n", () => {
    expect(staffText("  Primera línea\r\nSegunda\rTercera  ", 100)).toEqual({
      ok: true,
      text: "Primera línea\nSegunda\nTercera",
    });
  });

  it("refuses an empty text, unless it is optional", () => {
    expect(staffText(" \n ", 100)).toEqual({ ok: false, problem: "empty" });
    expect(staffText(" \n ", 100, { optional: true })).toEqual({ ok: true, text: "" });
  });

  it("counts characters as a person does (an emoji is one) and refuses past the limit", () => {
    expect(staffText("👍".repeat(5), 5)).toEqual({ ok: true, text: "👍👍👍👍👍" });
    expect(staffText("a".repeat(6), 5)).toEqual({ ok: false, problem: "too-long" });
  });

  it("refuses control characters and lone surrogates", () => {
    for (const raw of ["Hola\u0000", "Hola\u0007mundo", "Hola \ud800"])
      expect(staffText(raw, 100)).toEqual({ ok: false, problem: "bad-characters" });
  });
});
