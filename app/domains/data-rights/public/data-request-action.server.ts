import { type ActionFunctionArgs, data } from "react-router";
import { CONSENT_VERSION_FIELD } from "~/platform/content/privacy-consent";
import { DATA_REQUEST_KIND_LABELS } from "~/domains/data-rights/data-rights";
import {
  BODY_TOO_LARGE_MESSAGE,
  edgeContext,
  RATE_LIMITED_MESSAGE,
} from "~/platform/submission/edge-context.server";
import { getEnv } from "~/platform/lib/env.server";
import { parseFormSubmission } from "~/platform/submission/form-submission.server";
import { formatLimaDate } from "~/platform/lib/lima-time";
import { logger } from "~/platform/lib/logger.server";
import { FILL_TIME_FIELD, HONEYPOT_FIELD, spamVerdictOf } from "~/platform/submission/spam-trap";
import { receiveDataRequest } from "~/domains/data-rights/server/data-requests.server";
import { DataRequestFormSchema } from "~/domains/data-rights/data-request-schema";
import { IdempotencyKeySchema } from "~/platform/submission/submission-schema";
import { DATA_REQUEST_SEND_FAILED, DATA_REQUEST_UNREADABLE } from "./messages";

/** What the page shows once the request is stored: its reference and when the answer is due. */
export interface DataRequestSent {
  reference: string;
  kindLabel: string;
  /** "28/04/2026". */
  dueDate: string;
  email: string;
  /** Whether an acknowledgement was e-mailed (not when a spam trap caught the form). */
  acknowledged: boolean;
}

/**
 * The action of /derechos-arco. Refuses a form the edge cut off for its size (413) and a client over
 * the rate limit (429, the message in the form); validates with the form's schema (400, the errors
 * beside the fields, everything typed kept); stores the request with its e-mails and answers the
 * confirmation with the reference (a POST answer, never cached). A storage failure is a form-level
 * message (503).
 */
export async function dataRequestAction({ request, context }: ActionFunctionArgs) {
  const edge = context.get(edgeContext);
  const emptyFormWith = (message: string, status: number) =>
    data(parseFormSubmission(new FormData(), DataRequestFormSchema).reply({ formErrors: [message] }), {
      status,
    });
  if (edge.bodyTooLarge) return emptyFormWith(BODY_TOO_LARGE_MESSAGE, 413);
  const formData = await request.formData().catch(() => undefined);
  if (!formData) return emptyFormWith(DATA_REQUEST_UNREADABLE, 400);
  const submission = parseFormSubmission(formData, DataRequestFormSchema);
  if (edge.retryAfter !== undefined) {
    return data(submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }), {
      status: 429,
      headers: { "Retry-After": String(edge.retryAfter) },
    });
  }
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const key = IdempotencyKeySchema.safeParse(formData.get("idempotencyKey"));
  const shown = formData.get(CONSENT_VERSION_FIELD);
  try {
    const { request: stored } = await receiveDataRequest(submission.value, {
      idempotencyKey: key.success ? key.data : undefined,
      sourceIp: edge.clientIp,
      userAgent: request.headers.get("user-agent") ?? undefined,
      consentVersion: typeof shown === "string" ? shown : undefined,
      spam: spamVerdictOf(
        formData.get(HONEYPOT_FIELD),
        formData.get(FILL_TIME_FIELD),
        getEnv().SPAM_MIN_FILL_MS,
      ),
    });
    const sent: DataRequestSent = {
      reference: stored.reference,
      kindLabel: DATA_REQUEST_KIND_LABELS[stored.kind],
      dueDate: formatLimaDate(stored.dueAt),
      email: stored.email,
      acknowledged: stored.acknowledged,
    };
    return { sent };
  } catch (error) {
    logger.error({ err: error }, "data-rights request could not be stored");
    return data(submission.reply({ formErrors: [DATA_REQUEST_SEND_FAILED] }), { status: 503 });
  }
}
