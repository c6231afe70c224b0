import { describe, expect, it } from "vitest";
import { PERU_HOLIDAYS } from "./peru-holidays";

/** The holidays with a fixed date, as article 6 of D. Leg. 713 lists them today (month-day, name). */
const FIXED_HOLIDAYS: readonly (readonly [string, string])[] = [
  ["01-01", "Año Nuevo"],
  ["05-01", "Día del Trabajo"],
  ["06-07", "Batalla de Arica y Día de la Bandera"],
  ["06-29", "San Pedro y San Pablo"],
  ["07-23", "Día de la Fuerza Aérea del Perú"],
  ["07-28", "Fiestas Patrias"],
  ["07-29", "Fiestas Patrias"],
  ["08-06", "Batalla de Junín"],
  ["08-30", "Santa Rosa de Lima"],
  ["10-08", "Combate de Angamos"],
  ["11-01", "Todos los Santos"],
  ["12-08", "Inmaculada Concepción"],
  ["12-09", "Batalla de Ayacucho"],
  ["12-25", "Navidad del Señor"],
];

/** Easter Sunday of the Gregorian calendar (anonymous Gregorian algorithm: Gauss, Meeus/Jones/Butcher). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(Date.UTC(year, month - 1, day));
}

function isoDate(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

function daysBefore(date: string, days: number): string {
  return isoDate(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000);
}

const years = Object.keys(PERU_HOLIDAYS).map(Number);

describe("Peru's national holidays", () => {
  it("the Gauss/Meeus Easter of the test is right on known years", () => {
    // Published Easter Sundays, independent of the algorithm.
    expect(easterSunday(2019)).toBe("2019-04-21");
    expect(easterSunday(2024)).toBe("2024-03-31");
    expect(easterSunday(2025)).toBe("2025-04-20");
    expect(easterSunday(2038)).toBe("2038-04-25");
  });

  it("covers 2024 to 2030 without gaps", () => {
    expect(years[0]).toBe(2024);
    expect(years).toEqual(Array.from({ length: years.length }, (_, index) => 2024 + index));
    expect(years.at(-1)).toBeGreaterThanOrEqual(2030);
  });

  it.each(years)("%i: Jueves and Viernes Santo are the Thursday and Friday before Easter", (year) => {
    const holidays = PERU_HOLIDAYS[year]!;
    const easter = easterSunday(year);
    expect(holidays.filter((holiday) => holiday.name === "Jueves Santo").map((h) => h.date)).toEqual([
      daysBefore(easter, 3),
    ]);
    expect(holidays.filter((holiday) => holiday.name === "Viernes Santo").map((h) => h.date)).toEqual([
      daysBefore(easter, 2),
    ]);
    expect(new Date(`${daysBefore(easter, 3)}T12:00:00Z`).getUTCDay()).toBe(4);
  });

  it.each(years)("%i: every fixed-date holiday, and nothing else but one-off holidays", (year) => {
    const yearly = PERU_HOLIDAYS[year]!.filter(
      (holiday) => !holiday.oneOff && !["Jueves Santo", "Viernes Santo"].includes(holiday.name),
    );
    expect(yearly.map((holiday) => [holiday.date.slice(5), holiday.name])).toEqual(FIXED_HOLIDAYS);
    expect(yearly.every((holiday) => holiday.date.startsWith(`${year}-`))).toBe(true);
  });

  it.each(years)("%i: real dates of that year, in order, none twice", (year) => {
    const dates = PERU_HOLIDAYS[year]!.map((holiday) => holiday.date);
    for (const date of dates) {
      expect(date).toMatch(new RegExp(`^${year}-\\d{2}-\\d{2}$`));
      expect(isoDate(Date.parse(`${date}T00:00:00Z`))).toBe(date);
    }
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
  });

  // A reminder with a date on it: when this fails, add next year to app/platform/content/peru-holidays.ts
  // (see its header). Until then the clock counts next year's holidays as working days.
  it("covers this year and the next", () => {
    const thisYear = new Date().getUTCFullYear();
    expect(years, "add next year's holidays to app/platform/content/peru-holidays.ts").toContain(
      thisYear + 1,
    );
    expect(years).toContain(thisYear);
  });
});
