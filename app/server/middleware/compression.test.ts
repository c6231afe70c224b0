import { describe, expect, it } from "vitest";
import { negotiateEncoding } from "./compression";

describe("negotiateEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip;q=0.5", "gzip"],
    ["BR;Q=0.1", "br"],
    ["*", "br"],
    ["*, br;q=0", "gzip"],
    ["identity", "identity"],
    ["", "identity"],
    [undefined, "identity"],
  ])("%s → %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
