import { createHash, randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database, LeadKind } from "../../db/schema";
import type { SpamVerdict } from "~/lib/spam-trap";
import type { ContactRequest, InvoiceDetail, QuoteRequest } from "~/schemas/lead";
import { getDb } from "./db.server";
import { composeLeadMessages } from "./lead-mail.server";
import { notifyOutbox } from "./outbox.server";
import { fromBool, isUniqueViolation, nowIso } from "./sql-values.server";

export type LeadInput = ContactRequest | QuoteRequest;

export interface LeadMeta {
  idempotencyKey?: string;
  sourceIp?: string;
  userAgent?: string;
  /**
   * Why the submission looks like spam (honeypot, too fast). It is then stored flagged and e-mailed to
   * the sales inbox marked as possible spam with the reason; the buyer gets no acknowledgement.
   */
  spam?: SpamVerdict;
}

export interface LeadReceipt {
  id: number;
  reference: string;
}

export type SubmitLeadResult =
  | { status: "created"; lead: LeadReceipt }
  | { status: "replayed"; lead: LeadReceipt }
  | { status: "key-reused" };

const REFERENCE_PREFIX: Record<LeadKind, string> = { QUOTE: "COT", CONTACT: "CON", SERVICE: "SER" };

export function leadKindOf(input: LeadInput): LeadKind {
  return "invoiceDetails" in input ? "QUOTE" : input.contactType;
}

/** A short human reference such as COT-2026-000123. */
export function leadReference(kind: LeadKind, id: number, createdAt: Date): string {
  return `${REFERENCE_PREFIX[kind]}-${createdAt.getUTCFullYear()}-${String(id).padStart(6, "0")}`;
}

/**
 * Stores a validated lead, its quotation lines and its outgoing e-mails in one transaction.
 * Only when this resolves may the caller answer 2xx. With an idempotency key, a retry of the same
 * submission returns the first receipt instead of creating a second lead.
 */
export async function submitLead(input: LeadInput, meta: LeadMeta = {}): Promise<SubmitLeadResult> {
  const payloadHash = hashPayload(input);
  if (meta.idempotencyKey) {
    const earlier = await findByIdempotencyKey(meta.idempotencyKey, payloadHash);
    if (earlier) return earlier;
  }
  try {
    const lead = await insertLead(input, meta, payloadHash);
    notifyOutbox();
    return { status: "created", lead };
  } catch (error) {
    // Two copies of one submission raced; the other one won. Answer as the retry it is.
    if (meta.idempotencyKey && isUniqueViolation(error)) {
      const earlier = await findByIdempotencyKey(meta.idempotencyKey, payloadHash);
      if (earlier) return earlier;
    }
    throw error;
  }
}

async function findByIdempotencyKey(key: string, payloadHash: string): Promise<SubmitLeadResult | undefined> {
  const row = await getDb()
    .selectFrom("lead")
    .select(["id", "reference", "payload_hash"])
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.payload_hash !== payloadHash) return { status: "key-reused" };
  return { status: "replayed", lead: { id: row.id, reference: row.reference } };
}

async function insertLead(input: LeadInput, meta: LeadMeta, payloadHash: string): Promise<LeadReceipt> {
  const kind = leadKindOf(input);
  const createdAt = new Date();
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const { id } = await trx
        .insertInto("lead")
        .values({
          kind,
          reference: `pending-${randomBytes(12).toString("hex")}`,
          idempotency_key: meta.idempotencyKey ?? null,
          payload_hash: payloadHash,
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          company: input.company,
          ruc: input.rucPeru,
          message: input.message ?? null,
          equipment: "equipment" in input ? input.equipment : null,
          status: "new",
          spam: fromBool(Boolean(meta.spam)),
          spam_reason: meta.spam?.reason ?? null,
          source_ip: meta.sourceIp ?? null,
          user_agent: meta.userAgent?.slice(0, 400) ?? null,
          created_at: createdAt.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const reference = leadReference(kind, id, createdAt);
      await trx.updateTable("lead").set({ reference }).where("id", "=", id).execute();

      const lines = await withCatalogueNames(trx, "invoiceDetails" in input ? input.invoiceDetails : []);
      if (lines.length > 0) {
        await trx
          .insertInto("lead_line")
          .values(
            lines.map((line, position) => ({
              lead_id: id,
              position,
              product_id: line.inCatalogue ? line.productId : null,
              name: line.name,
              quantity: line.quantity,
            })),
          )
          .execute();
      }

      // The e-mails list the catalogue's names, never the visitor's text (the acknowledgement goes to any address).
      const mailed = "invoiceDetails" in input ? { ...input, invoiceDetails: lines } : input;
      const messages = composeLeadMessages({ ...mailed, kind, reference, createdAt }, meta.spam);
      const now = nowIso();
      await trx
        .insertInto("outbox")
        .values(
          messages.map((message) => ({
            lead_id: id,
            purpose: message.purpose,
            message_id: message.messageId,
            to_address: message.to,
            reply_to: message.replyTo ?? null,
            subject: message.subject,
            text_body: message.text,
            html_body: message.html,
            status: "pending" as const,
            attempts: 0,
            next_attempt_at: now,
            created_at: now,
          })),
        )
        .execute();
      return { id, reference };
    });
}

interface StoredLine extends InvoiceDetail {
  /** False when the product was deleted between the check of the lines and this write. */
  inCatalogue: boolean;
}

/**
 * The quotation lines with the catalogue's product names: the `name` a client sends is informative
 * only. A product deleted since the lines were checked keeps the name sent, without a product id.
 */
async function withCatalogueNames(
  trx: Transaction<Database>,
  lines: readonly InvoiceDetail[],
): Promise<StoredLine[]> {
  if (lines.length === 0) return [];
  const products = await trx
    .selectFrom("product")
    .select(["id", "name"])
    .where(
      "id",
      "in",
      lines.map((line) => line.productId),
    )
    .execute();
  const names = new Map(products.map((product) => [product.id, product.name]));
  return lines.map((line) => {
    const name = names.get(line.productId);
    return { ...line, name: name ?? line.name, inCatalogue: name !== undefined };
  });
}

function hashPayload(input: LeadInput): string {
  return createHash("sha256").update(stableStringify(input)).digest("hex");
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableStringify(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
