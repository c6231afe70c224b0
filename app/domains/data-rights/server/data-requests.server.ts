// Personal-data rights (ARCO) requests: received from /derechos-arco with their e-mails in one
// transaction, listed by their legal deadline, and worked by administrators (identity verified, term
// extended once, answered by e-mail, closed), each step appended to the request's history and written
// to the audit log without the person's data. Requests are never deleted here: they prove that each
// one was answered in time (docs/decisions/037-data-rights-and-retention.md).
import { createHash, randomBytes } from "node:crypto";
import { type Selectable, sql, type Transaction } from "kysely";
import type { Database, DataRequestTable } from "../../../../db/schema";
import {
  canExtend,
  type DataRequestEventKind,
  type DataRequestKind,
  dataRequestDueAt,
  dataRequestReference,
  type DocumentType,
} from "~/domains/data-rights/data-rights";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import type { DataRequestForm } from "~/domains/data-rights/data-request-schema";
import {
  composeAnswerMessage,
  composeExtensionMessage,
  composeReceiptMessages,
  type DataRequestForMail,
  type DataRequestMessage,
} from "../mail/data-request-mail.server";
import { databaseEngine, getDb } from "../../../platform/data/db.server";
import { notifyOutbox } from "../../../platform/mail/outbox.server";
import { storeOnce } from "~/platform/data/store-once.server";
import { fromBool, toBool, toIso } from "../../../platform/data/sql-values.server";
import { consentVersionShown } from "../../../platform/data/consent-ledger.server";
import { recordAudit } from "~/platform/data/audit-log.server";
import { staffText, type StaffTextProblem } from "~/platform/admin-kit/staff-text";
import type { SubmissionMeta } from "~/platform/submission/submission-meta";

/** A request sent again unchanged within this window (a reload, a double click without JavaScript) is the same request. */
const REPEAT_WINDOW_MS = 10 * 60_000;

/** A request's metadata (the key is absent without JavaScript). */
export interface DataRequestMeta extends SubmissionMeta {
  now?: Date;
}

export interface DataRequestReceipt {
  id: number;
  reference: string;
  kind: DataRequestKind;
  email: string;
  receivedAt: string;
  dueAt: string;
  /** Whether the person gets an acknowledgement (not when a spam trap caught the form). */
  acknowledged: boolean;
}

export type ReceiveDataRequestResult = { status: "stored" | "replayed"; request: DataRequestReceipt };

function payloadHash(input: DataRequestForm): string {
  const entries = Object.entries(input)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash("sha256").update(JSON.stringify(entries)).digest("hex");
}

/**
 * Stores a request and queues its e-mails in one transaction (the notice to the privacy inbox, the
 * acknowledgement to the person unless a spam trap caught the form). The same data sent again with
 * the same browser key, or without one within ten minutes, answers the first receipt.
 */
export async function receiveDataRequest(
  input: DataRequestForm,
  meta: DataRequestMeta = {},
): Promise<ReceiveDataRequestResult> {
  const now = meta.now ?? new Date();
  const hash = payloadHash(input);
  const key = meta.idempotencyKey
    ? `${meta.idempotencyKey}~${hash.slice(0, 16)}`
    : `repeat:${hash.slice(0, 32)}:${Math.floor(now.getTime() / REPEAT_WINDOW_MS)}`;
  return storeOnce<ReceiveDataRequestResult>(
    key,
    async (stored) => {
      const earlier = await receiptByKey(stored);
      return earlier && { status: "replayed", request: earlier };
    },
    async () => {
      const request = await storeRequest(input, meta, now, key, hash);
      notifyOutbox();
      return { status: "stored", request };
    },
  );
}

async function receiptByKey(key: string): Promise<DataRequestReceipt | undefined> {
  const row = await getDb()
    .selectFrom("data_request")
    .select(["id", "reference", "kind", "email", "received_at", "due_at", "spam_reason"])
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  return row && receiptOf(row);
}

function receiptOf(row: {
  id: number;
  reference: string;
  kind: DataRequestKind;
  email: string;
  received_at: Date | string;
  due_at: Date | string;
  spam_reason: string | null;
}): DataRequestReceipt {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    email: row.email,
    receivedAt: toIso(row.received_at),
    dueAt: toIso(row.due_at),
    acknowledged: row.spam_reason === null,
  };
}

