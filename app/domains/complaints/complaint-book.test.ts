import { describe, expect, it } from "vitest";
import {
  amountText,
  complaintClock,
  complaintDeadline,
  complaintNumber,
  limaYear,
  timeLeftText,
} from "./complaint-book";

describe("complaint sheet numbers", () => {
  it("are LR-, the Lima year and six digits", () => {
    expect(complaintNumber(2026, 1)).toBe("LR-2026-000001");
    expect(complaintNumber(2026, 123456)).toBe("LR-2026-123456");
  });

  it("take the year of the Lima date, not the UTC one", () => {
    expect(limaYear(new Date("2027-01-01T04:59:59.999Z"))).toBe(2026);
    expect(limaYear(new Date("2027-01-01T05:00:00.000Z"))).toBe(2027);
  });
});

describe("the answer deadline", () => {
  // Filed on Friday 24 July 2026 (Lima): 28 and 29 July (Fiestas Patrias) and 6 August (Junín) are
  // holidays. Business days after it: 27, 30, 31 July; 3, 4, 5, 7, 10, 11, 12, 13, 14, 17, 18, 19 August.
  const filedAt = new Date("2026-07-24T22:00:00Z");

  it("is the end of the 15th business day after the filing date, weekends and holidays skipped", () => {
    expect(complaintDeadline(filedAt)).toEqual(new Date("2026-08-20T04:59:59.999Z"));
  });

  it("moves by the pauses' business days, never more than five in total", () => {
    expect(complaintDeadline(filedAt, 1)).toEqual(new Date("2026-08-21T04:59:59.999Z"));
    expect(complaintDeadline(filedAt, 5)).toEqual(new Date("2026-08-27T04:59:59.999Z"));
    expect(complaintDeadline(filedAt, 9)).toEqual(complaintDeadline(filedAt, 5));
  });

  it("counts a sheet filed on a weekend from the next business day", () => {
    // Saturday 25 July and Friday 24 July give the same deadline: the filing day never counts.
    expect(complaintDeadline(new Date("2026-07-25T15:00:00Z"))).toEqual(complaintDeadline(filedAt));
  });

  it("says where the sheet stands at an instant", () => {
    const timing = { filedAt, pausedBusinessDays: 0, answeredAt: null };
    const lastDay = complaintClock(timing, new Date("2026-08-19T23:00:00Z"));
    expect(lastDay).toMatchObject({ state: "pending", businessDaysLeft: 0, pauseDaysAvailable: 5 });
    expect(timeLeftText(lastDay)).toBe("Vence hoy");
    const nextDay = complaintClock(timing, new Date("2026-08-20T05:00:00Z"));
    expect(nextDay).toMatchObject({ state: "overdue", pauseDaysAvailable: 0 });
    expect(timeLeftText(nextDay)).toBe("Vencida hace 1 día hábil");
    // The deadline was Wednesday 19 August: on Saturday 22 the sheet is two business days late
    // (Thursday and Friday), and still two on Sunday.
    for (const weekend of ["2026-08-22T15:00:00Z", "2026-08-23T15:00:00Z"]) {
      expect(timeLeftText(complaintClock(timing, new Date(weekend)))).toBe("Vencida hace 2 días hábiles");
    }
    const early = complaintClock(timing, new Date("2026-07-27T15:00:00Z"));
    expect(timeLeftText(early)).toBe("Quedan 14 días hábiles");
    const answered = complaintClock(
      { ...timing, answeredAt: new Date("2026-08-10T15:00:00Z") },
      new Date("2026-12-01"),
    );
    expect(answered.state).toBe("answered");
    expect(timeLeftText(answered)).toBe("Respondida en plazo");
    const late = complaintClock(
      { ...timing, answeredAt: new Date("2026-08-24T15:00:00Z") },
      new Date("2026-12-01"),
    );
    expect(late.state).toBe("answered-late");
    expect(timeLeftText(late)).toBe("Respondida con 3 días hábiles de retraso");
    expect(
      complaintClock({ ...timing, pausedBusinessDays: 3 }, new Date("2026-07-27T15:00:00Z"))
        .pauseDaysAvailable,
    ).toBe(2);
  });
});

it("writes an amount with its currency", () => {
  // Node's ICU for es-PE: the symbol, a no-break space, "," for thousands and "." for decimals.
  expect(amountText("1250.50", "PEN")).toBe("S/\u00a01,250.50");
  expect(amountText("99999999.99", "PEN")).toBe("S/\u00a099,999,999.99");
  expect(amountText("80", "USD")).toBe("USD\u00a080.00");
  expect(amountText("1234567.05", "USD")).toBe("USD\u00a01,234,567.05");
  expect(amountText(null, null)).toBeUndefined();
});
