// Personal-data rights requests (derechos ARCO) under Ley 29733 and its regulation, DS 016-2024-JUS:
// the kinds a person may file, their Spanish names, the legal answer terms in Peruvian business days,
// and the deadline clock. Pure: the public form, the models and the back office share it.
// The legal reading behind the terms: docs/decisions/037-data-rights-and-retention.md.
import { addBusinessDays, businessDaysBetween } from "~/platform/lib/business-hours";
import type { DataRequestKind } from "./data-request-kinds";

export * from "./data-request-kinds";

/**
 * The answer term of each right, in business days counted from the day after the request arrives,
 * and the one extension the regulation allows (an equal term, justified to the person before the
 * first one runs out; none for "información"). Revocation is answered on the cancellation and
 * opposition term, the shorter one that fits it. See decision 037 for the articles.
 */
export const DATA_REQUEST_TERMS: Record<DataRequestKind, { days: number; extensionDays: number }> = {
  information: { days: 8, extensionDays: 0 },
  access: { days: 20, extensionDays: 20 },
  rectification: { days: 10, extensionDays: 10 },
  cancellation: { days: 10, extensionDays: 10 },
  opposition: { days: 10, extensionDays: 10 },
  revocation: { days: 10, extensionDays: 10 },
};

/** What a request's history records. */
export const DATA_REQUEST_EVENT_KINDS = ["received", "verified", "extended", "answered", "closed"] as const;
export type DataRequestEventKind = (typeof DATA_REQUEST_EVENT_KINDS)[number];

export const DATA_REQUEST_EVENT_LABELS: Record<DataRequestEventKind, string> = {
  received: "Solicitud recibida",
  verified: "Identidad verificada",
  extended: "Plazo ampliado",
  answered: "Respuesta enviada",
  closed: "Solicitud cerrada",
};

/** A request's reference, e.g. ARCO-2026-000123 (its id, zero-padded, and the year it arrived, UTC). */
export function dataRequestReference(id: number, receivedAt: Date): string {
  return `ARCO-${receivedAt.getUTCFullYear()}-${String(id).padStart(6, "0")}`;
}

/**
 * The legal deadline of a request received at `receivedAt`: the end (23:59:59.999, Lima) of the last
 * business day of its term, counted from the day after it arrived (Peruvian holidays and weekends
 * skipped); with the extension, the term plus its equal extension.
 */
export function dataRequestDueAt(receivedAt: Date, kind: DataRequestKind, extended = false): Date {
  const term = DATA_REQUEST_TERMS[kind];
  return addBusinessDays(receivedAt, term.days + (extended ? term.extensionDays : 0));
}

/** Whether the request's term may still be extended at `now`: its kind allows it, once, before it runs out. */
export function canExtend(
  request: { kind: DataRequestKind; dueAt: Date; extendedAt: Date | null; answeredAt: Date | null },
  now: Date,
): boolean {
  return (
    DATA_REQUEST_TERMS[request.kind].extensionDays > 0 &&
    request.extendedAt === null &&
    request.answeredAt === null &&
    now.getTime() <= request.dueAt.getTime()
  );
}

/** Where a request stands against its deadline. */
export type DeadlineState =
  | { state: "open"; businessDaysLeft: number }
  | { state: "overdue"; businessDaysLate: number }
  | { state: "answered"; inTime: boolean };

/**
 * The deadline clock: an answered request says whether the answer came in time (answeredAt ≤ dueAt);
 * an open one counts the business days left until its deadline (0 on its last day), or, past it, the
 * business days since (0 when only a weekend or a holiday has passed since).
 */
export function deadlineState(dueAt: Date, answeredAt: Date | null, now: Date): DeadlineState {
  if (answeredAt) return { state: "answered", inTime: answeredAt.getTime() <= dueAt.getTime() };
  if (now.getTime() <= dueAt.getTime())
    return { state: "open", businessDaysLeft: businessDaysBetween(now, dueAt) };
  return { state: "overdue", businessDaysLate: businessDaysBetween(dueAt, now) };
}

/** The clock in the words staff read: "Vence hoy", "Quedan 3 días hábiles", "Vencida hace 2 días hábiles"… */
export function deadlineText(state: DeadlineState): string {
  const days = (count: number) => (count === 1 ? "1 día hábil" : `${count} días hábiles`);
  switch (state.state) {
    case "open":
      if (state.businessDaysLeft === 0) return "Vence hoy";
      return state.businessDaysLeft === 1 ? "Queda 1 día hábil" : `Quedan ${days(state.businessDaysLeft)}`;
    case "overdue":
      return state.businessDaysLate === 0 ? "Vencida" : `Vencida hace ${days(state.businessDaysLate)}`;
    case "answered":
      return state.inTime ? "Respondida en plazo" : "Respondida fuera de plazo";
  }
}

export type DataRequestStatus = "received" | "verified" | "answered" | "closed";

export const DATA_REQUEST_STATUS_LABELS: Record<DataRequestStatus, string> = {
  received: "Recibida",
  verified: "Identidad verificada",
  answered: "Respondida",
  closed: "Cerrada",
};

/** Where a request is in its handling, from the times of its steps. */
export function dataRequestStatus(request: {
  verifiedAt: string | null;
  answeredAt: string | null;
  closedAt: string | null;
}): DataRequestStatus {
  if (request.closedAt) return "closed";
  if (request.answeredAt) return "answered";
  return request.verifiedAt ? "verified" : "received";
}

/** How urgent the clock looks: overdue, due within two business days, open, answered in time or late. */
export type DeadlineTone = "overdue" | "soon" | "open" | "in-time" | "late";

export function deadlineTone(state: DeadlineState): DeadlineTone {
  if (state.state === "overdue") return "overdue";
  if (state.state === "answered") return state.inTime ? "in-time" : "late";
  return state.businessDaysLeft <= 2 ? "soon" : "open";
}
