// One lead as the back office shows it: every field, its quotation lines with a link to each product,
// the assignee, the delivery state of its e-mails, its history and notes. Reached only by staff whose
// role sees the lead's kind; anyone else gets "not found", as for a missing id.
import type { LeadKind, LeadStatus, OutboxStatus, StaffRole } from "../../../../db/schema";
import { productUrl } from "~/domains/catalogue";
import type { LeadEmailPurpose, LeadEventKind } from "../lead-events";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { canSeeLeadKind } from "../lead-vocabulary";
import { type LeadConsent, leadConsentOf } from "~/platform/data/consent-ledger.server";
import { getDb } from "~/platform/data/db.server";
import { LEAD_NOT_FOUND, type LeadNotFound, visibleLead } from "./lead-access.server";
import { parseJson, toBool, toIso } from "~/platform/data/sql-values.server";

export interface LeadStaffMember {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  active: boolean;
}

export interface LeadDetailLine {
  /** 0-based, the order of the request. */
  position: number;
  /** The product's code and unit of sale when the lead came in (null on lines older than codes whose product was gone). */
  code: string | null;
  name: string;
  quantity: number;
  unit: string | null;
  /** Null once the product is deleted. */
  productId: number | null;
  /** The product's current slug, while it exists. */
  productSlug: string | null;
  /** `/productos/{slug}?producto={id}` while the product exists and is shown in the catalogue. */
  productPath: string | null;
}

/** One e-mail of the lead in the outbox (a resend is one more), oldest first. */
export interface LeadEmail {
  id: number;
  purpose: LeadEmailPurpose;
  messageId: string;
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
  /** When the worker tries it next (meaningful while pending). */
  nextAttemptAt: string;
}

export interface LeadHistoryEntry {
  id: number;
  at: string;
  kind: LeadEventKind;
  /** Who did it; null for the system or an account that was removed. */
  actor: { id: number; name: string } | null;
  /** Status: the statuses; assignee: staff ids (names in detail.fromName/toName); resend: to = purpose. */
  from: string | null;
  to: string | null;
  /** The text of a note. */
  note: string | null;
  detail: Record<string, unknown> | null;
}

export interface LeadDetail {
  id: number;
  kind: LeadKind;
  reference: string;
  status: LeadStatus;
  name: string;
  email: string;
  phone: string | null;
  company: string;
  ruc: string;
  message: string | null;
  equipment: string | null;
  /** The spam trap's flag (cleared by "No es spam"); spamReason stays as the trap's verdict. */
  spam: boolean;
  spamReason: string | null;
  sourceIp: string | null;
  userAgent: string | null;
  createdAt: string;
  firstResponseAt: string | null;
  /** The consent ledger's row: given (version, time, address, marketing) or not recorded. */
  consent: LeadConsent;
  /** When its personal fields were replaced by the marker (an erasure, the retention job); null while held. */
  anonymisedAt: string | null;
  assignee: LeadStaffMember | null;
  lines: LeadDetailLine[];
  emails: LeadEmail[];
  /** Every event, notes included, newest first. */
  history: LeadHistoryEntry[];
  /** The notes alone, newest first. */
  notes: LeadHistoryEntry[];
}

