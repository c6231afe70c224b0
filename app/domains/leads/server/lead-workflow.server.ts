// The back office's changes to a lead: its status, its assignee, internal notes. Each takes the staff
// member acting first, reaches only leads of the kinds their role sees (others answer "not found",
// like a missing id), and writes the change, its history row and its audit row in one transaction.
// Resending e-mails and "No es spam": lead-email-actions.server.ts. Reading: lead-detail.server.ts.
import { NOTE_MAX_LENGTH } from "../lead-events";
import { staffText } from "~/platform/admin-kit/staff-text";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { canSeeLeadKind, LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from "../lead-vocabulary";
import { getDb } from "~/platform/data/db.server";
import {
  LEAD_NOT_FOUND,
  type LeadActionContext,
  type LeadActionResult,
  recordLeadChange,
  refused,
  visibleLead,
} from "./lead-access.server";
import { nowIso, toBool, toIso } from "~/platform/data/sql-values.server";

/** The statuses a lead the spam trap flagged may take before staff say "No es spam". */
const FLAGGED_STATUSES: readonly LeadStatus[] = ["spam", "archived"];

/**
 * Moves a lead to another status. The first response clock: moving a lead out of "new", to any
 * status, sets `first_response_at` when it is still empty, and nothing ever changes it afterwards
 * (a lead moved back to "new" keeps it). That moment ends the wait the overdue rule measures: someone
 * took the lead in hand, or decided it needs no answer (spam, archived). Assigning a lead or writing
 * a note is not a response: the buyer still waits. A lead the spam trap flagged can only be archived
 * or stay spam until staff mark it "No es spam" (markNotSpam), which also sends the acknowledgement
 * the buyer never got. The same status again changes nothing and records nothing.
 */
export async function changeLeadStatus(
  viewer: StaffViewer,
  id: number,
  status: LeadStatus,
  context: LeadActionContext = {},
): Promise<LeadActionResult<{ changed: boolean; firstResponseAt: string | null }>> {
  if (!LEAD_STATUSES.includes(status)) {
    return refused("invalid-status", "Elija uno de los estados de la lista.");
  }
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const lead = await visibleLead(trx, viewer, id, { lock: true });
      if (!lead) return LEAD_NOT_FOUND;
      const firstResponseAt = lead.first_response_at === null ? null : toIso(lead.first_response_at);
      if (lead.status === status) return { status: "ok" as const, changed: false, firstResponseAt };
      if (toBool(lead.spam) && !FLAGGED_STATUSES.includes(status)) {
        return refused(
          "flagged-spam",
          `Esta solicitud llegó marcada como posible spam. Si es de un cliente real, márquela como «No es spam» antes de pasarla a «${LEAD_STATUS_LABELS[status]}».`,
        );
      }
      const respondedAt = lead.status === "new" && firstResponseAt === null ? nowIso() : firstResponseAt;
      await trx
        .updateTable("lead")
        .set({ status, first_response_at: respondedAt })
        .where("id", "=", lead.id)
        .execute();
      await recordLeadChange(trx, viewer, { lead, kind: "status", from: lead.status, to: status }, context);
      return { status: "ok" as const, changed: true, firstResponseAt: respondedAt };
    });
}

/**
 * Gives a lead to a staff member, or to nobody (`null`). The assignee must be an active account whose
 * role works this kind of lead. The same assignee again changes nothing and records nothing.
 */
export async function assignLead(
  viewer: StaffViewer,
  id: number,
  assigneeId: number | null,
  context: LeadActionContext = {},
): Promise<LeadActionResult<{ changed: boolean }>> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const lead = await visibleLead(trx, viewer, id, { lock: true });
      if (!lead) return LEAD_NOT_FOUND;
      if (lead.assignee_id === assigneeId) return { status: "ok" as const, changed: false };
      let assignee: { id: number; name: string } | undefined;
      if (assigneeId !== null) {
        const row = Number.isSafeInteger(assigneeId)
          ? await trx
              .selectFrom("staff_user")
              .select(["id", "name", "role", "active"])
              .where("id", "=", assigneeId)
              .executeTakeFirst()
          : undefined;
        if (!row || !toBool(row.active) || !canSeeLeadKind(row.role, lead.kind)) {
          return refused(
            "invalid-assignee",
            "Elija a una persona con cuenta activa que atienda este tipo de solicitud.",
          );
        }
        assignee = row;
      }
      const previous =
        lead.assignee_id === null
          ? undefined
          : await trx
              .selectFrom("staff_user")
              .select("name")
              .where("id", "=", lead.assignee_id)
              .executeTakeFirst();
      await trx.updateTable("lead").set({ assignee_id: assigneeId }).where("id", "=", lead.id).execute();
      await recordLeadChange(
        trx,
        viewer,
        {
          lead,
          kind: "assignee",
          from: lead.assignee_id === null ? null : String(lead.assignee_id),
          to: assigneeId === null ? null : String(assigneeId),
          // The names as they were, for the history (an account may be renamed or removed later).
          detail: { fromName: previous?.name ?? null, toName: assignee?.name ?? null },
        },
        context,
      );
      return { status: "ok" as const, changed: true };
    });
}

/** Adds an internal note (trimmed, 1 to 5000 characters) to a lead's history. */
export async function addLeadNote(
  viewer: StaffViewer,
  id: number,
  text: string,
  context: LeadActionContext = {},
): Promise<LeadActionResult<{ eventId: number }>> {
  const checked = staffText(text, NOTE_MAX_LENGTH);
  if (!checked.ok) {
    if (checked.problem === "empty") return refused("empty-note", "Escriba la nota antes de guardarla.");
    if (checked.problem === "too-long")
      return refused("note-too-long", `La nota puede tener hasta ${NOTE_MAX_LENGTH} caracteres.`);
    return refused("note-bad-characters", "La nota contiene caracteres no permitidos.");
  }
  const note = checked.text;
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const lead = await visibleLead(trx, viewer, id);
      if (!lead) return LEAD_NOT_FOUND;
      // Its personal data was erased (decision 037): a note could bring some back, out of the erasure's reach.
      if (lead.anonymised_at !== null) {
        return refused(
          "anonymised",
          "Los datos personales de esta solicitud se eliminaron: ya no admite notas.",
        );
      }
      const eventId = await recordLeadChange(trx, viewer, { lead, kind: "note", note }, context);
      return { status: "ok" as const, eventId };
    });
}
