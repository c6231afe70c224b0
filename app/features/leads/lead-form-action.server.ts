import { type ActionFunctionArgs, data, redirect } from "react-router";
import { parseFormSubmission } from "~/lib/form-submission.server";
import { logger } from "~/lib/logger.server";
import {
  BODY_TOO_LARGE_MESSAGE,
  isBodyTooLarge,
  RATE_LIMITED_MESSAGE,
  rateLimitRetryAfter,
} from "~/lib/request-guard.server";
import { submitFormLead } from "~/models/form-leads.server";
import { ContactFormSchema, ServiceFormSchema } from "~/schemas/lead";
import { LEAD_SEND_FAILED } from "./messages";

/**
 * The action of every page that shows the contact or service form: refuses a form the server cut
 * off for its size (413) and a client over its rate limit (429), the message in the form; validates with the shared schema (400 with field errors),
 * stores the lead, then redirects to /confirmacion.
 */
export async function leadFormAction({ request }: ActionFunctionArgs) {
  if (isBodyTooLarge(request)) {
    // The server did not read the body: the form comes back empty in the page, with the message.
    const empty = parseFormSubmission(new FormData(), ContactFormSchema);
    return data(empty.reply({ formErrors: [BODY_TOO_LARGE_MESSAGE] }), { status: 413 });
  }
  const formData = await request.formData();
  const schema = formData.get("contactType") === "SERVICE" ? ServiceFormSchema : ContactFormSchema;
  const submission = parseFormSubmission(formData, schema);
  const retryAfter = rateLimitRetryAfter(request);
  if (retryAfter !== undefined) {
    return data(submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }), {
      status: 429,
      headers: { "Retry-After": String(retryAfter) },
    });
  }
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });

  try {
    await submitFormLead(submission.value, formData, request);
  } catch (error) {
    logger.error({ err: error }, "lead form could not be stored");
    return data(submission.reply({ formErrors: [LEAD_SEND_FAILED] }), { status: 503 });
  }
  return redirect("/confirmacion");
}
