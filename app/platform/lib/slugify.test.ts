import { describe, expect, it } from "vitest";
import { SLUG_PATTERN, slugify } from "./slugify";

describe("slugify", () => {
  it("folds accents and joins words with hyphens", () => {
    expect(slugify("Zuncho PP 12 mm × 1000 m")).toBe("zuncho-pp-12-mm-1000-m");
    expect(slugify("Máquina envolvedora  ÑANDÚ")).toBe("maquina-envolvedora-nandu");
    expect(slugify("--¡Hola!--")).toBe("hola");
  });

  it("cuts long names without a trailing hyphen", () => {
    expect(slugify("abc def", 4)).toBe("abc");
  });

  it("gives slugs its own pattern accepts", () => {
    for (const name of ["Zuncho de poliéster (PET)", "Film 23 µm", "KB-19"]) {
      expect(slugify(name)).toMatch(SLUG_PATTERN);
    }
    expect(SLUG_PATTERN.test("Con-Mayus")).toBe(false);
    expect(SLUG_PATTERN.test("doble--guion")).toBe(false);
  });
});
