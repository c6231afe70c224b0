import { describe, expect, it } from "vitest";
import { displayCategoryName } from "./category-name";

describe("displayCategoryName", () => {
  it("shows a name stored in capitals in sentence case, accents kept", () => {
    expect(displayCategoryName("MÁQUINAS Y HERRAMIENTAS")).toBe("Máquinas y herramientas");
    expect(displayCategoryName("AIRPAD")).toBe("Airpad");
    expect(displayCategoryName("ACCESORIOS DE EMBALAJE")).toBe("Accesorios de embalaje");
  });

  it("keeps material acronyms in capitals", () => {
    expect(displayCategoryName("ZUNCHO DE POLIPROPILENO (PP)")).toBe("Zuncho de polipropileno (PP)");
  });

  it("leaves a name that staff wrote with lowercase letters as it is", () => {
    expect(displayCategoryName("Zuncho de poliéster (PET)")).toBe("Zuncho de poliéster (PET)");
    expect(displayCategoryName("Film stretch manual")).toBe("Film stretch manual");
  });
});
