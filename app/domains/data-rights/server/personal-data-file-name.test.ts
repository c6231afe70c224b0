import { describe, expect, it } from "vitest";
import { personalDataFileName } from "./personal-data-export.server";

describe("the file name of a personal-data export", () => {
  it("carries Lima's date, like the times inside the file", () => {
    // 00:04 UTC on 28 November is still 27 November, 19:04, in Lima.
    const lateEveningInLima = new Date("2026-11-28T00:04:00Z");
    expect(personalDataFileName("json", lateEveningInLima)).toBe("datos-personales-2026-11-27.json");
    expect(personalDataFileName("csv", lateEveningInLima)).toBe("datos-personales-2026-11-27.csv");
    expect(personalDataFileName("csv", new Date("2026-11-28T05:00:00Z"))).toBe(
      "datos-personales-2026-11-28.csv",
    );
  });
});