async function storeRequest(
  input: DataRequestForm,
  meta: DataRequestMeta,
  now: Date,
  key: string,
  hash: string,
): Promise<DataRequestReceipt> {
  const dueAt = dataRequestDueAt(now, input.requestType);
  const at = now.toISOString();
  // The consent text's version in the ledger (consent_text, purpose "arco"): the request keeps its hash.
  const consent = await consentVersionShown(meta.consentVersion, "arco");
  // A rare form: its two e-mails are rendered inside the transaction, once the id (and so the
  // reference and the back office's address) is known.
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const { id } = await trx
        .insertInto("data_request")
        .values({
          reference: `pending-${randomBytes(12).toString("hex")}`,
          kind: input.requestType,
          full_name: input.fullName,
          document_type: input.documentType,
          document_number: input.documentNumber,
          email: input.email,
          phone: input.phone ?? null,
          representative_name: input.representativeName ?? null,
          detail: input.detail,
          received_at: at,
          due_at: dueAt.toISOString(),
          idempotency_key: key,
          payload_hash: hash,
          consent_version: consent.hash,
          consent_at: at,
          consent_ip: meta.sourceIp ?? null,
          // The form asks for no marketing consent (decision 041); older requests may hold a true.
          marketing_consent: fromBool(false),
          spam_reason: meta.spam?.reason ?? null,
          source_ip: meta.sourceIp ?? null,
          user_agent: meta.userAgent?.slice(0, 400) ?? null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const reference = dataRequestReference(id, now);
      await trx.updateTable("data_request").set({ reference }).where("id", "=", id).execute();
      await trx
        .insertInto("data_request_event")
        .values({ request_id: id, at, user_id: null, kind: "received", note: null })
        .execute();
      const request: DataRequestForMail = {
        id,
        reference,
        kind: input.requestType,
        receivedAt: now,
        dueAt,
        extended: false,
        fullName: input.fullName,
        documentType: input.documentType,
        documentNumber: input.documentNumber,
        email: input.email,
        phone: input.phone ?? null,
        representativeName: input.representativeName ?? null,
        detail: input.detail,
      };
      await queueMessages(trx, id, await composeReceiptMessages(request, meta.spam, trx), at);
      return {
        id,
        reference,
        kind: input.requestType,
        email: input.email,
        receivedAt: at,
        dueAt: dueAt.toISOString(),
        acknowledged: !meta.spam,
      };
    });
}

async function queueMessages(
  trx: Transaction<Database>,
  requestId: number,
  messages: readonly DataRequestMessage[],
  at: string,
): Promise<void> {
  if (messages.length === 0) return;
  await trx
    .insertInto("outbox")
    .values(
      messages.map((message) => ({
        lead_id: null,
        data_request_id: requestId,
        purpose: message.purpose,
        message_id: message.messageId,
        to_address: message.to,
        reply_to: message.replyTo,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        status: "pending" as const,
        attempts: 0,
        next_attempt_at: at,
        created_at: at,
      })),
    )
    .execute();
}

export interface DataRequestRow {
  id: number;
  reference: string;
  kind: DataRequestKind;
  fullName: string;
  email: string;
  receivedAt: string;
  dueAt: string;
  extendedAt: string | null;
  verifiedAt: string | null;
  answeredAt: string | null;
  closedAt: string | null;
  /** A spam trap caught the form (the person got no acknowledgement). */
  flagged: boolean;
}

/** At most this many requests in the list (a company receives a handful a year). */
export const DATA_REQUEST_LIST_LIMIT = 500;

const ROW_COLUMNS = [
  "id",
  "reference",
  "kind",
  "full_name",
  "email",
  "received_at",
  "due_at",
  "extended_at",
  "verified_at",
  "answered_at",
  "closed_at",
  "spam_reason",
] as const;

