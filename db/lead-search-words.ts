// The leads inbox's search as words and prefixes (docs/decisions/028-lead-inbox-search.md): a lead is
// stored as the distinct folded words of its name, company, RUC, e-mail, reference and its lines'
// product codes; a search finds the leads that have, for every word typed, a word starting with it.
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
 * A lead's search words: every letter-and-digit run of two characters or more ("minera", "andina",
 * "example" from an e-mail; "cot", "2026", "000123" from a reference), each chunk between spaces
 * written without its punctuation when it has some ("s.a.c." → "sac", "zpp-12n" → "zpp12n"), and a
 * number with leading zeros also without them ("000123" → "123", "000004" → "4"). A word that begins another one is
 * left out: the longer word is found by every prefix the shorter one is.
 */
export function leadSearchWords(lead: SearchableLead): string[] {
  const words = new Set<string>();
  const add = (word: string, shortest = 2) => {
    if (word.length >= shortest) words.add(word.slice(0, SEARCH_WORD_MAX_LENGTH));
  };
  const texts = [lead.name, lead.company, lead.ruc, lead.email, lead.reference, ...lead.codes];
  for (const chunk of searchKey(texts.join(" ")).split(" ")) {
    const pieces = piecesOf(chunk);
    for (const piece of pieces) {
      add(piece);
      if (/^0+\d/.test(piece)) add(piece.replace(/^0+/, ""), 1);
    }
    if (pieces.length > 1) add(pieces.join(""));
  }
  const sorted = [...words].sort();
  return sorted.filter((word, index) => !sorted[index + 1]?.startsWith(word));
}

/**
 * The prefixes a search asks for, each of which a lead must have a word starting with: every run of
 * two characters or more of what was typed; a chunk made of single characters only ("s.a.c", "a")
 * asks for its characters joined ("sac", "a"). At most SEARCH_MAX_PREFIXES, duplicates dropped.
 */
export function searchPrefixes(query: string): string[] {
  const prefixes = new Set<string>();
  for (const chunk of searchKey(query).split(" ")) {
    const pieces = piecesOf(chunk);
    const long = pieces.filter((piece) => piece.length >= 2);
    for (const piece of long.length > 0 ? long : pieces.length > 0 ? [pieces.join("")] : [])
      prefixes.add(piece.slice(0, SEARCH_WORD_MAX_LENGTH));
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
