// The Libro de Reclamaciones: filing a sheet (numbered per Lima year, gapless), reading sheets, and
// what staff append to them (the answer, a settlement pause, a copy sent again). There is no function
// that changes or deletes a filed sheet or an event, and the database refuses both (migration 013).
// See docs/decisions/036-libro-de-reclamaciones.md.
import { createHash } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import { APPEND_ONLY_MESSAGE } from "../../db/migrations/013-complaint-book";
import type { ComplaintSheetTable, Database } from "../../db/schema";
import { PRIVACY_CONSENT_TEXT, supplierOf } from "~/content/complaints-book";
import { getCompanyContact } from "./company-settings.server";
import {
  COMPLAINT_LIST_VIEWS,
  COMPLAINT_MAX_PAUSE_BUSINESS_DAYS,
  complaintClock,
  type ComplaintListView,
  type ComplaintAnswerRecord,
  type ComplaintClock,
  complaintDeadline,
  complaintNumber,
  type ComplaintSheetRecord,
  limaYear,
} from "~/lib/complaint-book";
import type { SpamVerdict } from "~/lib/spam-trap";
import { canHandleComplaints, type StaffViewer } from "~/lib/staff-roles";
import type { ComplaintForm } from "~/schemas/complaint";
import { isPlainText } from "~/schemas/lead";
import { recordAudit } from "./audit-log.server";
import {
  composeComplaintAnswer,
  composeComplaintCopy,
  type ComplaintMessage,
  draftComplaintMessages,
} from "./complaint-mail.server";
import { databaseEngine, getDb } from "./db.server";
import { notifyOutbox } from "./outbox.server";
import { fromBool, isUniqueViolation, nowIso, parseJson, toBool, toIso } from "./sql-values.server";
import { consentTextHash } from "./consent-ledger.server";

export interface ComplaintMeta {
  /** The content-scoped key of a form post (complaintScopedKey): a retry files one sheet. */
  idempotencyKey?: string;
  sourceIp?: string;
  userAgent?: string;
  /** Why the form looks automated: the sheet is filed all the same, but no copy goes to its e-mail. */
  spam?: SpamVerdict;
  /** The filing's instant (tests); now by default. */
  now?: Date;
}

export interface ComplaintReceipt {
  id: number;
  number: string;
}

export type FileComplaintResult =
  | { status: "filed"; sheet: ComplaintReceipt }
  /** A retry of a filed sheet (same key, same data): the first receipt, nothing filed. */
  | { status: "replayed"; sheet: ComplaintReceipt }
  /** The key was used before with other data: nothing filed. */
  | { status: "key-reused" }
  /** Neither an e-mail nor an address: nowhere to send the answer. */
  | { status: "refused"; reason: "no-contact" };

/** sha256 of the privacy text a sheet's consumer accepted. */
export const PRIVACY_CONSENT_HASH = consentTextHash(PRIVACY_CONSENT_TEXT);

/** Whether an error is the database refusing to change a filed sheet or event (migration 013's triggers). */
export function isAppendOnlyRefusal(error: unknown): boolean {
  return String((error as { message?: unknown } | null)?.message ?? "").includes(APPEND_ONLY_MESSAGE);
}

function hashInput(input: ComplaintForm): string {
  const entries = Object.entries(input)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash("sha256").update(JSON.stringify(entries)).digest("hex");
}

/** A form's idempotency key scoped to the data sent (as the lead forms do; `~` is outside the API's keys). */
export function complaintScopedKey(browserKey: string, input: ComplaintForm): string {
  return `${browserKey}~${hashInput(input).slice(0, 16)}`;
}

async function byIdempotencyKey(key: string, payloadHash: string): Promise<FileComplaintResult | undefined> {
  const row = await getDb()
    .selectFrom("complaint_sheet")
    .select(["id", "number", "payload_hash"])
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.payload_hash !== payloadHash) return { status: "key-reused" };
  return { status: "replayed", sheet: { id: row.id, number: row.number } };
}