function rowOf(row: Pick<Selectable<DataRequestTable>, (typeof ROW_COLUMNS)[number]>): DataRequestRow {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    fullName: row.full_name,
    email: row.email,
    receivedAt: toIso(row.received_at),
    dueAt: toIso(row.due_at),
    extendedAt: toIso(row.extended_at),
    verifiedAt: toIso(row.verified_at),
    answeredAt: toIso(row.answered_at),
    closedAt: toIso(row.closed_at),
    flagged: row.spam_reason !== null,
  };
}

/**
 * The requests, those waiting for an answer first by deadline (the overdue ones at the top), then the
 * answered ones still open, then the closed ones, newest first.
 */
export async function listDataRequests(): Promise<DataRequestRow[]> {
  const rows = await getDb()
    .selectFrom("data_request")
    .select(ROW_COLUMNS)
    .orderBy(
      sql`case when ${sql.ref("answered_at")} is null and ${sql.ref("closed_at")} is null then 0 when ${sql.ref("closed_at")} is null then 1 else 2 end`,
    )
    .orderBy(
      sql`case when ${sql.ref("answered_at")} is null and ${sql.ref("closed_at")} is null then ${sql.ref("due_at")} end`,
    )
    .orderBy("received_at", "desc")
    .orderBy("id", "desc")
    .limit(DATA_REQUEST_LIST_LIMIT)
    .execute();
  return rows.map(rowOf);
}

export interface DataRequestHistoryEntry {
  id: number;
  at: string;
  kind: DataRequestEventKind;
  note: string | null;
  /** Who did it; null for the site itself (the arrival). */
  by: string | null;
}

export interface DataRequestEmail {
  id: number;
  purpose: string;
  to: string;
  subject: string;
  status: "pending" | "sent";
  createdAt: string;
  sentAt: string | null;
}

export interface DataRequestDetail extends DataRequestRow {
  documentType: DocumentType;
  documentNumber: string;
  phone: string | null;
  representativeName: string | null;
  detail: string;
  consentVersion: string;
  consentAt: string;
  consentIp: string | null;
  marketingConsent: boolean;
  spamReason: string | null;
  sourceIp: string | null;
  userAgent: string | null;
  history: DataRequestHistoryEntry[];
  emails: DataRequestEmail[];
}

/** Only administrators work personal-data requests. */
const mayWork = (viewer: StaffViewer) => viewer.role === "admin";

export async function getDataRequest(
  viewer: StaffViewer,
  id: number,
): Promise<DataRequestDetail | undefined> {
  if (!mayWork(viewer) || !Number.isSafeInteger(id) || id <= 0) return undefined;
  const db = getDb();
  const row = await db.selectFrom("data_request").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const [events, emails] = await Promise.all([
    db
      .selectFrom("data_request_event")
      .leftJoin("staff_user", "staff_user.id", "data_request_event.user_id")
      .select([
        "data_request_event.id",
        "data_request_event.at",
        "data_request_event.kind",
        "data_request_event.note",
        "staff_user.name as by",
      ])
      .where("data_request_event.request_id", "=", id)
      .orderBy("data_request_event.at")
      .orderBy("data_request_event.id")
      .execute(),
    db
      .selectFrom("outbox")
      .select(["id", "purpose", "to_address", "subject", "status", "created_at", "sent_at"])
      .where("data_request_id", "=", id)
      .orderBy("id")
      .execute(),
  ]);
  return {
    ...rowOf(row),
    documentType: row.document_type,
    documentNumber: row.document_number,
    phone: row.phone,
    representativeName: row.representative_name,
    detail: row.detail,
    consentVersion: row.consent_version,
    consentAt: toIso(row.consent_at),
    consentIp: row.consent_ip,
    marketingConsent: toBool(row.marketing_consent),
    spamReason: row.spam_reason,
    sourceIp: row.source_ip,
    userAgent: row.user_agent,
    history: events.map((event) => ({
      id: event.id,
      at: toIso(event.at),
      kind: event.kind,
      note: event.note,
      by: event.by,
    })),
    emails: emails.map((email) => ({
      id: email.id,
      purpose: email.purpose,
      to: email.to_address,
      subject: email.subject,
      status: email.status,
      createdAt: toIso(email.created_at),
      sentAt: toIso(email.sent_at),
    })),
  };
}

export const DATA_REQUEST_TEXT_MAX_LENGTH = 5000;

