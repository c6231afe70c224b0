import { describe, expect, it } from "vitest";
import { excerpt } from "./excerpt";

describe("excerpt", () => {
  it("keeps a short text whole, on one line", () => {
    expect(excerpt("  Necesitamos 20 rollos\n\nde film stretch.  ")).toBe(
      "Necesitamos 20 rollos de film stretch.",
    );
  });

  it("cuts a long text at the last word boundary and ends it with an ellipsis", () => {
    const text =
      "Necesitamos mantenimiento preventivo para dos zunchadoras, una en Lurín y otra en Arequipa.";
    expect(excerpt(text, 40)).toBe("Necesitamos mantenimiento preventivo…");
  });

  it("drops punctuation left at the cut", () => {
    expect(excerpt("Uno, dos, tres, cuatro, cinco, seis", 10)).toBe("Uno, dos…");
  });

  it("cuts inside a word too long to cut at a boundary", () => {
    expect(excerpt("a ".concat("x".repeat(50)), 20)).toBe(`a ${"x".repeat(18)}…`);
  });
});
