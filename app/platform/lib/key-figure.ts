// The one figure a catalogue card shows beside the code: what tells products of a family apart.

/** A specification chosen to stand for the product on its card ("Ancho", "12 mm"). */
export interface KeyFigure {
  label: string;
  value: string;
}

/**
 * Specification keys in the order they are looked for: width, then gauge, then length, then
 * capacity. The first key the product has wins, whatever its place in the product's list.
 */
export const KEY_FIGURE_KEYS = [
  "Ancho",
  "Ancho de zuncho",
  "Ancho de film",
  "Ancho de la lámina",
  "Ancho de papel",
  "Ancho de bobina",
  "Espesor",
  "Calibre",
  "Longitud del rollo",
  "Longitud por bobina",
  "Longitud por paquete",
  "Largo",
  "Capacidad",
  "Carga máxima",
  "Capacidad de corte",
  "Altura máxima de carga",
  "Paso útil del anillo",
  "Tamaño del arco",
  "Peso máximo de bobina",
] as const;

const fold = (key: string) => key.trim().toLocaleLowerCase("es");

/** The product's key figure, or null when it has none of the keys (a charger, a service kit). */
export function keyFigure(specifications: readonly { key: string; value: string }[]): KeyFigure | null {
  for (const wanted of KEY_FIGURE_KEYS) {
    const found = specifications.find((item) => fold(item.key) === fold(wanted) && item.value.trim());
    if (found) return { label: found.key.trim(), value: found.value.trim() };
  }
  return null;
}
