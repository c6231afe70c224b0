import { describe, expect, it } from "vitest";
import { leadAgeText } from "./lead-age";

describe("leadAgeText", () => {
  it.each([
    [0, "recién llegada"],
    [5, "hace 5 min"],
    [59, "hace 59 min"],
    [60, "hace 1 h"],
    [23 * 60 + 59, "hace 23 h"],
    [24 * 60, "hace 1 día"],
    [3 * 24 * 60 + 5, "hace 3 días"],
  ])("%i minutes → %s", (minutes, text) => {
    expect(leadAgeText(minutes)).toBe(text);
  });
});
