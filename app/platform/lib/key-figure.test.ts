import { describe, expect, it } from "vitest";
import { keyFigure } from "./key-figure";

const spec = (key: string, value: string) => ({ key, value });

describe("keyFigure", () => {
  it("takes the width before the gauge and the length, wherever they stand in the list", () => {
    expect(
      keyFigure([
        spec("Material", "Polipropileno (PP)"),
        spec("Longitud por bobina", "3 000 m"),
        spec("Espesor", "0,60 mm"),
        spec("Ancho", "12 mm"),
      ]),
    ).toEqual({ label: "Ancho", value: "12 mm" });
  });

  it("falls back to the gauge, then the length, then a capacity", () => {
    expect(keyFigure([spec("Espesor", "5 mm"), spec("Largo", "A medida")])).toEqual({
      label: "Espesor",
      value: "5 mm",
    });
    expect(
      keyFigure([spec("Tamaño del cojín", "200 × 100 mm"), spec("Longitud del rollo", "700 m")]),
    ).toEqual({
      label: "Longitud del rollo",
      value: "700 m",
    });
    expect(
      keyFigure([
        spec("Diámetro de mesa", "1 800 mm"),
        spec("Altura máxima de carga", "2 400 mm"),
        spec("Carga máxima", "2 000 kg"),
      ]),
    ).toEqual({ label: "Carga máxima", value: "2 000 kg" });
  });

  it("matches keys whatever their case and surrounding spaces, and skips empty values", () => {
    expect(keyFigure([spec("ANCHO DE FILM ", " 200 a 400 mm "), spec("Ancho", " ")])).toEqual({
      label: "ANCHO DE FILM",
      value: "200 a 400 mm",
    });
  });

  it("is null for a product without any of the keys", () => {
    expect(keyFigure([spec("Tensión de salida", "18 V"), spec("Corriente de carga", "6 A")])).toBeNull();
    expect(keyFigure([])).toBeNull();
  });
});
