import { describe, expect, it } from "vitest";
import { pluralUnit, quantityWithUnit } from "./sale-unit";

describe("units of sale", () => {
  it("writes Spanish plurals for the demo catalogue's units", () => {
    expect(
      ["bobina", "caja", "unidad", "rollo", "paquete", "bolsa", "juego", "millar"].map(pluralUnit),
    ).toEqual(["bobinas", "cajas", "unidades", "rollos", "paquetes", "bolsas", "juegos", "millares"]);
  });

  it("leaves symbols, loanwords and phrases as written", () => {
    expect(["kg", "m", "kit", "par de guantes"].map(pluralUnit)).toEqual([
      "kg",
      "m",
      "kit",
      "par de guantes",
    ]);
  });

  it("uses the singular for one and the bare number without a unit", () => {
    expect(quantityWithUnit(1, "bobina")).toBe("1 bobina");
    expect(quantityWithUnit(12, "unidad")).toBe("12 unidades");
    expect(quantityWithUnit(3, null)).toBe("3");
  });
});
