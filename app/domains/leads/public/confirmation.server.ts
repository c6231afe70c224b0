// The server side of /confirmacion: the signed cookie a stored lead's redirect hands the browser, and
// what the page's loader reads back from it (docs/decisions/034-confirmation-cookie.md).
import { confirmationCookie, confirmedLeadIds } from "./lead-confirmation-cookie.server";
import type { CompanyContact } from "~/platform/lib/company-contact";
import { getCompanyContact, getCompanySettings } from "~/platform/settings/company-settings.server";
import { logger } from "~/platform/lib/logger.server";
import { sessionSecret } from "~/platform/data/app-secret.server";
import { confirmationOf, type LeadConfirmation } from "../server/lead-confirmation.server";
import type { LeadReceipt } from "../server/leads.server";

/**
 * Whether the visitor is on HTTPS. The page handler hands actions and loaders the request under the
 * address the visitor used (TRUST_PROXY aware, app/server/public-origin.ts), so the scheme of the
 * `url` React Router gives them says it.
 */
const isHttps = (url: URL) => url.protocol === "https:";

/**
 * The Set-Cookie value that lets /confirmacion show this lead, or undefined when the secret cannot be
 * read: the lead is stored all the same, and the page then shows its generic thanks.
 */
export async function confirmationCookieFor(lead: LeadReceipt, url: URL): Promise<string | undefined> {
  try {
    return confirmationCookie([lead.id], await sessionSecret(), isHttps(url));
  } catch (error) {
    logger.error({ err: error, lead: lead.reference }, "the confirmation cookie could not be signed");
    return undefined;
  }
}

export interface ConfirmationPageData {
  /** The requests the visitor's valid cookie names; empty without one (the generic thanks). */
  leads: LeadConfirmation[];
  /** When the buyer will hear from us, completing "Un asesor le responderá …". */
  responsePromise: string;
  /** The company's phone and WhatsApp for "¿Qué sigue?" (the settings, decision 044). */
  company: CompanyContact;
}

/** What /confirmacion shows this visitor: only the leads their own valid, signed cookie names. */
export async function confirmationPageData(request: Request, url: URL): Promise<ConfirmationPageData> {
  const [{ responsePromise }, company] = await Promise.all([getCompanySettings(), getCompanyContact()]);
  const cookies = request.headers.get("cookie");
  if (!cookies) return { leads: [], responsePromise, company };
  const ids = confirmedLeadIds(cookies, isHttps(url), await sessionSecret());
  return { leads: await confirmationOf(ids), responsePromise, company };
}
