/**
 * The address form of a name: accents dropped, lower case, letters and digits joined by single
 * hyphens ("Zuncho PP 12 mm × 1000 m" → "zuncho-pp-12-mm-1000-m"), at most `max` characters.
 */
export function slugify(name: string, max = 80): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/ñ/gi, "n")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/, "");
}

/** A slug as staff may type it: lower-case letters and digits in hyphen-joined runs. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