export type DataRequestRefusal =
  | "closed"
  | "verified"
  | "answered"
  | "not-answered"
  | "no-extension"
  | "extended"
  | "overdue"
  | "empty-text"
  | "text-too-long"
  | "bad-characters";

export type DataRequestActionResult =
  | { status: "ok"; message: string }
  | { status: "not-found" }
  | { status: "refused"; reason: DataRequestRefusal; message: string };

const REFUSALS: Record<DataRequestRefusal, string> = {
  closed: "La solicitud ya está cerrada.",
  verified: "La identidad ya se registró como verificada.",
  answered: "La solicitud ya fue respondida.",
  "not-answered": "Registre y envíe la respuesta antes de cerrar la solicitud.",
  "no-extension": "El plazo de una solicitud de información no admite ampliación.",
  extended: "El plazo ya se amplió una vez; el reglamento no permite otra ampliación.",
  overdue: "El plazo ya venció: solo puede ampliarse antes de que venza.",
  "empty-text": "Escriba el texto antes de enviarlo.",
  "text-too-long": `El texto no puede superar ${DATA_REQUEST_TEXT_MAX_LENGTH.toLocaleString("es-PE")} caracteres.`,
  "bad-characters": "El texto contiene caracteres no permitidos.",
};

const refuse = (reason: DataRequestRefusal): DataRequestActionResult => ({
  status: "refused",
  reason,
  message: REFUSALS[reason],
});

export interface DataRequestActionContext {
  ip?: string;
  now?: Date;
}

type RequestRow = Awaited<ReturnType<typeof lockedRequest>>;

async function lockedRequest(trx: Transaction<Database>, id: number) {
  return trx
    .selectFrom("data_request")
    .selectAll()
    .where("id", "=", id)
    .$if(databaseEngine() === "postgres", (query) => query.forUpdate())
    .executeTakeFirst();
}

function forMail(row: NonNullable<RequestRow>): DataRequestForMail {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    receivedAt: new Date(toIso(row.received_at)),
    dueAt: new Date(toIso(row.due_at)),
    extended: row.extended_at !== null,
    fullName: row.full_name,
    documentType: row.document_type,
    documentNumber: row.document_number,
    email: row.email,
    phone: row.phone,
    representativeName: row.representative_name,
    detail: row.detail,
  };
}

/**
 * One step on a request, in a transaction with the row locked: `step` checks the state and changes
 * the row (or refuses); then the history entry and the audit row (reference and ids only, never the
 * person's data) are written, and the e-mail the step queued, if any, is announced to the worker.
 */
async function workStep(
  viewer: StaffViewer,
  id: number,
  kind: DataRequestEventKind,
  note: string | null,
  context: DataRequestActionContext,
  step: (
    trx: Transaction<Database>,
    row: NonNullable<RequestRow>,
    at: string,
  ) => Promise<DataRequestRefusal | { queued: boolean }>,
  done: string,
): Promise<DataRequestActionResult> {
  if (!mayWork(viewer) || !Number.isSafeInteger(id) || id <= 0) return { status: "not-found" };
  const at = (context.now ?? new Date()).toISOString();
  const result = await getDb()
    .transaction()
    .execute(async (trx): Promise<DataRequestActionResult & { queued?: boolean }> => {
      const row = await lockedRequest(trx, id);
      if (!row) return { status: "not-found" };
      if (row.closed_at !== null) return refuse("closed");
      const outcome = await step(trx, row, at);
      if (typeof outcome === "string") return refuse(outcome);
      const { id: eventId } = await trx
        .insertInto("data_request_event")
        .values({ request_id: id, at, user_id: viewer.id, kind, note })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordAudit(
        {
          at,
          userId: viewer.id,
          actor: viewer.email,
          action: `data_request.${kind}`,
          target: row.reference,
          ip: context.ip ?? null,
          detail: { requestId: id, eventId, requestKind: row.kind },
        },
        trx,
      );
      return { status: "ok", message: done, queued: outcome.queued };
    });
  if (result.status === "ok" && result.queued) notifyOutbox();
  if (result.status === "ok") return { status: "ok", message: result.message };
  return result;
}

