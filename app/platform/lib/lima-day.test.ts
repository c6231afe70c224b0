import { describe, expect, it } from "vitest";
import {
  isCalendarDate,
  limaDateTime,
  limaDay,
  limaDayRange,
  limaDayText,
  limaMinuteOfDay,
  msUntilLimaMinute,
  previousLimaDay,
} from "./lima-day";

describe("Lima calendar days", () => {
  it("reads the Lima date, five hours behind UTC", () => {
    expect(limaDay(new Date("2026-11-24T04:59:59.999Z"))).toBe("2026-11-23");
    expect(limaDay(new Date("2026-11-24T05:00:00.000Z"))).toBe("2026-11-24");
  });

  it("gives a day's instants and the day before, across a month and a year", () => {
    expect(limaDayRange("2026-11-24")).toEqual({
      start: new Date("2026-11-24T05:00:00.000Z"),
      end: new Date("2026-11-25T05:00:00.000Z"),
    });
    expect(previousLimaDay("2026-12-01")).toBe("2026-11-30");
    expect(previousLimaDay("2027-01-01")).toBe("2026-12-31");
    expect(previousLimaDay("2028-03-01")).toBe("2028-02-29");
  });

  it("tells the time of day in Lima and writes the date as staff read it", () => {
    expect(limaMinuteOfDay(new Date("2026-11-24T14:00:00.000Z"))).toBe(9 * 60);
    expect(limaMinuteOfDay(new Date("2026-11-24T04:30:00.000Z"))).toBe(23 * 60 + 30);
    expect(limaDayText("2026-11-24")).toBe("24/11/2026");
  });

  it("counts the wait until the next 09:00 in Lima, today or tomorrow", () => {
    const nine = 9 * 60;
    // 08:59:30 Lima → 30 s.
    expect(msUntilLimaMinute(new Date("2026-11-24T13:59:30.000Z"), nine)).toBe(30_000);
    // 09:00:00 Lima → tomorrow's, 24 h later.
    expect(msUntilLimaMinute(new Date("2026-11-24T14:00:00.000Z"), nine)).toBe(86_400_000);
    // 23:30 Lima → 9 h 30 min.
    expect(msUntilLimaMinute(new Date("2026-11-25T04:30:00.000Z"), nine)).toBe(9.5 * 3_600_000);
  });

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

  it("writes an instant as Lima's date and time to the minute", () => {
    expect(limaDateTime("2026-11-23T04:59:59.999Z")).toBe("2026-11-22 23:59");
    expect(limaDateTime(new Date("2026-11-23T15:30:00Z"))).toBe("2026-11-23 10:30");
  });
});
