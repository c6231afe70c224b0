import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { PERU_HOLIDAYS } from "~/platform/content/peru-holidays";
import {
  addBusinessDays,
  addBusinessHours,
  businessDaysBetween,
  businessMillisecondsBetween,
  holidayOn,
  isBusinessDay,
  limaDate,
  type OfficeHours,
  overdueCutoff,
  parseOfficeHours,
} from "./business-hours";

const OFFICE: OfficeHours = { open: "09:00", close: "18:00" };
const HOUR = 3_600_000;

/** An instant given as Lima wall-clock time ("2026-07-24 16:00"), with the offset written out. */
function lima(wallClock: string): Date {
  return new Date(`${wallClock.replace(" ", "T")}:00-05:00`);
}

/** The instant as Lima wall-clock time, "YYYY-MM-DD HH:MM:SS.mmm", for readable failures. */
function wall(instant: Date): string {
  return new Date(instant.getTime() - 5 * HOUR).toISOString().replace("T", " ").replace("Z", "");
}

const businessHours = (from: Date, to: Date, office = OFFICE) =>
  businessMillisecondsBetween(from, to, office) / HOUR;

describe("parseOfficeHours", () => {
  it("reads HH:MM-HH:MM, with or without spaces and leading zeros", () => {
    expect(parseOfficeHours("09:00-18:00")).toEqual({ open: "09:00", close: "18:00" });
    expect(parseOfficeHours(" 8:30 - 17:45 ")).toEqual({ open: "08:30", close: "17:45" });
    expect(parseOfficeHours("00:00-23:59")).toEqual({ open: "00:00", close: "23:59" });
  });

  it("refuses a value that is not two times, saying what to write", () => {
    for (const bad of [
      "",
      "9-18",
      "09:00",
      "09:00–18:00",
      "09.00-18.00",
      "nine to six",
      "09:00-18:00-20:00",
    ]) {
      expect(() => parseOfficeHours(bad)).toThrow(
        `"${bad}" is not office hours: write the opening and closing time as HH:MM-HH:MM on the 24-hour clock, e.g. 09:00-18:00`,
      );
    }
  });

  it("refuses times of day that do not exist", () => {
    expect(() => parseOfficeHours("09:00-24:00")).toThrow(
      '"09:00-24:00": the closing time is not a time of day (00:00 to 23:59)',
    );
    expect(() => parseOfficeHours("09:60-18:00")).toThrow(
      '"09:60-18:00": the opening time is not a time of day (00:00 to 23:59)',
    );
  });

  it("refuses a closing time that is not after the opening time", () => {
    expect(() => parseOfficeHours("18:00-09:00")).toThrow(
      '"18:00-09:00": the closing time 09:00 must be after the opening time 18:00',
    );
    expect(() => parseOfficeHours("09:00-09:00")).toThrow("must be after the opening time 09:00");
  });

  it("guards the functions against a bad schedule object too", () => {
    expect(() => addBusinessHours(lima("2026-07-14 10:00"), 8, { open: "18:00", close: "09:00" })).toThrow(
      "the closing time 09:00 must be after the opening time 18:00",
    );
  });
});

