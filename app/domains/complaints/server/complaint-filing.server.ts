// The Libro de Reclamaciones, filing: a sheet is numbered per Lima year (gapless, from a counter row
// in the filing's transaction), stored with its e-mails in one go, and never changed or deleted (the
// database refuses both, migration 013). See docs/decisions/036-libro-de-reclamaciones.md.
import { createHash } from "node:crypto";
import { type Transaction } from "kysely";
import { APPEND_ONLY_MESSAGE } from "../../../../db/migrations/013-complaint-book";
import type { Database } from "../../../../db/schema";
import { supplierOf } from "../complaints-book";
import { complaintDeadline, complaintNumber, type ComplaintSheetRecord, limaYear } from "../complaint-book";
import type { ComplaintForm } from "../complaint-schema";
import { getCompanyContact } from "~/platform/settings/company-settings.server";
import { type ComplaintMessage, draftComplaintMessages } from "../mail/complaint-mail.server";
import { consentVersionShown } from "~/platform/data/consent-ledger.server";
import { getDb } from "~/platform/data/db.server";
import { notifyOutbox } from "~/platform/mail/outbox.server";
import { storeOnce } from "~/platform/data/store-once.server";
import { fromBool, nowIso } from "~/platform/data/sql-values.server";
import type { SubmissionMeta } from "~/platform/submission/submission-meta";

/**
 * A sheet's metadata (the key is the form's, content-scoped by complaintScopedKey); a spam verdict files
 * the sheet all the same, but no copy goes to its e-mail.
 */
export interface ComplaintMeta extends SubmissionMeta {
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

export function complaintOutboxRows(messages: ComplaintMessage[], sheetId: number) {
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
  return storeOnce(
    meta.idempotencyKey,
    (key) => byIdempotencyKey(key, payloadHash),
    async (): Promise<FileComplaintResult> => {
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
        // The sheet asks for no marketing consent (decision 041); older sheets may hold a true.
        marketingConsent: false,
        spamReason: meta.spam?.reason ?? null,
      };
      const draft = await draftComplaintMessages(record, complaintDeadline(filedAt), meta.spam);
      // The consent text's version in the ledger (consent_text, purpose "complaint"): the sheet keeps its hash.
      const consent = await consentVersionShown(meta.consentVersion, "complaint");
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
              privacy_consent_hash: consent.hash,
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
            .values(complaintOutboxRows(draft(number, id), id))
            .execute();
          return { id, number };
        });
      notifyOutbox();
      return { status: "filed", sheet };
    },
  );
}
