// The personal-data rights (ARCO) requests as administrators read them: the list by legal deadline
// (/admin/derechos) and one request with its history and e-mails (/admin/derechos/{id}).
import { type Selectable, sql } from "kysely";
import type { DataRequestTable } from "../../../../db/schema";
import type { DataRequestEventKind, DataRequestKind, DocumentType } from "../data-rights";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { getDb } from "~/platform/data/db.server";
import { toBool, toIso } from "~/platform/data/sql-values.server";

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
export const mayWork = (viewer: StaffViewer) => viewer.role === "admin";

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
