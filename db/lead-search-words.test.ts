import { describe, expect, it } from "vitest";
import { leadSearchWords, prefixEnd, SEARCH_MAX_PREFIXES, searchPrefixes } from "./lead-search-words";

const lead = {
  name: "María Quispe Huamán",
  company: "Minera Andina S.A.C.",
  ruc: "20131312955",
  email: "Maria.Quispe@minera-andina.example",
  reference: "COT-2026-000123",
  codes: ["ZPP-12N", "ZPP-12"],
};

/** What a search finds, as the database's prefix ranges do. */
const finds = (query: string) =>
  searchPrefixes(query).every((prefix) =>
    leadSearchWords(lead).some((word) => word >= prefix && word < prefixEnd(prefix)),
  );

describe("lead search words", () => {
  it("folds accents and case, joins the pieces of a punctuated chunk from each piece on, unpads numbers", () => {
    expect(leadSearchWords(lead)).toEqual([
      "000123",
      "123",
      "12n",
      "20131312955",
      "2026000123",
      "ac",
      "andinaexample",
      "cot2026000123",
      "example",
      "huaman",
      "mariaquispemineraandinaexample",
      "mineraandinaexample",
      "quispemineraandinaexample",
      "sac",
      "zpp12n",
    ]);
  });

  it("leaves out a word that begins another one and words of one character, but a reference's number", () => {
    const words = leadSearchWords({ ...lead, name: "Ana Anabel J. Rojas", codes: [] });
    expect(words).toContain("anabel");
    expect(words).not.toContain("ana");
    expect(words.every((word) => word.length >= 2)).toBe(true);
    expect(leadSearchWords({ ...lead, reference: "SER-2026-000007" })).toContain("7");
  });

  it.each([
    "maria",
    "MARÍA quispe",
    "Huamán",
    "minera andina",
    "S.A.C.",
    "sac",
    "20131312955",
    "2013131",
    "maria.quispe@minera-andina.example",
    "quispe@minera",
    "COT-2026-000123",
    "cot-2026",
    "000123",
    "123",
    "zpp-12n",
    "ZPP12",
    "12n",
    "a",
  ])("finds the lead by %j", (query) => {
    expect(finds(query)).toBe(true);
  });

  it.each(["marta", "20131312956", "quispe@andes", "COT-2025", "zpp-13", "b", "quis@mine", "2026-123"])(
    "does not find the lead by %j",
    (query) => {
      expect(finds(query)).toBe(false);
    },
  );

  it("asks for each chunk without punctuation, at most eight, and nothing for punctuation only", () => {
    expect(searchPrefixes("  -- ; ")).toEqual([]);
    expect(searchPrefixes(" ZPP-12N  María.Quispe@Minera ")).toEqual(["zpp12n", "mariaquispeminera"]);
    expect(searchPrefixes("uno dos uno tres")).toEqual(["uno", "dos", "tres"]);
    expect(searchPrefixes("a b c d e f g h i j k")).toHaveLength(SEARCH_MAX_PREFIXES);
  });

  it("ends a prefix's range right after every text that starts with it", () => {
    expect(prefixEnd("andina")).toBe("andinb");
    expect(prefixEnd("12")).toBe("13");
    for (const word of ["andina", "andinaz", `andina${"\u{10ffff}"}`, "andina\uffff"])
      expect(word >= "andina" && word < prefixEnd("andina")).toBe(true);
    expect("andinb" < prefixEnd("andina")).toBe(false);
  });
});