const TEXT_REFUSALS: Record<StaffTextProblem, DataRequestRefusal> = {
  empty: "empty-text",
  "too-long": "text-too-long",
  "bad-characters": "bad-characters",
};

/** A staff text checked with the shared rule (staffText): the text to store, or the refusal's reason. */
function checkedText(raw: string, optional = false): { text: string } | { refusal: DataRequestRefusal } {
  const checked = staffText(raw, DATA_REQUEST_TEXT_MAX_LENGTH, { optional });
  return checked.ok ? { text: checked.text } : { refusal: TEXT_REFUSALS[checked.problem] };
}

/** Records that the person's identity (and a representative's power) was checked, with an optional note. */
export function verifyDataRequest(
  viewer: StaffViewer,
  id: number,
  note: string,
  context: DataRequestActionContext = {},
): Promise<DataRequestActionResult> {
  const checked = checkedText(note, true);
  if ("refusal" in checked) return Promise.resolve(refuse(checked.refusal));
  const trimmed = checked.text;
  return workStep(
    viewer,
    id,
    "verified",
    trimmed || null,
    context,
    async (trx, row, at) => {
      if (row.verified_at !== null) return "verified";
      await trx.updateTable("data_request").set({ verified_at: at }).where("id", "=", row.id).execute();
      return { queued: false };
    },
    "Se registró la verificación de identidad.",
  );
}

/**
 * Extends the term once by its equal extension, before it runs out (never for "información"), and
 * e-mails the person the reason and the new deadline.
 */
export function extendDataRequest(
  viewer: StaffViewer,
  id: number,
  reason: string,
  context: DataRequestActionContext = {},
): Promise<DataRequestActionResult> {
  const checked = checkedText(reason);
  if ("refusal" in checked) return Promise.resolve(refuse(checked.refusal));
  const trimmed = checked.text;
  return workStep(
    viewer,
    id,
    "extended",
    trimmed,
    context,
    async (trx, row, at) => {
      const request = forMail(row);
      const now = new Date(at);
      const state = { kind: row.kind, dueAt: request.dueAt, extendedAt: null, answeredAt: null };
      if (row.answered_at !== null) return "answered";
      if (row.extended_at !== null) return "extended";
      if (!canExtend(state, now)) return row.kind === "information" ? "no-extension" : "overdue";
      const dueAt = dataRequestDueAt(request.receivedAt, row.kind, true);
      await trx
        .updateTable("data_request")
        .set({ extended_at: at, due_at: dueAt.toISOString() })
        .where("id", "=", row.id)
        .execute();
      await queueMessages(
        trx,
        row.id,
        [await composeExtensionMessage({ ...request, dueAt, extended: true }, trimmed, trx)],
        at,
      );
      return { queued: true };
    },
    "Se amplió el plazo y se envió el motivo a la persona.",
  );
}

/** Records the answer and e-mails it to the person; the deadline clock stops. */
export function answerDataRequest(
  viewer: StaffViewer,
  id: number,
  answer: string,
  context: DataRequestActionContext = {},
): Promise<DataRequestActionResult> {
  const checked = checkedText(answer);
  if ("refusal" in checked) return Promise.resolve(refuse(checked.refusal));
  const trimmed = checked.text;
  return workStep(
    viewer,
    id,
    "answered",
    trimmed,
    context,
    async (trx, row, at) => {
      if (row.answered_at !== null) return "answered";
      await trx.updateTable("data_request").set({ answered_at: at }).where("id", "=", row.id).execute();
      await queueMessages(trx, row.id, [await composeAnswerMessage(forMail(row), trimmed, trx)], at);
      return { queued: true };
    },
    "Se registró la respuesta y se envió a la persona por correo.",
  );
}

/** Closes an answered request; nothing changes on it afterwards. */
export function closeDataRequest(
  viewer: StaffViewer,
  id: number,
  context: DataRequestActionContext = {},
): Promise<DataRequestActionResult> {
  return workStep(
    viewer,
    id,
    "closed",
    null,
    context,
    async (trx, row, at) => {
      if (row.answered_at === null) return "not-answered";
      await trx.updateTable("data_request").set({ closed_at: at }).where("id", "=", row.id).execute();
      return { queued: false };
    },
    "La solicitud quedó cerrada.",
  );
}
