// Leads for the inbox tests: stored the one way leads come in (receiveLead, so the search words are
// the ones production writes), then moved to the time, status and assignee a test needs.
import { getDb } from "~/platform/data/db.server";
import { type LeadInput, receiveLead } from "~/domains/leads/server/leads.server";
import type { LeadKind, LeadStatus } from "~/domains/leads/lead-vocabulary";
import { ContactRequestSchema, QuoteRequestSchema } from "~/domains/leads/lead-schema";
import { contactRequest, quoteRequest, serviceRequest } from "../factories";

export interface InboxLeadSpec {
  kind?: LeadKind;
  name?: string;
  company?: string;
  ruc?: string;
  email?: string;
  phone?: string;
  message?: string;
  /** Quotation lines: catalogue product ids and quantities. */
  lines?: { productId: number; quantity: number }[];
  createdAt?: Date | string;
  status?: LeadStatus;
  assigneeId?: number | null;
  firstResponseAt?: Date | string | null;
  /** The consent fields as the API takes them (absent: consent not recorded). */
  privacyConsent?: boolean;
  marketingConsent?: boolean;
}

export interface InboxLead {
  id: number;
  reference: string;
}

/** Stores a lead through receiveLead, then sets its time, status, assignee and first response. */
export async function addLead(spec: InboxLeadSpec = {}): Promise<InboxLead> {
  const kind = spec.kind ?? "CONTACT";
  const fields = Object.fromEntries(
    Object.entries({
      name: spec.name,
      company: spec.company,
      rucPeru: spec.ruc,
      email: spec.email,
      phone: spec.phone,
      message: spec.message,
      privacyConsent: spec.privacyConsent,
      marketingConsent: spec.marketingConsent,
    }).filter(([, value]) => value !== undefined),
  );
  const input: LeadInput =
    kind === "QUOTE"
      ? QuoteRequestSchema.parse(
          quoteRequest({
            ...fields,
            invoiceDetails: (spec.lines ?? [{ productId: 1, quantity: 1 }]).map((line) => ({
              ...line,
              name: "x",
            })),
          }),
        )
      : ContactRequestSchema.parse(kind === "SERVICE" ? serviceRequest(fields) : contactRequest(fields));
  const result = await receiveLead(input);
  if (result.status !== "stored") throw new Error(`the lead was not stored: ${result.status}`);
  const changes = {
    ...(spec.createdAt !== undefined ? { created_at: new Date(spec.createdAt).toISOString() } : {}),
    ...(spec.status !== undefined ? { status: spec.status } : {}),
    ...(spec.assigneeId !== undefined ? { assignee_id: spec.assigneeId } : {}),
    ...(spec.firstResponseAt !== undefined
      ? {
          first_response_at:
            spec.firstResponseAt === null ? null : new Date(spec.firstResponseAt).toISOString(),
        }
      : {}),
  };
  if (Object.keys(changes).length > 0)
    await getDb().updateTable("lead").set(changes).where("id", "=", result.lead.id).execute();
  return result.lead;
}

/** The first active catalogue products with their codes, for quotation lines. */
export async function catalogueProducts(
  count: number,
): Promise<{ id: number; code: string; name: string }[]> {
  return getDb()
    .selectFrom("product")
    .select(["id", "code", "name"])
    .where("active", "=", 1)
    .orderBy("id")
    .limit(count)
    .execute();
}
