import { describe, expect, it } from "vitest";
import { hasVisibleText, isPlainText } from "./plain-text";

describe("isPlainText", () => {
  it("accepts what a person types, accents, ñ, emoji and the direction marks included", () => {
    for (const value of ["Rosa Quispe Ñahui", "ventas@envases.pe", "José 👷", "שלום\u200Eabc\u200F"]) {
      expect({ value, plain: isPlainText(value) }).toEqual({ value, plain: true });
    }
  });

  it("refuses control characters and lone surrogates, and line breaks unless the field is multi-line", () => {
    for (const value of ["a\u0000b", "a\u001Bb", "a\u007Fb", "a\uD800b", "a\uDC00b", "a\nb"]) {
      expect({ value, plain: isPlainText(value) }).toEqual({ value, plain: false });
    }
    expect(isPlainText("primera línea\r\nsegunda", true)).toBe(true);
    expect(isPlainText("a\u0000b", true)).toBe(false);
  });

  it("refuses the C1 controls everywhere, and the other line breaks in a one-line value", () => {
    for (const value of ["Ana\u0085Torres", "Ana\u0080", "Ana\u009F"]) {
      expect({ value, oneLine: isPlainText(value), multiLine: isPlainText(value, true) }).toEqual({
        value,
        oneLine: false,
        multiLine: false,
      });
    }
    for (const value of ["Ana\u2028Torres", "Ana\u2029Torres"]) {
      expect({ value, plain: isPlainText(value) }).toEqual({ value, plain: false });
    }
    // Latin-1 letters right after the C1 block are ordinary text.
    expect(isPlainText("Año \u00A0ñandú")).toBe(true);
  });

  it("refuses the bidirectional overrides, embeddings and isolates in a one-line value", () => {
    // "moc.liame@ana" shown as "ana@email.com" to the staff reading the lead.
    const controls = [
      "\u202A",
      "\u202B",
      "\u202C",
      "\u202D",
      "\u202E",
      "\u2066",
      "\u2067",
      "\u2068",
      "\u2069",
    ];
    // And the deprecated format controls beside the isolates.
    for (const control of [...controls, "\u206A", "\u206E", "\u206F"]) {
      const value = `${control}moc.liame@ana`;
      expect({ value, plain: isPlainText(value) }).toEqual({ value, plain: false });
    }
  });
});

describe("hasVisibleText", () => {
  it("sees no text in whitespace, zero-width and direction characters alone", () => {
    expect(hasVisibleText(" \u200B\u200E\uFEFF\u00AD ")).toBe(false);
    expect(hasVisibleText(" a ")).toBe(true);
  });
});
