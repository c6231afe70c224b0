// A quantity with its unit of sale, as staff and buyers read it: "1 bobina", "3 bobinas", "2 unidades".

/**
 * The plural of a unit of sale: Spanish nouns ending in a vowel take "s" (bobina → bobinas), those
 * ending in d, l, n or r take "es" (unidad → unidades, millar → millares); anything else (a symbol such
 * as "kg" or "m", a loanword such as "kit", several words) is left as written rather than guessed.
 */
export function pluralUnit(unit: string): string {
  if (!/^[a-záéíóúñü]{3,}$/i.test(unit)) return unit;
  if (/[aeiouáéó]$/i.test(unit)) return `${unit}s`;
  if (/[dlnr]$/i.test(unit)) return `${unit}es`;
  return unit;
}

/** "3 bobinas", "1 caja"; the bare number when the unit is unknown (a line stored before units existed). */
export function quantityWithUnit(quantity: number, unit: string | null | undefined): string {
  if (!unit) return String(quantity);
  return `${quantity} ${quantity === 1 ? unit : pluralUnit(unit)}`;
}
