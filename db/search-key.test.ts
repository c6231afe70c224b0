import { describe, expect, it } from "vitest";
import { escapeLike, searchKey } from "./search-key";

describe("searchKey", () => {
  it.each([
    ["Máquina Envolvedora", "maquina envolvedora"],
    ["ZUNCHADORA NEUMÁTICA", "zunchadora neumatica"],
    ["  Ñandú   Straße ", "nandu strasse"],
    ["Œuvre", "oeuvre"],
    ["Cinta adhesiva 48 mm", "cinta adhesiva 48 mm"],
  ])("folds %j to %j", (text, key) => {
    expect(searchKey(text)).toBe(key);
  });

  it("escapes LIKE wildcards and the escape character", () => {
    expect(escapeLike("50%_a\\b")).toBe("50\\%\\_a\\\\b");
  });
});
