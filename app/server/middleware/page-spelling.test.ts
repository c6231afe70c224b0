import { describe, expect, it } from "vitest";
import { pagePathSpelling } from "./page-spelling";

describe("pagePathSpelling", () => {
  it("keeps a page's own spelling", () => {
    for (const path of ["/", "/nosotros", "/productos/zuncho-pet-16mm", "/productos/cami%C3%B3n"]) {
      expect(pagePathSpelling(path)).toBe(path);
    }
  });

  it("drops the trailing slash, but the root's", () => {
    expect(pagePathSpelling("/nosotros/")).toBe("/nosotros");
    expect(pagePathSpelling("/productos/zuncho/")).toBe("/productos/zuncho");
  });

  it("decodes escaped unreserved characters and writes the other escapes in capitals", () => {
    expect(pagePathSpelling("/%6Eosotros")).toBe("/nosotros");
    expect(pagePathSpelling("/%6e%6F%73otros")).toBe("/nosotros");
    expect(pagePathSpelling("/productos/cami%c3%b3n")).toBe("/productos/cami%C3%B3n");
    // A slash or a space stays escaped: decoding it would change the path.
    expect(pagePathSpelling("/a%2Fb%20c")).toBe("/a%2Fb%20c");
  });

  it("makes repeated slashes one, so that no spelling points at another host", () => {
    expect(pagePathSpelling("//evil.example")).toBe("/evil.example");
    expect(pagePathSpelling("///nosotros//")).toBe("/nosotros");
    expect(pagePathSpelling("//")).toBe("/");
  });
});
