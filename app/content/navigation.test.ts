import { describe, expect, it } from "vitest";
import { SEED_CATEGORIES } from "../../db/seed/categories";
import { inFooterOrder } from "./navigation";

describe("inFooterOrder", () => {
  it("puts the catalogue's top categories in the SPEC's footer order", () => {
    expect(inFooterOrder(SEED_CATEGORIES).map((category) => category.name)).toEqual([
      "ACCESORIOS DE EMBALAJE",
      "AIRPAD",
      "HERRAMIENTAS DE APOYO",
      "MÁQUINAS ENVOLVEDORAS",
      "MÁQUINAS Y HERRAMIENTAS",
      "SISTEMAS DE EMBALAJE",
      "ZUNCHOS",
    ]);
  });

  it("puts a category the SPEC does not name last, keeping the others' order", () => {
    const categories = [{ slug: "nueva" }, { slug: "zunchos" }, { slug: "airpad" }];
    expect(inFooterOrder(categories).map((category) => category.slug)).toEqual([
      "airpad",
      "zunchos",
      "nueva",
    ]);
  });
});
