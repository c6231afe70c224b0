import { describe, expect, it } from "vitest";
import { hasRucLength, isValidRuc, normalizeRuc } from "./ruc";

describe("RUC check (SPEC section 5)", () => {
  it.each(["20131312955", "10467793549", "20100070970", "20 131 312 955", "\t10467793549\n"])(
    "accepts %j",
    (ruc) => {
      expect(isValidRuc(ruc)).toBe(true);
    },
  );

  it.each([
    ["a wrong check digit", "20131312956"],
    ["a wrong check digit (other)", "10467793540"],
    ["prefix 30", "30131312955"],
    ["prefix 11", "11131312955"],
    ["10 digits", "2013131295"],
    ["12 digits", "201313129550"],
    ["letters", "2013131295A"],
    ["empty", ""],
  ])("rejects %s", (_, ruc) => {
    expect(isValidRuc(ruc)).toBe(false);
  });

  it("maps a computed 10 to 0 and 11 to 1", () => {
    // Brute-force one valid RUC per check-digit edge to prove both mappings are applied.
    const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
    const found = { ten: "", eleven: "" };
    for (let n = 0; n < 100_000 && (!found.ten || !found.eleven); n += 1) {
      const body = `20${String(n).padStart(8, "0")}`;
      const sum = weights.reduce((total, weight, index) => total + weight * Number(body[index]), 0);
      const raw = 11 - (sum % 11);
      if (raw === 10 && !found.ten) found.ten = `${body}0`;
      if (raw === 11 && !found.eleven) found.eleven = `${body}1`;
    }
    expect(isValidRuc(found.ten)).toBe(true);
    expect(isValidRuc(found.eleven)).toBe(true);
    expect(isValidRuc(`${found.ten.slice(0, 10)}1`)).toBe(false);
  });

  it("strips all white space and checks the length", () => {
    expect(normalizeRuc(" 20 13 ")).toBe("2013");
    expect(hasRucLength("20131312955")).toBe(true);
    expect(hasRucLength("2013131295")).toBe(false);
  });
});
