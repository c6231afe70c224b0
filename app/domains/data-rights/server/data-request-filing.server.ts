// Personal-data rights (ARCO) requests as they arrive from /derechos-arco: stored with their e-mails
// (the notice to the privacy inbox, the acknowledgement to the person) in one transaction, once per
// key. Requests are never deleted: they prove that each one was answered in time
// (docs/decisions/037-data-rights-and-retention.md). Read by data-request-reading.server.ts, worked
// by data-request-workflow.server.ts.
import { createHash, randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "../../../../db/schema";
import { type DataRequestKind, dataRequestDueAt, dataRequestReference } from "../data-rights";
import type { DataRequestForm } from "../data-request-schema";
import {
  composeReceiptMessages,
  type DataRequestForMail,
  type DataRequestMessage,
} from "../mail/data-request-mail.server";
import { getDb } from "~/platform/data/db.server";
import { notifyOutbox } from "~/platform/mail/outbox.server";
import { storeOnce } from "~/platform/data/store-once.server";
import { fromBool, toIso } from "~/platform/data/sql-values.server";
import { consentVersionShown } from "~/platform/data/consent-ledger.server";
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

export async function queueMessages(
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
