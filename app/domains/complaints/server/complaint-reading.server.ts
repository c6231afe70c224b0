// The Libro de Reclamaciones, reading: the list with the answer deadline (Peruvian business days,
// holidays and settlement pauses), one sheet with its events and e-mails, the PDF's document, the
// public receipt, the CSV export, and the audit of what staff take out. See decision 036.
import { type Kysely, sql } from "kysely";
import type { ComplaintSheetTable, Database } from "../../../../db/schema";
import {
  COMPLAINT_LIST_VIEWS,
  complaintClock,
  type ComplaintListView,
  type ComplaintAnswerRecord,
  type ComplaintClock,
  complaintDeadline,
  type ComplaintSheetRecord,
} from "../complaint-book";
import { canHandleComplaints, type StaffViewer } from "~/platform/admin-kit/staff-roles";
import { recordAudit } from "~/platform/data/audit-log.server";
import type { ComplaintReceipt } from "./complaint-filing.server";
import { getDb } from "~/platform/data/db.server";
import { parseJson, toBool, toIso } from "~/platform/data/sql-values.server";

type SheetRow = Omit<ComplaintSheetTable, "id" | "filed_at" | "minor" | "marketing_consent"> & {
  id: number;
  filed_at: Date | string;
  minor: boolean | number;
  marketing_consent: boolean | number;
};

function toRecord(row: SheetRow): ComplaintSheetRecord {
  return {
    id: row.id,
    number: row.number,
    filedAt: toIso(row.filed_at),
    kind: row.kind,
    consumerName: row.consumer_name,
    address: row.consumer_address,
    documentType: row.document_type,
    documentNumber: row.document_number,
    phone: row.phone,
    email: row.email,
    minor: toBool(row.minor),
    guardianName: row.guardian_name,
    goodType: row.good_type,
    amount: row.amount,
    currency: row.currency,
    goodDescription: row.good_description,
    detail: row.detail,
    request: row.request,
    supplier: { name: row.supplier_name, ruc: row.supplier_ruc, address: row.supplier_address },
    marketingConsent: toBool(row.marketing_consent),
    spamReason: row.spam_reason,
  };
}

