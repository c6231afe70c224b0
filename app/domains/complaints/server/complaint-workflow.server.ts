// The Libro de Reclamaciones, what staff append to a filed sheet: the answer (once), a settlement
// pause of the deadline, a copy sent again; each audited and, where the consumer gave an e-mail,
// e-mailed through the outbox. Nothing here changes a filed sheet. See decision 036.
import { sql, type Transaction } from "kysely";
import type { Database } from "../../../../db/schema";
import { COMPLAINT_MAX_PAUSE_BUSINESS_DAYS, complaintDeadline } from "../complaint-book";
import { canHandleComplaints, type StaffViewer } from "~/platform/admin-kit/staff-roles";
import { staffText } from "~/platform/admin-kit/staff-text";
import { recordAudit } from "~/platform/data/audit-log.server";
import { complaintOutboxRows } from "./complaint-filing.server";
import {
  composeComplaintAnswer,
  composeComplaintPause,
  composeComplaintCopy,
} from "../mail/complaint-mail.server";
import { loadComplaintDetail } from "./complaint-reading.server";
import { databaseEngine, getDb } from "~/platform/data/db.server";
import { notifyOutbox } from "~/platform/mail/outbox.server";
import { isUniqueViolation } from "~/platform/data/sql-values.server";

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

/** A staff text checked with the shared rule (staffText), refused in this book's words. */
function cleanText(
  raw: string,
  max: number,
  required: string,
  tooLong: string,
): { text: string } | { refused: string } {
  const checked = staffText(raw, max);
  if (checked.ok) return { text: checked.text };
  const refusals = {
    empty: required,
    "too-long": tooLong,
    "bad-characters": COMPLAINT_REFUSALS.badCharacters,
  };
  return { refused: refusals[checked.problem] };
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
  const detail = await loadComplaintDetail(getDb(), id, now);
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
            .values(complaintOutboxRows([message], id))
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
      const detail = await loadComplaintDetail(trx, id, now);
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
      // The consumer learns of the pause and the new deadline by e-mail, when they gave one.
      const message = detail.sheet.email
        ? await composeComplaintPause(detail.sheet, deadline, days, cleaned.text, trx)
        : undefined;
      await trx
        .insertInto("complaint_event")
        .values({
          sheet_id: id,
          at: now.toISOString(),
          user_id: viewer.id,
          kind: "pause",
          business_days: days,
          text: cleaned.text,
          detail: JSON.stringify({ deadline: deadline.toISOString(), emailed: Boolean(message) }),
        })
        .execute();
      if (message)
        await trx
          .insertInto("outbox")
          .values(complaintOutboxRows([message], id))
          .execute();
      await recordAudit(
        {
          action: "complaint.pause",
          userId: viewer.id,
          actor: viewer.email,
          target: detail.sheet.number,
          ip: context.ip,
          detail: {
            sheetId: id,
            businessDays: days,
            deadline: deadline.toISOString(),
            emailed: Boolean(message),
          },
        },
        trx,
      );
      return { status: "ok", emailed: Boolean(message) };
    });
  if (outcome.status === "ok" && outcome.emailed) notifyOutbox();
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
  const detail = await loadComplaintDetail(getDb(), id, now);
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
        .values(complaintOutboxRows([message], id))
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
