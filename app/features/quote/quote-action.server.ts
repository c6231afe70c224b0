import { type ActionFunctionArgs, data } from "react-router";
import { parseFormSubmission } from "~/lib/form-submission.server";
import { logger } from "~/lib/logger.server";
import {
  BODY_TOO_LARGE_MESSAGE,
  isBodyTooLarge,
  RATE_LIMITED_MESSAGE,
  rateLimitRetryAfter,
} from "~/lib/request-guard.server";
import { submitFormLead } from "~/models/form-leads.server";
import { unavailableQuoteLines } from "~/models/quote-lines.server";
import { QuoteRequestSchema } from "~/schemas/lead";
import { QUOTE_SEND_FAILED, unavailableProductsMessage } from "./messages";

/** Stores the quotation request (contact fields and the browser's list as invoiceDetails lines). */
export async function quoteAction({ request }: ActionFunctionArgs) {
  if (isBodyTooLarge(request)) {
    // The server did not read the body: the message in the form (the list stays in the browser).
    const empty = parseFormSubmission(new FormData(), QuoteRequestSchema);
    return data(empty.reply({ formErrors: [BODY_TOO_LARGE_MESSAGE] }), { status: 413 });
  }
  const formData = await request.formData();
  const submission = parseFormSubmission(formData, QuoteRequestSchema);
  const retryAfter = rateLimitRetryAfter(request);
  if (retryAfter !== undefined) {
    return data(submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }), {
      status: 429,
      headers: { "Retry-After": String(retryAfter) },
    });
  }
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    // The list lives in the browser: it may hold a product withdrawn since it was added.
    const unavailable = await unavailableQuoteLines(submission.value.invoiceDetails);
    if (unavailable.length > 0) {
      const message = unavailableProductsMessage(unavailable.map((line) => line.name));
      return data(submission.reply({ fieldErrors: { invoiceDetails: [message] } }), { status: 400 });
    }
    const lead = await submitFormLead(submission.value, formData, request);
    return { status: "success" as const, reference: lead.reference };
  } catch (error) {
    logger.error({ err: error }, "quotation could not be stored");
    return data(submission.reply({ formErrors: [QUOTE_SEND_FAILED] }), { status: 503 });
  }
}
