import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { insertLeadSearchWords } from "../../../../db/lead-search.server";
import type { Database, LeadKind } from "../../../../db/schema";
import { consentRecordOf } from "~/platform/submission/consent-schema";
import type { ContactRequest, InvoiceDetail, QuoteRequest } from "../lead-schema";
import {
  consentVersionByCode,
  currentConsentVersion,
  recordLeadConsent,
} from "~/platform/data/consent-ledger.server";
import { getDb } from "~/platform/data/db.server";
import { draftLeadMessages } from "../mail/lead-mail.server";
import { notifyOutbox } from "~/platform/mail/outbox.server";
import { storeOnce } from "~/platform/data/store-once.server";
import { fromBool, nowIso } from "~/platform/data/sql-values.server";
import type { SubmissionMeta } from "~/platform/submission/submission-meta";

export type LeadInput = ContactRequest | QuoteRequest;

/**
 * A lead's metadata: a spam verdict stores it flagged and e-mails it to the sales inbox marked as
 * possible spam with the reason; the buyer gets no acknowledgement.
 */
export type LeadMeta = SubmissionMeta;

export interface LeadReceipt {
  id: number;
  reference: string;
}

/** A quotation line whose product cannot be quoted (it does not exist or is hidden from the catalogue). */
export interface UnavailableLine {
  /** 0-based position in the request. */
  index: number;
  productId: number;
  /** The name the request gave the line (the product itself may no longer exist). */
  name: string;
}

/** What became of a lead; each adapter (the API, the form action) turns it into its own answer. */
export type ReceiveLeadResult =
  | { status: "stored"; lead: LeadReceipt }
  /** A retry of a stored request (same key, same data): the first receipt, nothing stored. */
  | { status: "replayed"; lead: LeadReceipt }
  /** The quotation names products that cannot be quoted: nothing stored. */
  | { status: "unavailable-products"; lines: UnavailableLine[] }
  /** The key was used before with other data: nothing stored (docs/decisions/021-one-lead-pipeline.md). */
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
 * The one way a lead comes in, from the API or a form: a retry of a stored request (same idempotency
 * key, same data) gets the first receipt; the same key with other data is refused; a quotation is
 * checked against the catalogue; then the lead, its consent ledger row, its lines and its outgoing
 * e-mails are stored in one transaction. Only a "stored" or "replayed" result may be answered as a
 * success.
 */
export async function receiveLead(input: LeadInput, meta: LeadMeta = {}): Promise<ReceiveLeadResult> {
  const payloadHash = hashPayload(input);
  return storeOnce(
    meta.idempotencyKey,
    (key) => findByIdempotencyKey(key, payloadHash),
    async () => {
      const result = await storeLead(input, meta, payloadHash);
      if (result.status === "stored") notifyOutbox();
      return result;
    },
  );
}

/**
 * The idempotency key of a form's request: the key the browser keeps for the form, scoped to the data
 * sent. A browser keeps its key while the visitor edits after an error, so an edited request is a new
 * request with a key of its own (and its retries are recognised), never a reused key. The separator
 * `~` is outside the keys the API accepts (IdempotencyKeySchema), so an API client can never take the
 * key a form will use.
 */
export function contentScopedKey(browserKey: string, input: LeadInput): string {
  return `${browserKey}~${hashPayload(input).slice(0, 16)}`;
}

async function findByIdempotencyKey(
  key: string,
  payloadHash: string,
): Promise<ReceiveLeadResult | undefined> {
  const row = await getDb()
    .selectFrom("lead")
    .select(["id", "reference", "payload_hash"])
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.payload_hash !== payloadHash) return { status: "key-reused" };
  return { status: "replayed", lead: { id: row.id, reference: row.reference } };
}

async function storeLead(input: LeadInput, meta: LeadMeta, payloadHash: string): Promise<ReceiveLeadResult> {
  const kind = leadKindOf(input);
  const createdAt = new Date();
  const db = getDb();
  const catalogue = await catalogueLines(db, "invoiceDetails" in input ? input.invoiceDetails : []);
  if (catalogue.unavailable.length > 0)
    return { status: "unavailable-products", lines: catalogue.unavailable };
  const lines = catalogue.available;
  // The e-mails list the catalogue's codes, names and units, never the visitor's text (the
  // acknowledgement goes to any address). Rendered before the transaction (several milliseconds a
  // lead, which would otherwise hold the database); the reference, known only inside it, is filled in.
  const draft = await draftLeadMessages({ ...input, lines, kind, createdAt }, meta.spam);
  // The version of the consent text the form showed, else the one shown now (registered once per process).
  const consentVersion =
    (meta.consentVersion ? await consentVersionByCode(meta.consentVersion) : undefined) ??
    (await currentConsentVersion());
  return db.transaction().execute(async (trx): Promise<ReceiveLeadResult> => {
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
        status: meta.spam ? "spam" : "new",
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
    await recordLeadConsent(trx, id, {
      ...consentRecordOf(input),
      version: consentVersion,
      at: createdAt.toISOString(),
      ip: meta.sourceIp,
    });

    if (lines.length > 0) {
      await trx
        .insertInto("lead_line")
        .values(
          lines.map((line, position) => ({
            lead_id: id,
            position,
            product_id: line.productId,
            code: line.code,
            name: line.name,
            quantity: line.quantity,
            unit: line.unit,
          })),
        )
        .execute();
    }

    const messages = draft(reference);
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
    // The inbox finds it by its words from now on (name, company, RUC, e-mail, reference, codes).
    await insertLeadSearchWords(trx, id, {
      name: input.name,
      company: input.company,
      ruc: input.rucPeru,
      email: input.email,
      reference,
      codes: lines.map((line) => line.code),
    });
    return { status: "stored", lead: { id, reference } };
  });
}

/** A quotation line as stored: the catalogue's code, name and unit of sale at the time of the request. */
interface QuotedLine {
  productId: number;
  code: string;
  name: string;
  quantity: number;
  unit: string;
  /** The product whose page the e-mails link to. */
  product: { id: number; slug: string };
}

/**
 * The quotation's lines against the catalogue, in one read: the lines whose product does not exist or
 * is hidden, else every line with the catalogue's product code, name and unit (the `name` a client
 * sends is informative only: what is stored and e-mailed, to any address given, is the catalogue's).
 * Read before the lead's transaction (its e-mails are rendered from it in between): a product hidden
 * in that moment is still quoted, as the buyer saw it.
 */
async function catalogueLines(
  db: Kysely<Database>,
  lines: readonly InvoiceDetail[],
): Promise<{ available: QuotedLine[]; unavailable: UnavailableLine[] }> {
  if (lines.length === 0) return { available: [], unavailable: [] };
  const products = await db
    .selectFrom("product")
    .select(["id", "code", "name", "unit", "slug"])
    .where("active", "=", 1)
    .where("id", "in", [...new Set(lines.map((line) => line.productId))])
    .execute();
  const byId = new Map(products.map((product) => [product.id, product]));
  const unavailable = lines.flatMap((line, index) =>
    byId.has(line.productId) ? [] : [{ index, productId: line.productId, name: line.name }],
  );
  if (unavailable.length > 0) return { available: [], unavailable };
  const available = lines.map((line) => {
    const product = byId.get(line.productId)!;
    return {
      productId: line.productId,
      code: product.code,
      name: product.name,
      quantity: line.quantity,
      unit: product.unit,
      product: { id: product.id, slug: product.slug },
    };
  });
  return { available, unavailable };
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