export async function getLeadDetail(
  viewer: StaffViewer,
  id: number,
): Promise<({ status: "ok" } & { lead: LeadDetail }) | LeadNotFound> {
  const db = getDb();
  const lead = await visibleLead(db, viewer, id);
  if (!lead) return LEAD_NOT_FOUND;
  const [assignee, lines, emails, events, consent] = await Promise.all([
    lead.assignee_id === null
      ? undefined
      : db
          .selectFrom("staff_user")
          .select(["id", "name", "email", "role", "active"])
          .where("id", "=", lead.assignee_id)
          .executeTakeFirst(),
    db
      .selectFrom("lead_line")
      .leftJoin("product", "product.id", "lead_line.product_id")
      .select([
        "lead_line.position",
        "lead_line.code",
        "lead_line.name",
        "lead_line.quantity",
        "lead_line.unit",
        "lead_line.product_id",
        "product.slug as product_slug",
        "product.active as product_active",
      ])
      .where("lead_line.lead_id", "=", lead.id)
      .orderBy("lead_line.position")
      .execute(),
    db
      .selectFrom("outbox")
      .select([
        "id",
        "purpose",
        "message_id",
        "to_address",
        "subject",
        "status",
        "attempts",
        "last_error",
        "sent_at",
        "created_at",
        "next_attempt_at",
      ])
      .where("lead_id", "=", lead.id)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("lead_event")
      .leftJoin("staff_user", "staff_user.id", "lead_event.user_id")
      .select([
        "lead_event.id",
        "lead_event.at",
        "lead_event.kind",
        "lead_event.user_id",
        "staff_user.name as actor_name",
        "lead_event.from_value",
        "lead_event.to_value",
        "lead_event.note",
        "lead_event.detail",
      ])
      .where("lead_event.lead_id", "=", lead.id)
      .orderBy("lead_event.at", "desc")
      .orderBy("lead_event.id", "desc")
      .execute(),
    leadConsentOf(db, lead.id),
  ]);
  const history: LeadHistoryEntry[] = events.map((event) => ({
    id: event.id,
    at: toIso(event.at),
    kind: event.kind as LeadEventKind,
    actor:
      event.user_id !== null && event.actor_name !== null
        ? { id: event.user_id, name: event.actor_name }
        : null,
    from: event.from_value,
    to: event.to_value,
    note: event.note,
    detail: event.detail === null ? null : parseJson<Record<string, unknown>>(event.detail),
  }));
  return {
    status: "ok",
    lead: {
      id: lead.id,
      kind: lead.kind,
      reference: lead.reference,
      status: lead.status,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      company: lead.company,
      ruc: lead.ruc,
      message: lead.message,
      equipment: lead.equipment,
      spam: toBool(lead.spam),
      spamReason: lead.spam_reason,
      sourceIp: lead.source_ip,
      userAgent: lead.user_agent,
      createdAt: toIso(lead.created_at),
      firstResponseAt: toIso(lead.first_response_at),
      consent,
      anonymisedAt: toIso(lead.anonymised_at),
      assignee: assignee ? { ...assignee, active: toBool(assignee.active) } : null,
      lines: lines.map((line) => ({
        position: line.position,
        code: line.code,
        name: line.name,
        quantity: line.quantity,
        unit: line.unit,
        productId: line.product_id,
        productSlug: line.product_slug,
        productPath:
          line.product_id !== null &&
          line.product_slug !== null &&
          line.product_active !== null &&
          toBool(line.product_active)
            ? productUrl({ id: line.product_id, slug: line.product_slug })
            : null,
      })),
      emails: emails.flatMap((email) =>
        email.purpose !== "sales" && email.purpose !== "ack"
          ? []
          : [
              {
                id: email.id,
                purpose: email.purpose,
                messageId: email.message_id,
                to: email.to_address,
                subject: email.subject,
                status: email.status,
                attempts: email.attempts,
                lastError: email.last_error,
                sentAt: toIso(email.sent_at),
                createdAt: toIso(email.created_at),
                nextAttemptAt: toIso(email.next_attempt_at),
              },
            ],
      ),
      history,
      notes: history.filter((entry) => entry.kind === "note"),
    },
  };
}

/** The staff members this lead may be given to: active accounts whose role works its kind, by name. */
export async function listStaffForLead(
  viewer: StaffViewer,
  id: number,
): Promise<({ status: "ok" } & { staff: LeadStaffMember[] }) | LeadNotFound> {
  const lead = await visibleLead(getDb(), viewer, id);
  if (!lead) return LEAD_NOT_FOUND;
  const rows = await getDb()
    .selectFrom("staff_user")
    .select(["id", "name", "email", "role", "active"])
    .where("active", "=", 1)
    .orderBy("name")
    .orderBy("id")
    .execute();
  return {
    status: "ok",
    staff: rows
      .filter((row) => canSeeLeadKind(row.role, lead.kind))
      .map((row) => ({ ...row, active: toBool(row.active) })),
  };
}
