/**
 * The beginning of a text for a summary: whitespace runs (line breaks included) become one space, and
 * a text longer than `max` characters is cut at the last word boundary before it, with "…".
 */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const boundary = cut.lastIndexOf(" ");
  return `${(boundary > max / 2 ? cut.slice(0, boundary) : cut).replace(/[\s,.;:]+$/, "")}…`;
}
