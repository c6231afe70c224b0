// What every e-mail of the site shares: the site and company it links to, a unique Message-ID, and the
// words staff read when a submission was flagged as spam.
import { randomBytes } from "node:crypto";
import type { EmailSite } from "./email-layout.server";
import { getEnv } from "~/platform/lib/env.server";
import { whatsAppLink } from "~/platform/lib/whatsapp-link";
import type { SpamVerdict } from "~/platform/submission/spam-trap";
import { getCompanyContact, type SettingsReader } from "~/platform/settings/company-settings.server";

/** The site as the e-mails link to it, with a WhatsApp link whose message starts with `greeting`. */
export async function emailSite(siteUrl: string, greeting: string, db?: SettingsReader): Promise<EmailSite> {
  const company = await getCompanyContact(db);
  return { url: siteUrl, whatsAppUrl: whatsAppLink(company.whatsApp, greeting), company };
}

const SECONDS = new Intl.NumberFormat("es-PE", { maximumFractionDigits: 2 });

/** Why the lead was flagged, in the words staff read in the sales e-mail. */
export function spamMotive(spam: SpamVerdict): string {
  if (spam.reason === "honeypot") return "se llenó el campo trampa, oculto para las personas";
  return `el formulario se envió en ${SECONDS.format(spam.fillMs / 1000)} s, menos que el mínimo de ${SECONDS.format(spam.minFillMs / 1000)} s`;
}

/** A new, unique Message-ID for an e-mail about `reference` (a lead's, or the digest's day). */
export function newMessageId(reference: string, purpose: string): string {
  const domain = new URL(getEnv().SITE_URL).hostname || "localhost";
  return `<${reference}.${purpose}.${randomBytes(6).toString("hex")}@${domain}>`;
}
