import { data, redirect } from "react-router";
import type { z } from "zod";
import { publicFormAction } from "~/platform/submission/public-form-action.server";
import { contentScopedKey, type LeadInput, type LeadReceipt, receiveLead } from "../server/leads.server";
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
 * The action of a lead form (contact, technical service, quotation), on the public-form protocol
 * (app/platform/submission/public-form-action.server.ts): products that can no longer be quoted are
 * named on the list's field (400); a stored lead goes to /confirmacion.
 */
export function createLeadAction({ schemaOf, sendFailed, unavailableProducts }: LeadActionOptions) {
  return publicFormAction({
    schemaOf,
    unreadable: FORM_UNREADABLE,
    sendFailed,
    subject: "lead form",
    scopeKey: contentScopedKey,
    store: receiveLead,
    async answer(result, { submission, url }) {
      if (result.status === "unavailable-products") {
        // The list lives in the browser: it may hold a product withdrawn since it was added.
        const names = result.lines.map((line) => line.name);
        const message = unavailableProducts?.(names) ?? sendFailed;
        return data(submission.reply({ fieldErrors: { invoiceDetails: [message] } }), { status: 400 });
      }
      return leadReceived(result.lead, url);
    },
  });
}
