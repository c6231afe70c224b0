import { type ActionFunctionArgs, data, redirect } from "react-router";
import { COMPLAINT_RECEIPT_PATH } from "~/domains/complaints/complaints-book";
import { CONSENT_VERSION_FIELD } from "~/platform/content/privacy-consent";
import { complaintReceiptCookie } from "~/domains/complaints/public/complaint-receipt-cookie.server";
import {
  BODY_TOO_LARGE_MESSAGE,
  edgeContext,
  RATE_LIMITED_MESSAGE,
} from "~/platform/submission/edge-context.server";
import { getEnv } from "~/platform/lib/env.server";
import { parseFormSubmission } from "~/platform/submission/form-submission.server";
import { logger } from "~/platform/lib/logger.server";
import { FILL_TIME_FIELD, HONEYPOT_FIELD, spamVerdictOf } from "~/platform/submission/spam-trap";
import { sessionSecret } from "~/platform/data/app-secret.server";
import {
  type ComplaintMeta,
  type ComplaintReceipt,
  complaintScopedKey,
  fileComplaint,
} from "~/domains/complaints/server/complaint-filing.server";
import { ComplaintFormSchema, COMPLAINT_MESSAGES } from "~/domains/complaints/complaint-schema";
import { IdempotencyKeySchema } from "~/platform/submission/submission-schema";
import {
  COMPLAINT_FORM_UNREADABLE,
  COMPLAINT_NO_CONTACT_FORM_ERROR,
  COMPLAINT_SEND_FAILED,
} from "./messages";

/** To the receipt, with the signed cookie that lets it show this sheet (and its PDF) to this browser only. */
async function filed(sheet: ComplaintReceipt, url: URL) {
  try {
    const cookie = complaintReceiptCookie(sheet.id, await sessionSecret(), url.protocol === "https:");
    return redirect(COMPLAINT_RECEIPT_PATH, { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    // The sheet is filed and e-mailed all the same; the receipt then shows its generic text.
    logger.error({ err: error, sheet: sheet.number }, "the complaint receipt cookie could not be signed");
    return redirect(COMPLAINT_RECEIPT_PATH);
  }
}

/**
 * The action of /libro-de-reclamaciones, with or without JavaScript: the edge's refusals (body too
 * large, rate limit) and a failed validation come back to the form with everything typed (400, field
 * errors in Spanish next to each field); a sheet without e-mail and without address is refused with
 * the reason on both fields and above the button; a filed sheet goes to its receipt.
 */
export async function complaintAction({ request, url, context }: ActionFunctionArgs) {
  const edge = context.get(edgeContext);
  const emptyWith = (message: string, status: number) => {
    const submission = parseFormSubmission(new FormData(), ComplaintFormSchema);
    return data(submission.reply({ formErrors: [message] }), { status });
  };
  if (edge.bodyTooLarge) return emptyWith(BODY_TOO_LARGE_MESSAGE, 413);
  const formData = await request.formData().catch(() => undefined);
  if (!formData) return emptyWith(COMPLAINT_FORM_UNREADABLE, 400);
  const submission = parseFormSubmission(formData, ComplaintFormSchema);
  if (edge.retryAfter !== undefined) {
    return data(submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }), {
      status: 429,
      headers: { "Retry-After": String(edge.retryAfter) },
    });
  }
  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    const noContact = errors.email?.includes(COMPLAINT_MESSAGES.contactRequired);
    return data(submission.reply(noContact ? { formErrors: [COMPLAINT_NO_CONTACT_FORM_ERROR] } : undefined), {
      status: 400,
    });
  }
  const input = submission.value;
  const key = IdempotencyKeySchema.safeParse(formData.get("idempotencyKey"));
  const shown = formData.get(CONSENT_VERSION_FIELD);
  const meta: ComplaintMeta = {
    idempotencyKey: key.success ? complaintScopedKey(key.data, input) : undefined,
    sourceIp: edge.clientIp,
    userAgent: request.headers.get("user-agent") ?? undefined,
    consentVersion: typeof shown === "string" ? shown : undefined,
    spam: spamVerdictOf(
      formData.get(HONEYPOT_FIELD),
      formData.get(FILL_TIME_FIELD),
      getEnv().SPAM_MIN_FILL_MS,
    ),
  };
  try {
    let result = await fileComplaint(input, meta);
    // Only a hash collision reuses a content-scoped key: the sheet is filed without it.
    if (result.status === "key-reused")
      result = await fileComplaint(input, { ...meta, idempotencyKey: undefined });
    switch (result.status) {
      case "filed":
      case "replayed":
        return await filed(result.sheet, url);
      case "refused":
        return data(submission.reply({ formErrors: [COMPLAINT_NO_CONTACT_FORM_ERROR] }), { status: 400 });
      case "key-reused":
        throw new Error("unreachable: a sheet without a key cannot reuse one");
    }
  } catch (error) {
    logger.error({ err: error }, "complaint sheet could not be filed");
    return data(submission.reply({ formErrors: [COMPLAINT_SEND_FAILED] }), { status: 503 });
  }
}