describe("Lima calendar", () => {
  it("reads an instant's date in Lima (UTC−5), not in UTC or the machine's zone", () => {
    // 03:30 UTC on Saturday 25 July is still Friday 24 July, 22:30, in Lima.
    const lateFriday = new Date("2026-07-25T03:30:00Z");
    expect(limaDate(lateFriday)).toBe("2026-07-24");
    expect(isBusinessDay(lateFriday)).toBe(true);
    expect(limaDate(new Date("2026-07-25T04:59:59.999Z"))).toBe("2026-07-24");
    expect(limaDate(new Date("2026-07-25T05:00:00Z"))).toBe("2026-07-25");
    expect(isBusinessDay(new Date("2026-07-25T05:00:00Z"))).toBe(false);
  });

  it("business days: Monday to Friday except national holidays", () => {
    expect(isBusinessDay("2026-07-24")).toBe(true); // Friday
    expect(isBusinessDay("2026-07-25")).toBe(false); // Saturday
    expect(isBusinessDay("2026-07-26")).toBe(false); // Sunday
    expect(isBusinessDay("2026-07-27")).toBe(true); // Monday
    expect(isBusinessDay("2026-07-28")).toBe(false); // Tuesday, Fiestas Patrias
    expect(isBusinessDay("2026-07-29")).toBe(false); // Wednesday, Fiestas Patrias
    expect(isBusinessDay("2027-03-25")).toBe(false); // Jueves Santo
    expect(isBusinessDay("2027-03-26")).toBe(false); // Viernes Santo
    expect(holidayOn("2026-07-23")?.name).toBe("Día de la Fuerza Aérea del Perú");
    expect(holidayOn(lima("2026-12-09 23:59"))?.name).toBe("Batalla de Ayacucho");
    expect(holidayOn("2026-12-10")).toBeUndefined();
  });

  it("refuses a date that is not YYYY-MM-DD or does not exist", () => {
    expect(() => isBusinessDay("2026-02-30")).toThrow(
      '"2026-02-30" is not a calendar date written YYYY-MM-DD',
    );
    expect(() => isBusinessDay("24/07/2026")).toThrow(
      '"24/07/2026" is not a calendar date written YYYY-MM-DD',
    );
    expect(() => isBusinessDay(new Date("not a date"))).toThrow("Invalid Date");
  });

  describe("with the machine in another time zone", () => {
    const saved = process.env.TZ;
    afterEach(() => {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    });

    it("gives the same answers (Node reads TZ when it changes)", () => {
      const results = () => [
        limaDate(new Date("2026-07-25T03:30:00Z")),
        wall(addBusinessHours(lima("2026-07-24 16:00"), 12, OFFICE)),
        wall(overdueCutoff(lima("2026-07-27 10:00"), 8, OFFICE)),
        wall(addBusinessDays(lima("2026-07-20 23:30"), 15)),
      ];
      process.env.TZ = "UTC";
      const inUtc = results();
      // The local hour of 03:30 UTC in each zone shows that Node took the zone.
      const localHours = {
        "Pacific/Kiritimati": 17,
        "America/Lima": 22,
        "Pacific/Pago_Pago": 16,
        "Asia/Kathmandu": 9,
      };
      for (const [zone, localHour] of Object.entries(localHours)) {
        process.env.TZ = zone;
        expect(new Date("2026-07-25T03:30:00Z").getHours(), zone).toBe(localHour);
        expect(results(), zone).toEqual(inUtc);
      }
      expect(inUtc).toEqual([
        "2026-07-24",
        "2026-07-30 10:00:00.000",
        "2026-07-24 11:00:00.000",
        "2026-08-14 23:59:59.999",
      ]);
    });
  });
});

describe("business hours between two instants", () => {
  it("counts only office hours of business days", () => {
    expect(businessHours(lima("2026-07-14 10:00"), lima("2026-07-14 12:30"))).toBe(2.5);
    expect(businessHours(lima("2026-07-14 07:00"), lima("2026-07-14 20:00"))).toBe(9);
    expect(businessHours(lima("2026-07-14 19:00"), lima("2026-07-15 08:59"))).toBe(0);
    expect(businessHours(lima("2026-07-14 12:00"), lima("2026-07-14 10:00"))).toBe(0);
  });

  it("across a weekend: Friday 17:00 to Monday 10:00 is two hours", () => {
    expect(businessHours(lima("2026-07-17 17:00"), lima("2026-07-20 09:00"))).toBe(1);
    expect(businessHours(lima("2026-07-17 17:00"), lima("2026-07-20 10:00"))).toBe(2);
  });

  it("across Fiestas Patrias: Friday 24 July 16:00 to Thursday 30 July 09:00 is eleven hours", () => {
    // Friday 2 h, weekend, Monday 27 9 h, Tuesday 28 and Wednesday 29 holidays.
    expect(businessHours(lima("2026-07-24 16:00"), lima("2026-07-30 09:00"))).toBe(11);
  });

  it("with other office hours", () => {
    const office = parseOfficeHours("08:30-13:00");
    expect(businessHours(lima("2026-07-17 12:00"), lima("2026-07-20 09:30"), office)).toBe(2);
  });
});