/**
 * The next number of `year`, taken inside the filing's transaction: the year's counter row is created
 * or incremented by one upsert, the transaction's first statement. PostgreSQL holds that row's lock
 * until the commit, so concurrent filings wait for each other; SQLite has one writer at a time (the
 * first write of a transaction waits, busy_timeout, for another process's). A rolled-back filing
 * gives its number back: numbers are consecutive and gapless.
 */
async function nextSequence(trx: Transaction<Database>, year: number): Promise<number> {
  const row = await trx
    .insertInto("complaint_counter")
    .values({ year, last_sequence: 1 })
    .onConflict((conflict) =>
      conflict
        .column("year")
        .doUpdateSet((eb) => ({ last_sequence: eb("complaint_counter.last_sequence", "+", 1) })),
    )
    .returning("last_sequence")
    .executeTakeFirstOrThrow();
  return Number(row.last_sequence);
}

function outboxRows(messages: ComplaintMessage[], sheetId: number) {
  const now = nowIso();
  return messages.map((message) => ({
    lead_id: null,
    complaint_sheet_id: sheetId,
    purpose: message.purpose,
    message_id: message.messageId,
    to_address: message.to,
    reply_to: message.replyTo ?? null,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html,
    attachments: JSON.stringify(message.attachments),
    status: "pending" as const,
    attempts: 0,
    next_attempt_at: now,
    created_at: now,
  }));
}

/**
 * Files a sheet: a retry of a filed one (same key, same data) gets the first receipt; otherwise the
 * sheet, its number and its e-mails (to the complaints inbox, and a copy to the consumer) are stored in
 * one transaction. The e-mails are rendered before it; their PDFs are rendered when they are sent.
 */
