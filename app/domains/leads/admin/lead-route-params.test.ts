import { describe, expect, it } from "vitest";
import { leadIdOf, rucOf } from "./lead-route-params";
import { pageOf } from "~/platform/admin-kit/page-param";

describe("the lead and company addresses", () => {
  it("reads a lead id of decimal digits only", () => {
    expect(leadIdOf("42")).toBe(42);
    expect(leadIdOf("007")).toBe(7);
    for (const bad of [undefined, "", "0", "-1", "+1", "1e3", "0x10", "4.0", " 4", "abc", "9".repeat(16)]) {
      expect(leadIdOf(bad), String(bad)).toBeUndefined();
    }
  });

  it("reads a RUC with a valid check digit", () => {
    expect(rucOf("20131312955")).toBe("20131312955");
    for (const bad of [
      undefined,
      "20131312954",
      "2013131295",
      "201313129550",
      "30131312955",
      "2013131295a",
    ]) {
      expect(rucOf(bad), String(bad)).toBeUndefined();
    }
  });

  it("reads a page number, the first for anything else", () => {
    expect(pageOf("3")).toBe(3);
    for (const other of [null, "", "0", "-2", "dos", "1.5"]) expect(pageOf(other), String(other)).toBe(1);
  });
});