describe("addBusinessHours (the first-response deadline)", () => {
  const deadline = (created: string, hours = 8, office = OFFICE) =>
    wall(addBusinessHours(lima(created), hours, office));

  it("within one day, and to the closing minute", () => {
    expect(deadline("2026-07-14 09:00")).toBe("2026-07-14 17:00:00.000");
    expect(deadline("2026-07-14 10:00", 8)).toBe("2026-07-14 18:00:00.000");
  });

  it("across a weekend: Friday 17:00 is due Monday 16:00", () => {
    expect(deadline("2026-07-17 17:00")).toBe("2026-07-20 16:00:00.000");
  });

  it("before opening and after closing", () => {
    expect(deadline("2026-07-14 07:30")).toBe("2026-07-14 17:00:00.000");
    expect(deadline("2026-07-14 19:45")).toBe("2026-07-15 17:00:00.000");
    expect(deadline("2026-07-14 18:00")).toBe("2026-07-15 17:00:00.000");
  });

  it("a lead created on a Sunday or on a holiday waits for the next business day", () => {
    expect(deadline("2026-07-19 11:00")).toBe("2026-07-20 17:00:00.000");
    expect(deadline("2026-07-28 10:00")).toBe("2026-07-30 17:00:00.000");
  });

  it("across holidays and a weekend: Friday 24 July 2026, 16:00", () => {
    expect(deadline("2026-07-24 16:00", 8)).toBe("2026-07-27 15:00:00.000");
    // Friday 2 h, Monday 9 h, Fiestas Patrias on Tuesday and Wednesday, then Thursday 1 h.
    expect(deadline("2026-07-24 16:00", 12)).toBe("2026-07-30 10:00:00.000");
    // Thursday 23 July is the Día de la Fuerza Aérea.
    expect(deadline("2026-07-22 17:00", 8)).toBe("2026-07-24 16:00:00.000");
  });

  it("across Jueves and Viernes Santo 2027", () => {
    // Wednesday 24 March 14:00: 4 h that day, Thursday and Friday holidays, the weekend, 4 h on Monday.
    expect(deadline("2027-03-24 14:00", 8)).toBe("2027-03-29 13:00:00.000");
  });

  it("a lead late at night in Lima is already the next day in UTC, not yet in Lima", () => {
    // Monday 20 July 23:00 in Lima is Tuesday 04:00 UTC: the clock starts on Tuesday at 09:00 Lima.
    const created = new Date("2026-07-21T04:00:00Z");
    expect(addBusinessHours(created, 8, OFFICE).toISOString()).toBe("2026-07-21T22:00:00.000Z");
    // Friday 24 July 19:30 in Lima (Saturday 00:30 UTC): next opening is Monday.
    expect(addBusinessHours(new Date("2026-07-25T00:30:00Z"), 1, OFFICE).toISOString()).toBe(
      "2026-07-27T15:00:00.000Z",
    );
  });

  it("refuses a duration that is not positive", () => {
    expect(() => addBusinessHours(lima("2026-07-14 10:00"), 0, OFFICE)).toThrow(
      "Business hours must be a positive number, got 0",
    );
    expect(() => addBusinessHours(lima("2026-07-14 10:00"), Number.NaN, OFFICE)).toThrow(
      "Business hours must be a positive number, got NaN",
    );
  });
});

describe("overdueCutoff", () => {
  const cutoff = (now: string, hours = 8, office = OFFICE) => wall(overdueCutoff(lima(now), hours, office));

  it("walks back through office hours from now", () => {
    // Monday 10:00: 1 h on Monday, 7 h back from Friday's closing.
    expect(cutoff("2026-07-20 10:00")).toBe("2026-07-17 11:00:00.000");
    // On a Sunday the whole count lies in the past week.
    expect(cutoff("2026-07-19 12:00")).toBe("2026-07-17 10:00:00.000");
    // Thursday 30 July 10:00, 12 h: back over Fiestas Patrias to Friday 24 July 16:00.
    expect(cutoff("2026-07-30 10:00", 12)).toBe("2026-07-24 16:00:00.000");
  });

  it("is the opening time when the count ends exactly there: the evening before is just as overdue", () => {
    const now = lima("2026-07-14 14:00");
    const at = overdueCutoff(now, 5, OFFICE);
    expect(wall(at)).toBe("2026-07-14 09:00:00.000");
    expect(businessMillisecondsBetween(lima("2026-07-13 20:00"), now, OFFICE)).toBe(5 * HOUR);
    expect(businessMillisecondsBetween(new Date(at.getTime() + 1), now, OFFICE)).toBe(5 * HOUR - 1);
  });

  it("matches the deadline: a lead is overdue from its deadline on", () => {
    const created = lima("2026-07-24 16:00");
    const due = addBusinessHours(created, 8, OFFICE);
    expect(overdueCutoff(due, 8, OFFICE).getTime()).toBeGreaterThanOrEqual(created.getTime());
    expect(overdueCutoff(new Date(due.getTime() - 1), 8, OFFICE).getTime()).toBeLessThan(created.getTime());
  });
});

