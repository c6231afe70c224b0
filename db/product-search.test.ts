import { describe, expect, it } from "vitest";
import { searchTexts } from "./product-search.server";

const strap = {
  name: "Zuncho de polipropileno 12 × 0,60 mm negro",
  code: "ZPP-12N",
  subtitle: "Zuncho PP para cajas",
  categoryNames: ["Zuncho de polipropileno (PP)", "ZUNCHOS"],
  specificationValues: ["Polipropileno (PP)", "12 mm"],
};

describe("searchTexts", () => {
  it("keeps the name alone in name_key and puts the code, as written and without dashes, beside the subtitle", () => {
    const texts = searchTexts(strap);
    expect(texts.name_key).toBe("zuncho de polipropileno 12 × 0,60 mm negro");
    expect(texts.title_key).toBe(
      "zuncho de polipropileno 12 × 0,60 mm negro zpp-12n zpp12n zuncho pp para cajas",
    );
    expect(texts.search_text.split(" ")).toEqual(expect.arrayContaining(["zpp-12n", "zpp12n", "12", "(pp)"]));
  });

  it("writes a code without separators once", () => {
    const texts = searchTexts({ ...strap, code: "KPAPER" });
    expect(texts.title_key).toBe("zuncho de polipropileno 12 × 0,60 mm negro kpaper zuncho pp para cajas");
    expect(texts.search_text.split(" ").filter((word) => word === "kpaper")).toHaveLength(1);
  });

  it("lists every distinct word once", () => {
    const words = searchTexts(strap).search_text.split(" ");
    expect(new Set(words).size).toBe(words.length);
  });
});
