// The Libro de Reclamaciones' rules that are not data access: the sheet numbers, the names staff and
// consumers read, and the answer deadline (15 business days, extended by a settlement pause of at
// most 5 business days in total) on the business-days clock of app/platform/lib/business-hours.ts, the same
// Peruvian holidays as the leads inbox. Pure (docs/decisions/036-libro-de-reclamaciones.md).
import { addBusinessDays, businessDaysBetween, limaDate } from "~/platform/lib/business-hours";

/** Business days the supplier has to answer (Ley 29571 art. 24 and the regulation, as amended in 2022). */
export const COMPLAINT_ANSWER_BUSINESS_DAYS = 15;
/** The most business days the deadline may be extended, in total, while a settlement offer is considered. */
export const COMPLAINT_MAX_PAUSE_BUSINESS_DAYS = 5;

export const COMPLAINT_KINDS = ["reclamo", "queja"] as const;
export type ComplaintKind = (typeof COMPLAINT_KINDS)[number];
export const COMPLAINT_KIND_LABELS: Record<ComplaintKind, string> = { reclamo: "Reclamo", queja: "Queja" };

export const DOCUMENT_TYPES = ["DNI", "CE", "PASAPORTE", "RUC", "OTRO"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  DNI: "DNI",
  CE: "Carné de extranjería",
  PASAPORTE: "Pasaporte",
  RUC: "RUC",
  OTRO: "Otro documento",
};

export const GOOD_TYPES = ["producto", "servicio"] as const;
export type GoodType = (typeof GOOD_TYPES)[number];
export const GOOD_TYPE_LABELS: Record<GoodType, string> = { producto: "Producto", servicio: "Servicio" };

