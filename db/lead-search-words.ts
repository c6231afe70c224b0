// The leads inbox's search as words and prefixes (docs/decisions/032-lead-inbox.md): a lead is
// stored as the distinct folded words of its name, company, RUC, e-mail, reference and its lines'
// product codes; a search finds the leads that have, for every chunk typed, a word starting with it.
// Prefix ranges over an index answer in time proportional to the matches on SQLite and PostgreSQL
// alike, where `LIKE '%word%'` reads every lead. Pure: the model and the migration use it.
import { searchKey } from "./search-key";

/** What a lead is found by. */
export interface SearchableLead {
  name: string;
  company: string;
  ruc: string;
  email: string;
  reference: string;
  /** The product codes of its lines. */
  codes: readonly string[];
}

/** Longer words are cut: nobody types 60 characters of one word, and the index stays small. */
export const SEARCH_WORD_MAX_LENGTH = 60;
/** At most this many words of a search are used. */
export const SEARCH_MAX_PREFIXES = 8;

const PIECES = /[\p{L}\p{N}]+/gu;

/** The letter-and-digit runs of a folded chunk: "zpp-12n" → ["zpp", "12n"]. */
function piecesOf(chunk: string): string[] {
  return chunk.match(PIECES) ?? [];
}

/**
 * A lead's search words. Each chunk between spaces is cut into its letter-and-digit runs ("pieces"),
 * and every run of pieces from one piece to the chunk's end is a word, written without the
 * punctuation: "zpp-12n" gives "zpp12n" and "12n"; "maria.quispe@minera-andina.example" gives
 * "mariaquispemineraandinaexample", "quispemineraandinaexample", …, "example"; "s.a.c." gives "sac".
 * A number with leading zeros also counts without them ("000123" → "123", "000004" → "4"). Words of
 * one character are left out, and so is a word that begins another one: the longer word is found by
 * every prefix the shorter one is.
 */
export function leadSearchWords(lead: SearchableLead): string[] {
  const words = new Set<string>();
  const texts = [lead.name, lead.company, lead.ruc, lead.email, lead.reference, ...lead.codes];
  for (const chunk of searchKey(texts.join(" ")).split(" ")) {
    const pieces = piecesOf(chunk);
    for (let first = 0; first < pieces.length; first += 1) {
      const word = pieces.slice(first).join("").slice(0, SEARCH_WORD_MAX_LENGTH);
      if (word.length >= 2) words.add(word);
      if (/^0+\d/.test(word)) words.add(word.replace(/^0+/, ""));
    }
  }
  const sorted = [...words].sort();
  return sorted.filter((word, index) => !sorted[index + 1]?.startsWith(word));
}

/**
 * The prefixes a search asks for: each chunk between spaces without its punctuation ("ZPP-12N" →
 * "zpp12n", "quispe@minera" → "quispeminera"). A lead is found when each prefix begins one of its
 * words, i.e. each chunk typed matches the beginning of a word of the lead, or of a run of its
 * words joined by punctuation (an e-mail's, a reference's, a code's). At most SEARCH_MAX_PREFIXES,
 * duplicates dropped.
 */
export function searchPrefixes(query: string): string[] {
  const prefixes = new Set<string>();
  for (const chunk of searchKey(query).split(" ")) {
    const prefix = piecesOf(chunk).join("").slice(0, SEARCH_WORD_MAX_LENGTH);
    if (prefix !== "") prefixes.add(prefix);
  }
  return [...prefixes].slice(0, SEARCH_MAX_PREFIXES);
}

/**
 * The first text after every text that starts with `prefix`, in code-point order (SQLite's BINARY
 * collation and PostgreSQL's "C" both compare UTF-8 bytes, which orders as code points):
 * `word >= prefix and word < prefixEnd(prefix)` is "word starts with prefix" as an index range.
 */
export function prefixEnd(prefix: string): string {
  const points = [...prefix];
  const next = [...points.pop()!][0]!.codePointAt(0)! + 1;
  // Past the surrogates' range (never characters of their own).
  return points.join("") + String.fromCodePoint(next >= 0xd800 && next <= 0xdfff ? 0xe000 : next);
}
