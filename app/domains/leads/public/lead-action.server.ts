import { type ActionFunctionArgs, data, redirect } from "react-router";
import type { z } from "zod";
import {
  BODY_TOO_LARGE_MESSAGE,
  type EdgeFacts,
  edgeContext,
  RATE_LIMITED_MESSAGE,
} from "~/platform/submission/edge-context.server";
import { getEnv } from "~/platform/lib/env.server";
import { parseFormSubmission } from "~/platform/submission/form-submission.server";
import { logger } from "~/platform/lib/logger.server";
import { FILL_TIME_FIELD, HONEYPOT_FIELD, spamVerdictOf } from "~/platform/submission/spam-trap";
import { CONSENT_VERSION_FIELD } from "~/platform/content/privacy-consent";
import {
  contentScopedKey,
  type LeadInput,
  type LeadMeta,
  type LeadReceipt,
  receiveLead,
} from "~/domains/leads/server/leads.server";
import { IdempotencyKeySchema } from "~/platform/submission/submission-schema";
import { confirmationCookieFor } from "./confirmation.server";
import { FORM_UNREADABLE } from "./messages";

/** The page every lead form goes to once its lead is stored. */
export const CONFIRMATION_PATH = "/confirmacion";

interface LeadActionOptions {
  /** The form's schema; it may depend on what was sent (the contact form's `contactType`). */
  schemaOf(formData: FormData): z.ZodType<LeadInput>;
  /** The form-level message when the lead could not be stored. */
  sendFailed: string;
  /** The message on the `invoiceDetails` field when some products can no longer be quoted. */
  unavailableProducts?(names: readonly string[]): string;
}

/** A text field of the post, if it is one. */
const textField = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value : undefined;
};

/**
 * The lead's metadata from a form post, built here only: the key the browser keeps for the form
 * (scoped to the data sent, see contentScopedKey), the address the edge determined, the agent, the
 * version of the consent text the form showed and the spam traps' verdict (a hit is stored flagged
 * and e-mailed to sales only, marked).
 */
function formLeadMeta(formData: FormData, input: LeadInput, edge: EdgeFacts, request: Request): LeadMeta {
  const key = IdempotencyKeySchema.safeParse(formData.get("idempotencyKey"));
  return {
    idempotencyKey: key.success ? contentScopedKey(key.data, input) : undefined,
    sourceIp: edge.clientIp,
    userAgent: request.headers.get("user-agent") ?? undefined,
    consentVersion: textField(formData, CONSENT_VERSION_FIELD),
    spam: spamVerdictOf(
      formData.get(HONEYPOT_FIELD),
      formData.get(FILL_TIME_FIELD),
      getEnv().SPAM_MIN_FILL_MS,
    ),
  };
}

/**
 * The one success answer of every lead form (a stored request, or a retry of one): to the
 * confirmation page, with the signed cookie that lets it show this lead to this browser only. React
 * Router keeps the Set-Cookie on the `.data` answer of a client-side submission as well.
 */
async function leadReceived(lead: LeadReceipt, url: URL) {
  const cookie = await confirmationCookieFor(lead, url);
  return redirect(CONFIRMATION_PATH, cookie ? { headers: { "Set-Cookie": cookie } } : undefined);
}

/**
 * The action of a lead form (contact, technical service, quotation). Refuses a form the edge cut off
 * for its size (413) and a client over its rate limit (429 with Retry-After), the message in the form;
 * validates with the form's schema (400 with field errors); hands the lead to receiveLead: products that
 * can no longer be quoted are named on the list's field (400), a storage failure is a form-level
 * message (503), a stored lead goes to /confirmacion.
 */
export function createLeadAction({ schemaOf, sendFailed, unavailableProducts }: LeadActionOptions) {
  /** The answer for a post whose fields could not be read: the form, empty, with the message. */
  const emptyFormWith = (message: string, status: number) => {
    const empty = new FormData();
    const submission = parseFormSubmission(empty, schemaOf(empty));
    return data(submission.reply({ formErrors: [message] }), { status });
  };
  return async function leadAction({ request, url, context }: ActionFunctionArgs) {
    const edge = context.get(edgeContext);
    if (edge.bodyTooLarge) {
      // The server did not read the body: the form comes back empty in the page, with the message.
      return emptyFormWith(BODY_TOO_LARGE_MESSAGE, 413);
    }
    const formData = await request.formData().catch(() => undefined);
    // A body that says it is a form but cannot be read as one (a broken multipart body).
    if (!formData) return emptyFormWith(FORM_UNREADABLE, 400);
    const submission = parseFormSubmission(formData, schemaOf(formData));
    if (edge.retryAfter !== undefined) {
      return data(submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }), {
        status: 429,
        headers: { "Retry-After": String(edge.retryAfter) },
      });
    }
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });

    const input = submission.value;
    try {
      const meta = formLeadMeta(formData, input, edge, request);
      let result = await receiveLead(input, meta);
      if (result.status === "key-reused") {
        // A form's key is scoped to its data in a namespace the API cannot use (contentScopedKey), so
        // only a hash collision lands here: the request is still stored, without the key.
        logger.warn("a form's content-scoped idempotency key was reused with other data; stored without it");
        result = await receiveLead(input, { ...meta, idempotencyKey: undefined });
      }
      switch (result.status) {
        case "stored":
        case "replayed":
          return await leadReceived(result.lead, url);
        case "unavailable-products": {
          // The list lives in the browser: it may hold a product withdrawn since it was added.
          const names = result.lines.map((line) => line.name);
          const message = unavailableProducts?.(names) ?? sendFailed;
          return data(submission.reply({ fieldErrors: { invoiceDetails: [message] } }), { status: 400 });
        }
        case "key-reused":
          throw new Error("unreachable: a lead without a key cannot reuse one");
      }
    } catch (error) {
      logger.error({ err: error }, "lead form could not be stored");
      return data(submission.reply({ formErrors: [sendFailed] }), { status: 503 });
    }
  };
}
