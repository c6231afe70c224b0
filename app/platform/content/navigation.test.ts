import { describe, expect, it } from "vitest";
import { SEED_CATEGORIES } from "../../../db/seed/categories";
import { ABOUT_LINKS, FOOTER_ABOUT_LINKS, inFooterOrder } from "./navigation";
import { PRIVACY_POLICY_PATH } from "./privacy-consent";

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

describe("FOOTER_ABOUT_LINKS", () => {
  it("ends the footer's about column with the datasheets, the privacy policy (at the address its consent boxes link to) and the rights requests", () => {
    expect(FOOTER_ABOUT_LINKS.map((link) => link.link)).toEqual([
      ...ABOUT_LINKS.map((link) => link.link),
      "/servicio-tecnico",
      "/contacto",
      "/recursos",
      PRIVACY_POLICY_PATH,
      "/derechos-arco",
    ]);
    expect(FOOTER_ABOUT_LINKS.at(-2)?.name).toBe("Política de privacidad");
  });
});
