import { describe, expect, it } from "vitest";
import { MAX_RECORD_ID, recordIdOf } from "./record-id";

describe("recordIdOf", () => {
  it("reads plain positive ids up to PostgreSQL's integer", () => {
    expect(recordIdOf("1")).toBe(1);
    expect(recordIdOf("0042")).toBe(42);
    expect(recordIdOf(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
  });

  it.each([
    "",
    "0",
    "-1",
    "1e3",
    "0x10",
    "1.5",
    " 1",
    "2147483648",
    "999999999999999",
    "abc",
    undefined,
    null,
  ])("refuses %s", (text) => {
    expect(recordIdOf(text)).toBeUndefined();
  });
});
