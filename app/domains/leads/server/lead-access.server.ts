// Which lead a staff member may reach, and the record every change of a lead leaves: one lead_event
// row (the lead's history) and one audit_log row (the back office's audit trail), in the caller's
// transaction.
import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, LeadTable } from "../../../../db/schema";
import type { LeadEventKind } from "../lead-events";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { leadKindsFor } from "../lead-vocabulary";
import { databaseEngine } from "~/platform/data/db.server";
import { recordAudit } from "~/platform/data/audit-log.server";
import { nowIso } from "~/platform/data/sql-values.server";

/**
 * The answer for a lead that does not exist and for one whose kind the viewer's role may not see:
 * the same, so nobody can tell another team's lead ids from missing ones.
 */
export interface LeadNotFound {
  status: "not-found";
}

export const LEAD_NOT_FOUND: LeadNotFound = { status: "not-found" };

/** Why a change was refused; `message` is the Spanish sentence staff read. */
export interface LeadActionRefused {
  status: "refused";
  reason: LeadRefusalReason;
  message: string;
}

export type LeadRefusalReason =
  | "invalid-status"
  | "flagged-spam"
  | "invalid-assignee"
  | "empty-note"
  | "note-too-long"
  | "note-bad-characters"
  | "no-message"
  | "resent-recently"
  | "anonymised";

/** What a change of a lead answers: done (with its figures), not found, or refused with the reason. */
export type LeadActionResult<T extends object = object> =
  ({ status: "ok" } & T) | LeadNotFound | LeadActionRefused;

/** Where a change came from, for the audit log. */
export interface LeadActionContext {
  ip?: string;
}

export function refused(reason: LeadRefusalReason, message: string): LeadActionRefused {
  return { status: "refused", reason, message };
}

type Reader = Kysely<Database> | Transaction<Database>;

/**
 * The lead with this id when the viewer's role may see its kind, else undefined (also for an id that
 * is not a positive integer). `lock`: inside a transaction on PostgreSQL, the row is locked until
 * the commit, so concurrent changes of one lead happen one after the other (SQLite runs one write
 * transaction at a time anyway).
 */
export async function visibleLead(
  db: Reader,
  viewer: StaffViewer,
  id: number,
  options: { lock?: boolean } = {},
): Promise<Selectable<LeadTable> | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  return db
    .selectFrom("lead")
    .selectAll()
    .where("id", "=", id)
    .where("kind", "in", [...leadKindsFor(viewer.role)])
    .$if(Boolean(options.lock) && databaseEngine() === "postgres", (query) => query.forUpdate())
    .executeTakeFirst();
}

export interface LeadChange {
  lead: { id: number; reference: string };
  kind: LeadEventKind;
  from?: string | null;
  to?: string | null;
  note?: string | null;
  detail?: Record<string, unknown>;
}

/** Writes the history row and the audit row of one change; returns the history row's id. */
export async function recordLeadChange(
  trx: Transaction<Database>,
  viewer: StaffViewer,
  change: LeadChange,
  context: LeadActionContext = {},
): Promise<number> {
  const at = nowIso();
  const detail = change.detail ? JSON.stringify(change.detail) : null;
  const { id } = await trx
    .insertInto("lead_event")
    .values({
      lead_id: change.lead.id,
      at,
      user_id: viewer.id,
      kind: change.kind,
      from_value: change.from ?? null,
      to_value: change.to ?? null,
      note: change.note ?? null,
      detail,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await recordAudit(
    {
      at,
      userId: viewer.id,
      actor: viewer.email,
      action: `lead.${change.kind}`,
      target: change.lead.reference,
      ip: context.ip ?? null,
      detail: {
        leadId: change.lead.id,
        eventId: id,
        ...(change.from !== undefined ? { from: change.from } : {}),
        ...(change.to !== undefined ? { to: change.to } : {}),
        ...change.detail,
      },
    },
    trx,
  );
  return id;
}
