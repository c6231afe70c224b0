import { describe, expect, it } from "vitest";
import {
  canExtend,
  DATA_REQUEST_KINDS,
  DATA_REQUEST_TERMS,
  dataRequestDueAt,
  dataRequestReference,
  deadlineState,
  deadlineText,
} from "./data-rights";

/** An instant given as Lima wall-clock time ("2026-07-24 16:00"). */
const lima = (wallClock: string) => new Date(`${wallClock.replace(" ", "T")}:00-05:00`);
/** The instant as Lima wall-clock time, to the millisecond. */
const wall = (instant: Date) =>
  new Date(instant.getTime() - 5 * 3_600_000).toISOString().replace("T", " ").replace("Z", "");

describe("the answer terms", () => {
  it("gives information 8 business days without extension, access 20 (+20), the others 10 (+10)", () => {
    expect(DATA_REQUEST_TERMS.information).toEqual({ days: 8, extensionDays: 0 });
    expect(DATA_REQUEST_TERMS.access).toEqual({ days: 20, extensionDays: 20 });
    for (const kind of ["rectification", "cancellation", "opposition", "revocation"] as const) {
      expect(DATA_REQUEST_TERMS[kind]).toEqual({ days: 10, extensionDays: 10 });
    }
    expect(Object.keys(DATA_REQUEST_TERMS).sort()).toEqual([...DATA_REQUEST_KINDS].sort());
  });

  it("counts from the next day, skipping weekends and Holy Thursday and Friday (access, Friday 27 March 2026)", () => {
    // Mon 30, Tue 31, Wed 1 April; 2 and 3 April are holidays; then 6–10, 13–17, 20–24, 27 and 28 April.
    expect(wall(dataRequestDueAt(lima("2026-03-27 16:00"), "access"))).toBe("2026-04-28 23:59:59.999");
    // Extended once by an equal term: 20 more business days.
    expect(wall(dataRequestDueAt(lima("2026-03-27 16:00"), "access", true))).toBe("2026-05-27 23:59:59.999");
  });

  it("skips 23, 28 and 29 July and 6 August for a rectification filed on the evening of 22 July 2026", () => {
    expect(wall(dataRequestDueAt(lima("2026-07-22 20:00"), "rectification"))).toBe("2026-08-11 23:59:59.999");
  });

  it("reads a request sent at 23:30 Lima (04:30 UTC the next day) as arriving on its Lima date", () => {
    // Friday 4 December 2026 in Lima; 8 and 9 December are holidays.
    expect(wall(dataRequestDueAt(new Date("2026-12-05T04:30:00Z"), "information"))).toBe(
      "2026-12-18 23:59:59.999",
    );
  });
});

describe("the deadline clock", () => {
  // An access request of Friday 27 March 2026: due at the end of Tuesday 28 April.
  const dueAt = dataRequestDueAt(lima("2026-03-27 16:00"), "access");

  it("counts the business days left, 0 on the last day", () => {
    expect(deadlineState(dueAt, null, lima("2026-04-24 10:00"))).toEqual({
      state: "open",
      businessDaysLeft: 2,
    });
    expect(deadlineState(dueAt, null, lima("2026-04-28 23:00"))).toEqual({
      state: "open",
      businessDaysLeft: 0,
    });
    expect(deadlineText(deadlineState(dueAt, null, lima("2026-04-28 09:00")))).toBe("Vence hoy");
    expect(deadlineText({ state: "open", businessDaysLeft: 1 })).toBe("Queda 1 día hábil");
    expect(deadlineText({ state: "open", businessDaysLeft: 4 })).toBe("Quedan 4 días hábiles");
  });

  it("is overdue from the first instant after the deadline, counted in business days", () => {
    expect(deadlineState(dueAt, null, new Date(dueAt.getTime() + 1))).toEqual({
      state: "overdue",
      businessDaysLate: 1,
    });
    // 29 and 30 April count; Friday 1 May is a holiday and 2–3 May a weekend: two on Sunday, three on Monday.
    expect(deadlineState(dueAt, null, lima("2026-05-03 12:00"))).toEqual({
      state: "overdue",
      businessDaysLate: 2,
    });
    expect(deadlineText(deadlineState(dueAt, null, lima("2026-05-04 12:00")))).toBe(
      "Vencida hace 3 días hábiles",
    );
    expect(deadlineText({ state: "overdue", businessDaysLate: 0 })).toBe("Vencida");
  });

  it("stops at the answer, saying whether it came in time", () => {
    expect(deadlineState(dueAt, dueAt, lima("2026-06-01 10:00"))).toEqual({
      state: "answered",
      inTime: true,
    });
    const late = new Date(dueAt.getTime() + 1);
    expect(deadlineText(deadlineState(dueAt, late, lima("2026-06-01 10:00")))).toBe(
      "Respondida fuera de plazo",
    );
  });
});

describe("extensions", () => {
  const request = {
    kind: "access" as const,
    dueAt: lima("2026-04-28 23:59"),
    extendedAt: null,
    answeredAt: null,
  };

  it("are allowed once, before the term runs out, and never for information", () => {
    expect(canExtend(request, lima("2026-04-28 10:00"))).toBe(true);
    expect(canExtend(request, lima("2026-04-29 00:00"))).toBe(false);
    expect(canExtend({ ...request, extendedAt: lima("2026-04-10 10:00") }, lima("2026-04-20 10:00"))).toBe(
      false,
    );
    expect(canExtend({ ...request, answeredAt: lima("2026-04-10 10:00") }, lima("2026-04-20 10:00"))).toBe(
      false,
    );
    expect(canExtend({ ...request, kind: "information" }, lima("2026-04-20 10:00"))).toBe(false);
  });
});

describe("references", () => {
  it("are ARCO, the year and the zero-padded id", () => {
    expect(dataRequestReference(42, new Date("2026-11-24T15:00:00Z"))).toBe("ARCO-2026-000042");
  });
});