async function sheetRow(db: Kysely<Database>, id: number): Promise<SheetRow | undefined> {
  return db.selectFrom("complaint_sheet").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Answer time and pause days of the given sheets (all sheets when `ids` is omitted). */
async function timings(
  db: Kysely<Database>,
  ids?: number[],
): Promise<Map<number, { answeredAt: Date | null; pausedBusinessDays: number }>> {
  let query = db
    .selectFrom("complaint_event")
    .select([
      "sheet_id",
      sql<Date | string | null>`min(case when kind = 'answer' then at end)`.as("answered_at"),
      sql<number | string | null>`sum(case when kind = 'pause' then business_days else 0 end)`.as("paused"),
    ])
    .groupBy("sheet_id");
  if (ids) query = query.where("sheet_id", "in", ids.length > 0 ? ids : [0]);
  const rows = await query.execute();
  return new Map(
    rows.map((row) => [
      row.sheet_id,
      {
        answeredAt: row.answered_at === null ? null : new Date(toIso(row.answered_at)),
        pausedBusinessDays: Number(row.paused ?? 0),
      },
    ]),
  );
}

const NO_EVENTS = { answeredAt: null, pausedBusinessDays: 0 };

// ---- The back office: reading -------------------------------------------------------------------

export const COMPLAINT_PAGE_SIZE = 50;

export interface ComplaintListRow {
  id: number;
  number: string;
  filedAt: string;
  kind: ComplaintSheetRecord["kind"];
  consumerName: string;
  email: string | null;
  spam: boolean;
  pausedBusinessDays: number;
  answeredAt: string | null;
  clock: ComplaintClock;
}

export interface ComplaintList {
  rows: ComplaintListRow[];
  total: number;
  totalPages: number;
  counts: Record<ComplaintListView, number>;
}

const inView = (view: ComplaintListView, row: ComplaintListRow) =>
  view === "todas" ||
  (view === "pendientes" && (row.clock.state === "pending" || row.clock.state === "overdue")) ||
  (view === "vencidas" && row.clock.state === "overdue") ||
  (view === "respondidas" && (row.clock.state === "answered" || row.clock.state === "answered-late"));

/** Overdue sheets first (the oldest deadline first), then the waiting ones by deadline, then the answered, newest first. */
function listOrder(a: ComplaintListRow, b: ComplaintListRow): number {
  const rank = (row: ComplaintListRow) =>
    row.clock.state === "overdue" ? 0 : row.clock.state === "pending" ? 1 : 2;
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  if (rank(a) < 2) return a.clock.deadline.getTime() - b.clock.deadline.getTime() || a.id - b.id;
  return b.id - a.id;
}

/**
 * Every sheet with its state at `now`, overdue first. The whole book is read: a supplier files a few
 * sheets a month, and the deadline (business days, holidays, pauses) is computed here, not in SQL.
 */
async function allRows(now: Date): Promise<ComplaintListRow[]> {
  const db = getDb();
  const [sheets, events] = await Promise.all([
    db
      .selectFrom("complaint_sheet")
      .select(["id", "number", "filed_at", "kind", "consumer_name", "email", "spam_reason"])
      .execute(),
    timings(db),
  ]);
  return sheets
    .map((sheet) => {
      const timing = events.get(sheet.id) ?? NO_EVENTS;
      const filedAt = toIso(sheet.filed_at);
      return {
        id: sheet.id,
        number: sheet.number,
        filedAt,
        kind: sheet.kind,
        consumerName: sheet.consumer_name,
        email: sheet.email,
        spam: sheet.spam_reason !== null,
        pausedBusinessDays: timing.pausedBusinessDays,
        answeredAt: timing.answeredAt?.toISOString() ?? null,
        clock: complaintClock({ filedAt: new Date(filedAt), ...timing }, now),
      };
    })
    .sort(listOrder);
}

export async function listComplaints(
  viewer: StaffViewer,
  query: { view: ComplaintListView; page: number },
  now = new Date(),
): Promise<ComplaintList> {
  if (!canHandleComplaints(viewer.role)) return { rows: [], total: 0, totalPages: 1, counts: emptyCounts() };
  const all = await allRows(now);
  const counts = emptyCounts();
  for (const view of COMPLAINT_LIST_VIEWS) counts[view] = all.filter((row) => inView(view, row)).length;
  const rows = all.filter((row) => inView(query.view, row));
  const totalPages = Math.max(1, Math.ceil(rows.length / COMPLAINT_PAGE_SIZE));
  const page = Math.min(query.page, totalPages);
  return {
    rows: rows.slice((page - 1) * COMPLAINT_PAGE_SIZE, page * COMPLAINT_PAGE_SIZE),
    total: rows.length,
    totalPages,
    counts,
  };
}

const emptyCounts = (): Record<ComplaintListView, number> => ({
  todas: 0,
  pendientes: 0,
  vencidas: 0,
  respondidas: 0,
});

export interface ComplaintEventView {
  id: number;
  at: string;
  kind: "answer" | "pause" | "copy";
  /** The staff member; null for the system or an account that is gone. */
  actor: string | null;
  businessDays: number | null;
  text: string | null;
  detail: Record<string, unknown> | null;
}

export interface ComplaintEmailView {
  id: number;
  purpose: string;
  to: string;
  status: "pending" | "sent";
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
}

export interface ComplaintDetail {
  sheet: ComplaintSheetRecord;
  events: ComplaintEventView[];
  answer: ComplaintAnswerRecord | null;
  pausedBusinessDays: number;
  clock: ComplaintClock;
  emails: ComplaintEmailView[];
}

export async function loadComplaintDetail(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<ComplaintDetail | undefined> {
  const row = await sheetRow(db, id);
  if (!row) return undefined;
  const [events, emails] = await Promise.all([
    db
      .selectFrom("complaint_event as e")
      .leftJoin("staff_user as u", "u.id", "e.user_id")
      .select(["e.id", "e.at", "e.kind", "e.business_days", "e.text", "e.detail", "u.name as actor"])
      .where("e.sheet_id", "=", id)
      .orderBy("e.at")
      .orderBy("e.id")
      .execute(),
    db
      .selectFrom("outbox")
      .select(["id", "purpose", "to_address", "status", "attempts", "last_error", "sent_at", "created_at"])
      .where("complaint_sheet_id", "=", id)
      .orderBy("id")
      .execute(),
  ]);
  const eventViews: ComplaintEventView[] = events.map((event) => ({
    id: event.id,
    at: toIso(event.at),
    kind: event.kind,
    actor: event.actor,
    businessDays: event.business_days,
    text: event.text,
    detail: event.detail === null ? null : parseJson<Record<string, unknown>>(event.detail),
  }));
  const answerEvent = eventViews.find((event) => event.kind === "answer");
  const answer = answerEvent
    ? { at: answerEvent.at, text: answerEvent.text ?? "", by: answerEvent.actor }
    : null;
  const pausedBusinessDays = eventViews
    .filter((event) => event.kind === "pause")
    .reduce((total, event) => total + (event.businessDays ?? 0), 0);
  const sheet = toRecord(row);
  return {
    sheet,
    events: eventViews,
    answer,
    pausedBusinessDays,
    clock: complaintClock(
      {
        filedAt: new Date(sheet.filedAt),
        pausedBusinessDays,
        answeredAt: answer ? new Date(answer.at) : null,
      },
      now,
    ),
    emails: emails.map((email) => ({
      id: email.id,
      purpose: email.purpose,
      to: email.to_address,
      status: email.status,
      attempts: email.attempts,
      lastError: email.last_error,
      sentAt: email.sent_at === null ? null : toIso(email.sent_at),
      createdAt: toIso(email.created_at),
    })),
  };
}

/** A sheet with its events, answer, deadline and e-mails, for a viewer who handles complaints. */
export async function getComplaint(
  viewer: StaffViewer,
  id: number,
  now = new Date(),
): Promise<ComplaintDetail | undefined> {
  if (!canHandleComplaints(viewer.role)) return undefined;
  return loadComplaintDetail(getDb(), id, now);
}

/** What the sheet's PDF is made of: the stored sheet and, when asked, its answer; undefined when there is no such sheet. */
export async function complaintSheetDocument(
  id: number,
  options: { withAnswer: boolean },
): Promise<
  { sheet: ComplaintSheetRecord; answer: ComplaintAnswerRecord | null; deadline: string } | undefined
> {
  const detail = await loadComplaintDetail(getDb(), id, new Date());
  if (!detail) return undefined;
  const answer = options.withAnswer ? detail.answer : null;
  // The deadline printed while there is no answer is the one of the filing (no pause yet), so that every
  // rendering of the filed sheet is the same document.
  return {
    sheet: detail.sheet,
    answer,
    deadline: complaintDeadline(new Date(detail.sheet.filedAt)).toISOString(),
  };
}

/** The sheet's number, for the public receipt: only for a sheet the visitor's signed cookie names. */
export async function complaintReceipt(id: number): Promise<
  | (ComplaintReceipt & {
      filedAt: string;
      email: string | null;
      kind: ComplaintSheetRecord["kind"];
      spam: boolean;
      /** The answer's deadline now: 15 business days from filing plus any settlement pause. */
      deadline: string;
      pausedBusinessDays: number;
    })
  | undefined
> {
  const row = await getDb()
    .selectFrom("complaint_sheet")
    .select(["id", "number", "filed_at", "email", "kind", "spam_reason"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { pausedBusinessDays } = (await timings(getDb(), [row.id])).get(row.id) ?? NO_EVENTS;
  const filedAt = toIso(row.filed_at);
  return {
    id: row.id,
    number: row.number,
    filedAt,
    email: row.email,
    kind: row.kind,
    spam: row.spam_reason !== null,
    deadline: complaintDeadline(new Date(filedAt), pausedBusinessDays).toISOString(),
    pausedBusinessDays,
  };
}

/** Records in the audit log that staff took a sheet's PDF or the book's export (personal data leaving). */
export async function auditComplaintAccess(
  viewer: StaffViewer,
  action: "complaint.pdf" | "complaint.export",
  target: string | null,
  context: { ip?: string | null } = {},
): Promise<void> {
  await recordAudit({ action, userId: viewer.id, actor: viewer.email, target, ip: context.ip });
}

/** Every sheet, for the CSV export, in the list's order (the whole book: see allRows). */
export async function complaintsForExport(viewer: StaffViewer, now = new Date()) {
  if (!canHandleComplaints(viewer.role)) return [];
  const db = getDb();
  const [rows, sheets, answers] = await Promise.all([
    allRows(now),
    db.selectFrom("complaint_sheet").selectAll().execute(),
    db.selectFrom("complaint_event").select(["sheet_id", "text"]).where("kind", "=", "answer").execute(),
  ]);
  const byId = new Map(sheets.map((sheet) => [sheet.id, toRecord(sheet)]));
  const answerText = new Map(answers.map((answer) => [answer.sheet_id, answer.text]));
  return rows.map((row) => ({ row, sheet: byId.get(row.id)!, answer: answerText.get(row.id) ?? null }));
}
