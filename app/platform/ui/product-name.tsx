// A model code in a product name ("KB-19", "KP-1650") is one word for a reader: the line never breaks
// at its hyphen ("KB-" / "19"). Each word with a hyphen between letters or digits is kept whole, and a
// dimension ("9 × 0,55 mm") never breaks at its "×": the spaces around it are non-breaking.
const HYPHENATED_WORD = /(\S*[\p{L}\p{N}]-[\p{L}\p{N}]\S*)/u;

/** A product's name, its hyphenated words and dimensions unbreakable. */
export function ProductName({ name }: { name: string }) {
  return name
    .replace(/ × /g, "\u00a0×\u00a0")
    .split(HYPHENATED_WORD)
    .map((part, index) =>
      index % 2 === 1 ? (
        <span key={index} className="whitespace-nowrap">
          {part}
        </span>
      ) : (
        part
      ),
    );
}
