import { describe, expect, it } from "vitest";
import { isCalendarDate, limaDateTime, limaDayEnd, limaDayStart } from "./lima-day";

describe("Lima days", () => {
  it.each([
    ["2026-11-23", true],
    ["2024-02-29", true],
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["2026-1-05", false],
    ["26-01-05", false],
    ["2026-01-05T00:00", false],
  ])("tells whether %j is a calendar date", (text, expected) => {
    expect(isCalendarDate(text)).toBe(expected);
  });

  it("begins and ends a day at Lima's midnight (UTC−5, all year)", () => {
    expect(limaDayStart("2026-11-23").toISOString()).toBe("2026-11-23T05:00:00.000Z");
    expect(limaDayEnd("2026-11-23").toISOString()).toBe("2026-11-24T05:00:00.000Z");
    expect(limaDayStart("2026-07-01").toISOString()).toBe("2026-07-01T05:00:00.000Z");
    expect(limaDayEnd("2026-12-31").toISOString()).toBe("2027-01-01T05:00:00.000Z");
    expect(() => limaDayStart("2026-02-30")).toThrow(RangeError);
  });

  it("writes an instant as Lima's date and time to the minute", () => {
    expect(limaDateTime("2026-11-23T04:59:59.999Z")).toBe("2026-11-22 23:59");
    expect(limaDateTime(new Date("2026-11-23T15:30:00Z"))).toBe("2026-11-23 10:30");
  });
});