export const CURRENCIES = ["PEN", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_SYMBOLS: Record<Currency, string> = { PEN: "S/", USD: "US$" };
export const CURRENCY_LABELS: Record<Currency, string> = { PEN: "Soles (S/)", USD: "Dólares (US$)" };

/** "LR-2026-000001": the Lima year of filing and the sheet's place in that year. */
export function complaintNumber(year: number, sequence: number): string {
  return `LR-${year}-${String(sequence).padStart(6, "0")}`;
}

/** The Lima calendar year of an instant (a sheet filed at 23:30 in Lima on 31 December belongs to that year). */
export function limaYear(instant: Date): number {
  return Number(limaDate(instant).slice(0, 4));
}

const AMOUNT_FORMATS: Record<Currency, Intl.NumberFormat> = {
  PEN: new Intl.NumberFormat("es-PE", { style: "currency", currency: "PEN" }),
  USD: new Intl.NumberFormat("es-PE", { style: "currency", currency: "USD" }),
};

/**
 * An amount as Peru writes it (es-PE): "S/ 1,250.50", "USD 80.00" (a no-break space after the symbol),
 * or undefined when no amount was claimed. The stored decimal string is formatted exactly, not as a float.
 */
export function amountText(amount: string | null, currency: Currency | null): string | undefined {
  return amount === null
    ? undefined
    : AMOUNT_FORMATS[currency ?? "PEN"].format(amount as Intl.StringNumericLiteral);
}

/**
 * The answer deadline: the end (Lima) of the 15th business day after the filing date, plus the
 * business days of settlement pauses (at most 5 in total; a larger figure is capped).
 */
export function complaintDeadline(filedAt: Date, pausedBusinessDays = 0): Date {
  const pause = Math.min(Math.max(0, Math.trunc(pausedBusinessDays)), COMPLAINT_MAX_PAUSE_BUSINESS_DAYS);
  return addBusinessDays(filedAt, COMPLAINT_ANSWER_BUSINESS_DAYS + pause);
}

/** The back office list's views: every sheet, the ones waiting (overdue included), the overdue, the answered. */
export const COMPLAINT_LIST_VIEWS = ["todas", "pendientes", "vencidas", "respondidas"] as const;
export type ComplaintListView = (typeof COMPLAINT_LIST_VIEWS)[number];

/** Where a sheet stands: waiting in time, waiting past its deadline, answered in time, answered late. */
export type ComplaintState = "pending" | "overdue" | "answered" | "answered-late";

export const COMPLAINT_STATE_LABELS: Record<ComplaintState, string> = {
  pending: "Pendiente",
  overdue: "Vencida",
  answered: "Respondida",
  "answered-late": "Respondida fuera de plazo",
};

export interface ComplaintTiming {
  filedAt: Date;
  /** Business days of settlement pauses recorded so far. */
  pausedBusinessDays: number;
  answeredAt: Date | null;
}

export interface ComplaintClock {
  deadline: Date;
  state: ComplaintState;
  /**
   * Business days from today (Lima) to the deadline's day: 0 on the last day, negative once it has
   * passed (how many business days late); for an answered sheet, counted on the answer's day.
   */
  businessDaysLeft: number;
  /** Pause days that may still be granted (0 once answered or overdue). */
  pauseDaysAvailable: number;
}

/** The sheet's deadline and state at `now`. */
export function complaintClock(timing: ComplaintTiming, now: Date): ComplaintClock {
  const deadline = complaintDeadline(timing.filedAt, timing.pausedBusinessDays);
  const reference = timing.answeredAt ?? now;
  const late = reference.getTime() > deadline.getTime();
  const state: ComplaintState = timing.answeredAt
    ? late
      ? "answered-late"
      : "answered"
    : late
      ? "overdue"
      : "pending";
  const pauseLeft =
    COMPLAINT_MAX_PAUSE_BUSINESS_DAYS -
    Math.min(timing.pausedBusinessDays, COMPLAINT_MAX_PAUSE_BUSINESS_DAYS);
  return {
    deadline,
    state,
    businessDaysLeft: businessDaysBetween(reference, deadline),
    pauseDaysAvailable: state === "pending" ? pauseLeft : 0,
  };
}

/** How staff read the time left: "Vence hoy", "Quedan 3 días hábiles", "Vencida hace 2 días hábiles". */
export function timeLeftText(clock: ComplaintClock): string {
  const days = clock.businessDaysLeft;
  const plural = (count: number) => (count === 1 ? "1 día hábil" : `${count} días hábiles`);
  if (clock.state === "answered") return "Respondida en plazo";
  if (clock.state === "answered-late") return `Respondida con ${plural(Math.max(1, -days))} de retraso`;
  if (clock.state === "overdue") return days < 0 ? `Vencida hace ${plural(-days)}` : "Vencida";
  if (days === 0) return "Vence hoy";
  return days === 1 ? "Queda 1 día hábil" : `Quedan ${days} días hábiles`;
}

/** A filed sheet as the pages, the e-mails and the PDF read it (the model builds it from the row). */
export interface ComplaintSheetRecord {
  id: number;
  number: string;
  /** ISO-8601 instant of filing. */
  filedAt: string;
  kind: ComplaintKind;
  consumerName: string;
  address: string | null;
  documentType: DocumentType;
  documentNumber: string;
  phone: string | null;
  email: string | null;
  minor: boolean;
  guardianName: string | null;
  goodType: GoodType;
  /** Decimal text, "1250.00"; null when no amount is claimed. */
  amount: string | null;
  currency: Currency | null;
  goodDescription: string;
  detail: string;
  request: string;
  supplier: { name: string; ruc: string; address: string };
  marketingConsent: boolean;
  /** A spam trap's verdict at filing ("honeypot", "too-fast"); the sheet is filed all the same. */
  spamReason: string | null;
}

/** The supplier's answer as the sheet's part 4 prints it. */
export interface ComplaintAnswerRecord {
  /** ISO-8601 instant the answer was recorded and sent. */
  at: string;
  text: string;
  /** Who answered (staff name); null when the account is gone. */
  by: string | null;
}
