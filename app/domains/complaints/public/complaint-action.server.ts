import { data, redirect } from "react-router";
import { COMPLAINT_RECEIPT_PATH } from "../complaints-book";
import { complaintReceiptCookie } from "./complaint-receipt-cookie.server";
import { logger } from "~/platform/lib/logger.server";
import { sessionSecret } from "~/platform/data/app-secret.server";
import { publicFormAction } from "~/platform/submission/public-form-action.server";
import { type ComplaintReceipt, complaintScopedKey, fileComplaint } from "../server/complaint-filing.server";
import { ComplaintFormSchema, COMPLAINT_MESSAGES } from "../complaint-schema";
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
 * The action of /libro-de-reclamaciones, on the public-form protocol
 * (app/platform/submission/public-form-action.server.ts): a sheet without e-mail and without address
 * is refused with the reason on both fields and above the button; a filed sheet goes to its receipt.
 */
export const complaintAction = publicFormAction({
  schemaOf: () => ComplaintFormSchema,
  unreadable: COMPLAINT_FORM_UNREADABLE,
  sendFailed: COMPLAINT_SEND_FAILED,
  subject: "complaint sheet",
  scopeKey: complaintScopedKey,
  invalidReply: (errors) =>
    errors.email?.includes(COMPLAINT_MESSAGES.contactRequired)
      ? { formErrors: [COMPLAINT_NO_CONTACT_FORM_ERROR] }
      : undefined,
  store: fileComplaint,
  async answer(result, { submission, url }) {
    if (result.status === "refused") {
      return data(submission.reply({ formErrors: [COMPLAINT_NO_CONTACT_FORM_ERROR] }), { status: 400 });
    }
    return filed(result.sheet, url);
  },
});
