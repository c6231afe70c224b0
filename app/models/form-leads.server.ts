import { getEnv } from "~/lib/env.server";
import { trustedClientIp } from "~/lib/request-guard.server";
import { FILL_TIME_FIELD, HONEYPOT_FIELD, spamVerdictOf } from "~/lib/spam-trap";
import { IdempotencyKeySchema } from "~/schemas/lead";
import { type LeadInput, type LeadReceipt, submitLead } from "./leads.server";

/**
 * Stores a lead sent from one of the site's forms, with the key the browser gave the form, the client
 * address the server determined and the spam traps' verdict (a hit is stored flagged and e-mailed to sales only, marked).
 * The same key with edited data is a new request, not a retry, so it is stored without the key.
 */
export async function submitFormLead(
  input: LeadInput,
  formData: FormData,
  request: Request,
): Promise<LeadReceipt> {
  const key = IdempotencyKeySchema.safeParse(formData.get("idempotencyKey"));
  const meta = {
    userAgent: request.headers.get("user-agent") ?? undefined,
    sourceIp: trustedClientIp(request),
    spam: spamVerdictOf(
      formData.get(HONEYPOT_FIELD),
      formData.get(FILL_TIME_FIELD),
      getEnv().SPAM_MIN_FILL_MS,
    ),
  };
  const first = await submitLead(input, { ...meta, idempotencyKey: key.success ? key.data : undefined });
  if (first.status !== "key-reused") return first.lead;
  const second = await submitLead(input, meta);
  if (second.status === "key-reused") throw new Error("unreachable: a lead without a key cannot reuse one");
  return second.lead;
}