export async function fileComplaint(
  input: ComplaintForm,
  meta: ComplaintMeta = {},
): Promise<FileComplaintResult> {
  if (!input.email && !input.address) return { status: "refused", reason: "no-contact" };
  const payloadHash = hashInput(input);
  if (meta.idempotencyKey) {
    const earlier = await byIdempotencyKey(meta.idempotencyKey, payloadHash);
    if (earlier) return earlier;
  }
  const filedAt = meta.now ?? new Date();
  const year = limaYear(filedAt);
  const record: Omit<ComplaintSheetRecord, "id" | "number"> = {
    filedAt: filedAt.toISOString(),
    kind: input.kind,
    consumerName: input.consumerName,
    address: input.address ?? null,
    documentType: input.documentType,
    documentNumber: input.documentNumber,
    phone: input.phone ?? null,
    email: input.email ?? null,
    minor: input.minor,
    guardianName: input.minor ? (input.guardianName ?? null) : null,
    goodType: input.goodType,
    amount: input.amount ?? null,
    currency: input.amount ? input.currency : null,
    goodDescription: input.goodDescription,
    detail: input.detail,
    request: input.request,
    supplier: supplierOf(await getCompanyContact()),
    marketingConsent: input.marketingConsent,
    spamReason: meta.spam?.reason ?? null,
  };
  const draft = await draftComplaintMessages(record, complaintDeadline(filedAt), meta.spam);
  try {
    const sheet = await getDb()
      .transaction()
      .execute(async (trx) => {
        const sequence = await nextSequence(trx, year);
        const number = complaintNumber(year, sequence);
        const { id } = await trx
          .insertInto("complaint_sheet")
          .values({
            number,
            year,
            sequence,
            filed_at: record.filedAt,
            kind: record.kind,
            consumer_name: record.consumerName,
            consumer_address: record.address,
            document_type: record.documentType,
            document_number: record.documentNumber,
            phone: record.phone,
            email: record.email,
            minor: fromBool(record.minor),
            guardian_name: record.guardianName,
            good_type: record.goodType,
            amount: record.amount,
            currency: record.currency,
            good_description: record.goodDescription,
            detail: record.detail,
            request: record.request,
            supplier_name: record.supplier.name,
            supplier_ruc: record.supplier.ruc,
            supplier_address: record.supplier.address,
            privacy_consent_hash: PRIVACY_CONSENT_HASH,
            marketing_consent: fromBool(record.marketingConsent),
            spam_reason: record.spamReason,
            idempotency_key: meta.idempotencyKey ?? null,
            payload_hash: payloadHash,
            source_ip: meta.sourceIp ?? null,
            user_agent: meta.userAgent?.slice(0, 400) ?? null,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("outbox")
          .values(outboxRows(draft(number, id), id))
          .execute();
        return { id, number };
      });
    notifyOutbox();
    return { status: "filed", sheet };
  } catch (error) {
    // Two copies of one submission raced; the other one was filed. Answer as the retry it is.
    if (meta.idempotencyKey && isUniqueViolation(error)) {
      const earlier = await byIdempotencyKey(meta.idempotencyKey, payloadHash);
      if (earlier) return earlier;
    }
    throw error;
  }
}

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

async function detailOf(db: Kysely<Database>, id: number, now: Date): Promise<ComplaintDetail | undefined> {
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
  return detailOf(getDb(), id, now);
}

/** What the sheet's PDF is made of: the stored sheet and, when asked, its answer; undefined when there is no such sheet. */
export async function complaintSheetDocument(
  id: number,
  options: { withAnswer: boolean },
): Promise<
  { sheet: ComplaintSheetRecord; answer: ComplaintAnswerRecord | null; deadline: string } | undefined
> {
  const detail = await detailOf(getDb(), id, new Date());
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
    })
  | undefined
> {
  const row = await getDb()
    .selectFrom("complaint_sheet")
    .select(["id", "number", "filed_at", "email", "kind", "spam_reason"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        number: row.number,
        filedAt: toIso(row.filed_at),
        email: row.email,
        kind: row.kind,
        spam: row.spam_reason !== null,
      }
    : undefined;
}

// ---- The back office: what staff append ---------------------------------------------------------

export const COMPLAINT_ANSWER_MAX_LENGTH = 4000;
export const COMPLAINT_PAUSE_NOTE_MAX_LENGTH = 1000;

export const COMPLAINT_REFUSALS = {
  answerRequired: "Escriba la respuesta antes de enviarla.",
  answerTooLong: `La respuesta no puede superar ${COMPLAINT_ANSWER_MAX_LENGTH} caracteres.`,
  badCharacters: "El texto contiene caracteres no permitidos.",
  alreadyAnswered: "Esta hoja ya tiene respuesta: la respuesta no se cambia ni se reemplaza.",
  pauseDays: (available: number) =>
    available === 1
      ? "La pausa puede ser de 1 día hábil: es lo que queda del máximo de 5."
      : `La pausa debe ser de 1 a ${available} días hábiles (el máximo es de ${COMPLAINT_MAX_PAUSE_BUSINESS_DAYS} en total).`,
  pauseNoteRequired: "Describa la propuesta de solución ofrecida al consumidor.",
  pauseNoteTooLong: `La descripción no puede superar ${COMPLAINT_PAUSE_NOTE_MAX_LENGTH} caracteres.`,
  pauseUsed: `Esta hoja ya usó los ${COMPLAINT_MAX_PAUSE_BUSINESS_DAYS} días hábiles de pausa que se permiten.`,
  pauseAnswered: "Esta hoja ya tiene respuesta: no se puede pausar su plazo.",
  pauseOverdue: "El plazo de esta hoja ya venció: no se puede pausar. Registre la respuesta cuanto antes.",
  noEmail: "El consumidor no indicó correo: la copia no puede enviarse por correo.",
  copiedRecently:
    "La copia de esta hoja se envió hace menos de un minuto. Espere un momento antes de enviarla otra vez.",
} as const;

export type ComplaintChangeResult =
  { status: "ok"; emailed: boolean } | { status: "not-found" } | { status: "refused"; message: string };

interface ActionContext {
  ip?: string | null;
}

const lockSheet = async (trx: Transaction<Database>, id: number) => {
  let query = trx.selectFrom("complaint_sheet").select("id").where("id", "=", id);
  // PostgreSQL: one change of a sheet at a time (a row lock; no UPDATE, which the trigger refuses).
  // SQLite has one writer already.
  if (databaseEngine() === "postgres") query = query.forUpdate();
  return query.executeTakeFirst();
};

function cleanText(
  raw: string,
  max: number,
  required: string,
  tooLong: string,
): { text: string } | { refused: string } {
  const text = raw.replace(/\r\n?/g, "\n").trim();
  if (!text) return { refused: required };
  if (text.length > max) return { refused: tooLong };
  if (!isPlainText(text, true)) return { refused: COMPLAINT_REFUSALS.badCharacters };
  return { text };
}

/**
 * Records the supplier's answer (once per sheet) and, when the consumer gave an e-mail, sends it there
 * with the sheet whose part 4 carries it. The answer's date is the moment it is recorded.
 */
export async function answerComplaint(
  viewer: StaffViewer,
  id: number,
  rawText: string,
  context: ActionContext = {},
  now = new Date(),
): Promise<ComplaintChangeResult> {
  if (!canHandleComplaints(viewer.role)) return { status: "not-found" };
  const cleaned = cleanText(
    rawText,
    COMPLAINT_ANSWER_MAX_LENGTH,
    COMPLAINT_REFUSALS.answerRequired,
    COMPLAINT_REFUSALS.answerTooLong,
  );
  if ("refused" in cleaned) return { status: "refused", message: cleaned.refused };
  const detail = await detailOf(getDb(), id, now);
  if (!detail) return { status: "not-found" };
  if (detail.answer) return { status: "refused", message: COMPLAINT_REFUSALS.alreadyAnswered };
  const message = detail.sheet.email
    ? await composeComplaintAnswer(detail.sheet, detail.clock.deadline, cleaned.text, now)
    : undefined;
  try {
    await getDb()
      .transaction()
      .execute(async (trx) => {
        await lockSheet(trx, id);
        await trx
          .insertInto("complaint_event")
          .values({
            sheet_id: id,
            at: now.toISOString(),
            user_id: viewer.id,
            kind: "answer",
            business_days: null,
            text: cleaned.text,
            detail: JSON.stringify({
              state: detail.clock.state === "overdue" ? "late" : "in-time",
              emailed: Boolean(message),
            }),
          })
          .execute();
        if (message)
          await trx
            .insertInto("outbox")
            .values(outboxRows([message], id))
            .execute();
        await recordAudit(
          {
            action: "complaint.answer",
            userId: viewer.id,
            actor: viewer.email,
            target: detail.sheet.number,
            ip: context.ip,
            detail: { sheetId: id, emailed: Boolean(message), late: detail.clock.state === "overdue" },
          },
          trx,
        );
      });
  } catch (error) {
    // Another member of staff answered meanwhile (the one-answer index).
    if (isUniqueViolation(error)) return { status: "refused", message: COMPLAINT_REFUSALS.alreadyAnswered };
    throw error;
  }
  if (message) notifyOutbox();
  return { status: "ok", emailed: Boolean(message) };
}

/**
 * Records a pause of the deadline while the consumer considers a settlement offer: `days` business
 * days (at most 5 in total for the sheet), only while the sheet waits for its answer within its deadline.
 */
export async function pauseComplaint(
  viewer: StaffViewer,
  id: number,
  days: number,
  rawNote: string,
  context: ActionContext = {},
  now = new Date(),
): Promise<ComplaintChangeResult> {
  if (!canHandleComplaints(viewer.role)) return { status: "not-found" };
  const cleaned = cleanText(
    rawNote,
    COMPLAINT_PAUSE_NOTE_MAX_LENGTH,
    COMPLAINT_REFUSALS.pauseNoteRequired,
    COMPLAINT_REFUSALS.pauseNoteTooLong,
  );
  const outcome = await getDb()
    .transaction()
    .execute(async (trx): Promise<ComplaintChangeResult> => {
      if (!(await lockSheet(trx, id))) return { status: "not-found" };
      // Read again under the lock: another pause or the answer may have been recorded meanwhile.
      const detail = await detailOf(trx, id, now);
      if (!detail) return { status: "not-found" };
      if (detail.answer) return { status: "refused", message: COMPLAINT_REFUSALS.pauseAnswered };
      if (detail.clock.state === "overdue")
        return { status: "refused", message: COMPLAINT_REFUSALS.pauseOverdue };
      const available = detail.clock.pauseDaysAvailable;
      if (available <= 0) return { status: "refused", message: COMPLAINT_REFUSALS.pauseUsed };
      if (!Number.isInteger(days) || days < 1 || days > available)
        return { status: "refused", message: COMPLAINT_REFUSALS.pauseDays(available) };
      if ("refused" in cleaned) return { status: "refused", message: cleaned.refused };
      const deadline = complaintDeadline(new Date(detail.sheet.filedAt), detail.pausedBusinessDays + days);
      await trx
        .insertInto("complaint_event")
        .values({
          sheet_id: id,
          at: now.toISOString(),
          user_id: viewer.id,
          kind: "pause",
          business_days: days,
          text: cleaned.text,
          detail: JSON.stringify({ deadline: deadline.toISOString() }),
        })
        .execute();
      await recordAudit(
        {
          action: "complaint.pause",
          userId: viewer.id,
          actor: viewer.email,
          target: detail.sheet.number,
          ip: context.ip,
          detail: { sheetId: id, businessDays: days, deadline: deadline.toISOString() },
        },
        trx,
      );
      return { status: "ok", emailed: false };
    });
  return outcome;
}

/** Sends the consumer a copy of the sheet as filed again (a copy lost, or held by a spam trap). */
export async function resendComplaintCopy(
  viewer: StaffViewer,
  id: number,
  context: ActionContext = {},
  now = new Date(),
): Promise<ComplaintChangeResult> {
  if (!canHandleComplaints(viewer.role)) return { status: "not-found" };
  const detail = await detailOf(getDb(), id, now);
  if (!detail) return { status: "not-found" };
  if (!detail.sheet.email) return { status: "refused", message: COMPLAINT_REFUSALS.noEmail };
  const message = await composeComplaintCopy(detail.sheet, complaintDeadline(new Date(detail.sheet.filedAt)));
  const sent = await getDb()
    .transaction()
    .execute(async (trx) => {
      // A second click (or a colleague at the same time) would mail the sheet twice: the sheet's row
      // is locked (a read lock: the triggers refuse only changes), so of two copies within
      // COPY_PAUSE_SECONDS the second sees the first.
      if (databaseEngine() === "postgres") {
        await sql`select id from complaint_sheet where id = ${id} for update`.execute(trx);
      }
      const recent = await trx
        .selectFrom("complaint_event")
        .select("id")
        .where("sheet_id", "=", id)
        .where("kind", "=", "copy")
        .where("at", ">", new Date(now.getTime() - COPY_PAUSE_SECONDS * 1000).toISOString())
        .limit(1)
        .executeTakeFirst();
      if (recent) return false;
      await trx
        .insertInto("complaint_event")
        .values({
          sheet_id: id,
          at: now.toISOString(),
          user_id: viewer.id,
          kind: "copy",
          business_days: null,
          text: null,
          detail: JSON.stringify({ to: detail.sheet.email }),
        })
        .execute();
      await trx
        .insertInto("outbox")
        .values(outboxRows([message], id))
        .execute();
      await recordAudit(
        {
          action: "complaint.copy",
          userId: viewer.id,
          actor: viewer.email,
          target: detail.sheet.number,
          ip: context.ip,
          detail: { sheetId: id },
        },
        trx,
      );
      return true;
    });
  if (!sent) return { status: "refused", message: COMPLAINT_REFUSALS.copiedRecently };
  notifyOutbox();
  return { status: "ok", emailed: true };
}

/** How long after a copy of a sheet is sent another copy of it is refused. */
export const COPY_PAUSE_SECONDS = 60;

/** Records in the audit log that staff took a sheet's PDF or the book's export (personal data leaving). */
export async function auditComplaintAccess(
  viewer: StaffViewer,
  action: "complaint.pdf" | "complaint.export",
  target: string | null,
  context: ActionContext = {},
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