describe("business days (the complaints book)", () => {
  it("15 business days over Fiestas Patrias and the Batalla de Junín", () => {
    // Filed Monday 20 July 2026. Skipped: 23 July (Fuerza Aérea), 28 and 29 July (Fiestas Patrias),
    // 6 August (Junín) and the weekends. The 15th business day is Friday 14 August.
    const filed = lima("2026-07-20 15:00");
    const deadline = addBusinessDays(filed, 15);
    expect(wall(deadline)).toBe("2026-08-14 23:59:59.999");
    expect(deadline.toISOString()).toBe("2026-08-15T04:59:59.999Z");
    expect(businessDaysBetween(filed, deadline)).toBe(15);
    expect(businessDaysBetween("2026-07-20", "2026-08-14")).toBe(15);
  });

  it("the filing day never counts, and it is the Lima date that counts", () => {
    // 23:30 on Monday in Lima is already Tuesday in UTC: still filed on Monday.
    expect(wall(addBusinessDays(new Date("2026-07-21T04:30:00Z"), 15))).toBe("2026-08-14 23:59:59.999");
    // Filed on a Sunday or a holiday: counting starts on the next business day.
    expect(wall(addBusinessDays(lima("2026-07-19 10:00"), 1))).toBe("2026-07-20 23:59:59.999");
    expect(wall(addBusinessDays(lima("2026-07-28 10:00"), 1))).toBe("2026-07-30 23:59:59.999");
  });

  it("a 5-business-day pause over Jueves and Viernes Santo 2027", () => {
    // From Tuesday 23 March: Wednesday 24 (1), Thursday 25 and Friday 26 holidays, the weekend,
    // Monday 29 (2), Tuesday 30 (3), Wednesday 31 (4), Thursday 1 April (5).
    expect(wall(addBusinessDays(lima("2027-03-23 11:00"), 5))).toBe("2027-04-01 23:59:59.999");
  });

  it("counts business days between dates, negative backwards", () => {
    expect(businessDaysBetween("2026-07-24", "2026-07-24")).toBe(0);
    expect(businessDaysBetween("2026-07-24", "2026-07-31")).toBe(3); // Mon 27, Thu 30, Fri 31
    expect(businessDaysBetween("2026-07-31", "2026-07-24")).toBe(-3);
    expect(businessDaysBetween("2026-07-25", "2026-07-26")).toBe(0);
  });

  it("refuses a number of days that is not a positive whole number", () => {
    expect(() => addBusinessDays(lima("2026-07-20 15:00"), 0)).toThrow(
      "Business days to add must be a positive whole number, got 0",
    );
    expect(() => addBusinessDays(lima("2026-07-20 15:00"), 1.5)).toThrow("got 1.5");
  });
});

// Property tests over 2024–2030 (the years of the holiday file), with random office hours.

const FROM = Date.parse("2024-01-01T05:00:00Z");
const UNTIL = Date.parse("2031-01-01T05:00:00Z");

/** Instants: any millisecond, or whole minutes and hours, which land on opening and closing times. */
const instant = fc.oneof(
  fc.integer({ min: FROM, max: UNTIL }),
  fc.integer({ min: FROM / 60_000, max: UNTIL / 60_000 }).map((minute) => minute * 60_000),
  fc.integer({ min: FROM / HOUR, max: UNTIL / HOUR }).map((hour) => hour * HOUR),
);

