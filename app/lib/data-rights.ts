// Personal-data rights requests (derechos ARCO) under Ley 29733 and its regulation, DS 016-2024-JUS:
// the kinds a person may file, their Spanish names, the legal answer terms in Peruvian business days,
// and the deadline clock. Pure: the public form, the models and the back office share it.
// The legal reading behind the terms: docs/decisions/037-data-rights-and-retention.md.
import { addBusinessDays, businessDaysBetween } from "./business-hours";

export const DATA_REQUEST_KINDS = [
  "access",
  "rectification",
  "cancellation",
  "opposition",
  "information",
  "revocation",
] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/** The name of each right, as the form and the back office show it. */
export const DATA_REQUEST_KIND_LABELS: Record<DataRequestKind, string> = {
  access: "Acceso",
  rectification: "Rectificación",
  cancellation: "Cancelación",
  opposition: "Oposición",
  information: "Información",
  revocation: "Revocación del consentimiento",
};

/** What each right lets the person ask for, in the form's words. */
export const DATA_REQUEST_KIND_HINTS: Record<DataRequestKind, string> = {
  access: "Conocer qué datos personales suyos tenemos, de dónde los obtuvimos y para qué los usamos.",
  rectification: "Corregir o completar datos suyos que sean inexactos, incompletos o estén desactualizados.",
  cancellation:
    "Que suprimamos sus datos cuando ya no sean necesarios para la finalidad con que se recogieron.",
  opposition: "Que dejemos de tratar sus datos para una finalidad determinada, por un motivo legítimo.",
  information:
    "Saber la finalidad del tratamiento, quiénes reciben sus datos, cuánto tiempo los conservamos y cómo ejercer sus derechos.",
  revocation: "Retirar el consentimiento que nos dio, por ejemplo, para recibir comunicaciones comerciales.",
};

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

export const DOCUMENT_TYPES = ["dni", "ce", "passport", "other"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  dni: "DNI",
  ce: "Carné de extranjería",
  passport: "Pasaporte",
  other: "Otro documento",
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
