import { randomBytes } from "node:crypto";
import { formatLimaDateTime } from "~/platform/lib/lima-time";
import { createElement } from "react";
import type { LeadKind } from "../../../../db/schema";
import {
  LEAD_KIND_NAMES,
  LeadAcknowledgementEmail,
  type LeadEmailData,
  LeadSalesEmail,
} from "./lead-emails.server";
import { emailSite, newMessageId, spamMotive } from "~/platform/mail/mail-message.server";
import { renderEmail } from "~/platform/mail/render-email.server";
import { COMPANY } from "~/platform/content/company";
import { productUrl, quantityWithUnit } from "~/domains/catalogue";
import { parseOfficeHours } from "~/platform/lib/business-hours";
import { getEnv } from "~/platform/lib/env.server";
import { getCompanySettings, type SettingsReader } from "~/platform/settings/company-settings.server";
import type { SpamVerdict } from "~/platform/submission/spam-trap";

/**
 * A quotation line as the e-mails list it: the catalogue's code, name and unit of sale when the lead
 * came in (code and unit are null on a line stored before products had them and whose product is gone),
 * and the product whose page it links to (null when the product is gone).
 */
export interface MailLine {
  code: string | null;
  name: string;
  quantity: number;
  unit: string | null;
  product: { id: number; slug: string } | null;
}

export interface LeadForMail {
  kind: LeadKind;
  reference: string;
  createdAt: Date;
  name: string;
  email: string;
  phone?: string;
  company: string;
  rucPeru: string;
  message?: string;
  equipment?: string;
  lines?: MailLine[];
}

export interface ComposedMessage {
  purpose: "sales" | "ack";
  messageId: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

/** A lead's e-mails, rendered; the reference is filled in when it is known (inside the lead's transaction). */
export type LeadMessageDraft = (reference: string) => ComposedMessage[];

/**
 * The e-mails of a lead: the full lead to the sales inbox (Reply-To the buyer) and an acknowledgement
 * to the buyer (Reply-To the sales inbox). A lead a spam trap caught still reaches sales, marked
 * "[Posible spam]" with the reason (a fast buyer is not lost in silence), but the address typed in the
 * form gets nothing, so the form cannot be used to make us mail strangers.
 *
 * Rendering takes several milliseconds, too long to hold the database's write transaction, and the
 * reference is made from the id that transaction assigns: so the templates are rendered first with a
 * random placeholder (letters and digits: it passes HTML escaping, URL encoding and the plain-text
 * conversion unchanged, and no visitor can guess it), which the returned function replaces.
 */
export async function draftLeadMessages(
  lead: Omit<LeadForMail, "reference">,
  spam?: SpamVerdict,
): Promise<LeadMessageDraft> {
  const slot = `REF${randomBytes(10).toString("hex").toUpperCase()}`;
  const drafts = await composeLeadMessages({ ...lead, reference: slot }, spam);
  return (reference) =>
    drafts.map((draft) => ({
      ...draft,
      messageId: newMessageId(reference, draft.purpose),
      subject: draft.subject.replaceAll(slot, reference),
      text: draft.text.replaceAll(slot, reference),
      html: draft.html.replaceAll(slot, reference),
    }));
}

/** The e-mails of a lead whose reference is known (see draftLeadMessages). */
export async function composeLeadMessages(lead: LeadForMail, spam?: SpamVerdict): Promise<ComposedMessage[]> {
  const env = getEnv();
  const data = emailData(lead);
  const sales: ComposedMessage = {
    purpose: "sales",
    messageId: newMessageId(lead.reference, "sales"),
    to: await inboxOf(lead.kind),
    replyTo: lead.email,
    subject: `${spam ? "[Posible spam] " : ""}[${lead.reference}] Nueva ${LEAD_KIND_NAMES[lead.kind]}: ${lead.company}`,
    ...(await renderEmail(
      createElement(LeadSalesEmail, {
        site: await emailSite(env.SITE_URL, COMPANY.chatGreeting),
        lead: data,
        spamMotive: spam ? spamMotive(spam) : undefined,
        inboxUrl: `${env.SITE_URL}/admin/solicitudes?q=${encodeURIComponent(lead.reference)}`,
      }),
    )),
  };
  if (spam) return [sales];
  return [sales, await acknowledgement(lead, data)];
}

/** The acknowledgement to the buyer alone (also sent later for a lead staff mark as not spam). */
export async function composeAcknowledgement(
  lead: LeadForMail,
  db?: SettingsReader,
): Promise<ComposedMessage> {
  return acknowledgement(lead, emailData(lead), db);
}

async function acknowledgement(
  lead: LeadForMail,
  data: LeadEmailData,
  db?: SettingsReader,
): Promise<ComposedMessage> {
  const env = getEnv();
  const settings = await getCompanySettings(db);
  return {
    purpose: "ack",
    messageId: newMessageId(lead.reference, "ack"),
    to: lead.email,
    replyTo: lead.kind === "SERVICE" ? settings.serviceEmail : settings.salesEmail,
    subject: `Recibimos su ${LEAD_KIND_NAMES[lead.kind]} ${lead.reference} | ${COMPANY.brand} Perú`,
    ...(await renderEmail(
      createElement(LeadAcknowledgementEmail, {
        site: await emailSite(env.SITE_URL, `Hola, le escribo por mi solicitud ${lead.reference}.`, db),
        lead: data,
        responsePromise: responsePromise(settings.overdueHours, parseOfficeHours(settings.officeHours)),
      }),
    )),
  };
}

/** The inbox of a kind of lead (company settings): service requests to the service inbox, the rest to sales. */
export async function inboxOf(kind: LeadKind): Promise<string> {
  const settings = await getCompanySettings();
  return kind === "SERVICE" ? settings.serviceEmail : settings.salesEmail;
}

/** "en menos de 8 horas hábiles (de lunes a viernes, de 09:00 a 18:00, hora de Lima)". */
export function responsePromise(hours: number, office: { open: string; close: string }): string {
  const span = hours === 1 ? "1 hora hábil" : `${hours} horas hábiles`;
  return `en menos de ${span} (de lunes a viernes, de ${office.open} a ${office.close}, hora de Lima)`;
}

function emailData(lead: LeadForMail): LeadEmailData {
  const site = getEnv().SITE_URL;
  return {
    kind: lead.kind,
    reference: lead.reference,
    receivedAt: formatLimaDateTime(lead.createdAt),
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    rucPeru: lead.rucPeru,
    message: lead.message,
    equipment: lead.equipment,
    lines: (lead.lines ?? []).map((line) => ({
      code: line.code,
      name: line.name,
      quantity: quantityWithUnit(line.quantity, line.unit),
      url: line.product ? `${site}${productUrl(line.product)}` : null,
    })),
  };
}