/** Office hours: the default, whole hours (which whole-hour instants hit), or any minutes. */
const officeHours = fc
  .oneof(
    fc.constant([9 * 60, 18 * 60] as const),
    fc
      .tuple(fc.integer({ min: 0, max: 22 }), fc.integer({ min: 1, max: 23 }))
      .map(([open, length]) => [open * 60, Math.min(23, open + length) * 60] as const),
    fc
      .tuple(fc.integer({ min: 0, max: 1438 }), fc.integer({ min: 1, max: 1439 }))
      .map(([open, length]) => [open, Math.min(1439, open + length)] as const),
  )
  .map(([open, close]): OfficeHours => ({ open: hhmm(open), close: hhmm(close) }));

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** A creation instant within two months before now (or a little after it). */
const createdAndNow = fc
  .tuple(instant, fc.integer({ min: -3 * 24 * HOUR, max: 60 * 24 * HOUR }))
  .map(([now, age]) => ({ now: new Date(now), created: new Date(now - age) }));

describe("properties", () => {
  it("created <= overdueCutoff(now) exactly when the business time since created reaches the threshold", () => {
    fc.assert(
      fc.property(
        createdAndNow,
        fc.integer({ min: 1, max: 200 }),
        officeHours,
        ({ created, now }, hours, office) => {
          const cutoff = overdueCutoff(now, hours, office);
          const elapsed = businessMillisecondsBetween(created, now, office);
          expect(created.getTime() <= cutoff.getTime()).toBe(elapsed >= hours * HOUR);
          // The cutoff itself qualifies and is the latest instant that does.
          expect(businessMillisecondsBetween(cutoff, now, office)).toBe(hours * HOUR);
          expect(businessMillisecondsBetween(new Date(cutoff.getTime() + 1), now, office)).toBe(
            hours * HOUR - 1,
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("addBusinessHours is the earliest instant with that much business time", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 200 }), officeHours, (start, hours, office) => {
        const due = addBusinessHours(new Date(start), hours, office);
        expect(businessMillisecondsBetween(new Date(start), due, office)).toBe(hours * HOUR);
        expect(businessMillisecondsBetween(new Date(start), new Date(due.getTime() - 1), office)).toBe(
          hours * HOUR - 1,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it("business time adds up over consecutive intervals", () => {
    fc.assert(
      fc.property(instant, instant, instant, officeHours, (a, b, c, office) => {
        const [x, y, z] = [a, b, c].sort((p, q) => p - q).map((ms) => new Date(ms)) as [Date, Date, Date];
        expect(businessMillisecondsBetween(x, z, office)).toBe(
          businessMillisecondsBetween(x, y, office) + businessMillisecondsBetween(y, z, office),
        );
      }),
      { numRuns: 300 },
    );
  });

  it("business time agrees with a minute-by-minute count of Lima wall clock", () => {
    const holidays = new Set(Object.values(PERU_HOLIDAYS).flatMap((year) => year.map((h) => h.date)));
    const bruteForceMinutes = (from: number, to: number, office: OfficeHours) => {
      const [open, close] = [office.open, office.close].map(
        (t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3)),
      );
      let minutes = 0;
      for (let ms = from; ms < to; ms += 60_000) {
        const wallClock = new Date(ms - 5 * HOUR);
        const minuteOfDay = wallClock.getUTCHours() * 60 + wallClock.getUTCMinutes();
        const weekday = wallClock.getUTCDay();
        const holiday = holidays.has(wallClock.toISOString().slice(0, 10));
        if (weekday >= 1 && weekday <= 5 && !holiday && minuteOfDay >= open! && minuteOfDay < close!)
          minutes++;
      }
      return minutes;
    };
    const minuteStart = fc.integer({ min: FROM / 60_000, max: UNTIL / 60_000 - 20_000 });
    fc.assert(
      fc.property(
        minuteStart,
        fc.integer({ min: 0, max: 8 * 24 * 60 }),
        officeHours,
        (start, length, office) => {
          const [from, to] = [start * 60_000, (start + length) * 60_000];
          expect(businessMillisecondsBetween(new Date(from), new Date(to), office)).toBe(
            bruteForceMinutes(from, to, office) * 60_000,
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it("addBusinessDays ends on a business day, n business days after the filing date", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 40 }), (filed, days) => {
        const deadline = addBusinessDays(new Date(filed), days);
        expect(isBusinessDay(deadline)).toBe(true);
        expect(businessDaysBetween(new Date(filed), deadline)).toBe(days);
        expect(limaDate(new Date(deadline.getTime() + 1))).not.toBe(limaDate(deadline));
        expect(businessDaysBetween(new Date(filed), new Date(deadline.getTime() - 24 * HOUR))).toBe(days - 1);
      }),
      { numRuns: 1000 },
    );
  });
});
