// The administrators' work on a personal-data rights (ARCO) request: identity verified, term extended
// once, answered by e-mail, closed; each step appended to the request's history and written to the
// audit log without the person's data (docs/decisions/037-data-rights-and-retention.md).
import type { Transaction } from "kysely";
import type { Database } from "../../../../db/schema";
import { canExtend, type DataRequestEventKind, dataRequestDueAt } from "../data-rights";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import {
  composeAnswerMessage,
  composeExtensionMessage,
  type DataRequestForMail,
} from "../mail/data-request-mail.server";
import { databaseEngine, getDb } from "~/platform/data/db.server";
import { notifyOutbox } from "~/platform/mail/outbox.server";
import { toIso } from "~/platform/data/sql-values.server";
import { recordAudit } from "~/platform/data/audit-log.server";
import { staffText, type StaffTextProblem } from "~/platform/admin-kit/staff-text";
import { queueMessages } from "./data-request-filing.server";
import { mayWork } from "./data-request-reading.server";

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
