// A lead as the inbox, the company timeline and the related requests list it: one row each, read by
// id for the page's few leads once the filtered query has chosen them.
import type { LeadKind, LeadStatus } from "../lead-vocabulary";
import { getDb } from "~/platform/data/db.server";
import { toIso } from "~/platform/data/sql-values.server";

export interface LeadInboxRow {
  id: number;
  /** e.g. "COT-2026-000123". */
  reference: string;
  kind: LeadKind;
  company: string;
  /** 11 digits; empty for a lead stored without one. */
  ruc: string;
  name: string;
  email: string;
  /** ISO-8601. */
  createdAt: string;
  assignee: { id: number; name: string } | null;
  status: LeadStatus;
  /** New, never answered, and in since the cutoff of the business-hours clock or before. */
  overdue: boolean;
  /** Whole minutes since it came in (wall-clock time; the business-hours clock is the overdue flag's). */
  ageMinutes: number;
}

/** The business-hours clock's verdict, computed by the caller: a new lead not answered by then is overdue. */
export interface LeadClock {
  /** Leads created at or before this instant without a first response are overdue. */
  overdueBefore: Date;
  /** For the age; defaults to the current time. */
  now?: Date;
}

/** The rows of the given leads, in the order of `ids` (ids not found are skipped). */
export async function leadRows(ids: readonly number[], clock: LeadClock): Promise<LeadInboxRow[]> {
  if (ids.length === 0) return [];
  const found = await getDb()
    .selectFrom("lead")
    .leftJoin("staff_user", "staff_user.id", "lead.assignee_id")
    .select([
      "lead.id",
      "lead.reference",
      "lead.kind",
      "lead.company",
      "lead.ruc",
      "lead.name",
      "lead.email",
      "lead.created_at",
      "lead.status",
      "lead.first_response_at",
      "lead.assignee_id",
      "staff_user.name as assignee_name",
    ])
    .where("lead.id", "in", ids)
    .execute();
  const byId = new Map(found.map((row) => [row.id, row]));
  const now = (clock.now ?? new Date()).getTime();
  const cutoff = clock.overdueBefore.getTime();
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const createdAt = toIso(row.created_at);
    const created = Date.parse(createdAt);
    return [
      {
        id: row.id,
        reference: row.reference,
        kind: row.kind,
        company: row.company,
        ruc: row.ruc,
        name: row.name,
        email: row.email,
        createdAt,
        assignee: row.assignee_id !== null ? { id: row.assignee_id, name: row.assignee_name ?? "" } : null,
        status: row.status,
        overdue: row.status === "new" && row.first_response_at === null && created <= cutoff,
        ageMinutes: Math.max(0, Math.floor((now - created) / 60_000)),
      },
    ];
  });
}
