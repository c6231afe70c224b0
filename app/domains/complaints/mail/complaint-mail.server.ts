// The Libro de Reclamaciones' e-mails, rendered (React Email) and addressed: the copy of a filed sheet
// to the consumer, the sheet to the complaints inbox (company settings), the answer to the consumer.
// Each names the sheet's PDF as an attachment, which the outbox worker renders when it sends.
import { randomBytes } from "node:crypto";
import { createElement } from "react";
import {
  ComplaintAnswerEmail,
  ComplaintCopyEmail,
  type ComplaintEmailData,
  ComplaintInboxEmail,
  ComplaintPauseEmail,
} from "./complaint-emails.server";
import { renderEmail } from "~/platform/mail/render-email.server";
import { COMPANY } from "~/platform/content/company";
import { amountText, COMPLAINT_KIND_LABELS, type ComplaintSheetRecord } from "../complaint-book";
import { getEnv } from "~/platform/lib/env.server";
import { formatLimaDate, formatLimaDateTime } from "~/platform/lib/lima-time";
import type { SpamVerdict } from "~/platform/submission/spam-trap";
import { type SettingsReader, getCompanySettings } from "~/platform/settings/company-settings.server";
import { emailSite, newMessageId, spamMotive } from "~/platform/mail/mail-message.server";
import type { OutboxAttachment } from "~/platform/mail/outbox.server";
import {
  COMPLAINT_SHEET_KIND,
  type ComplaintSheetAttachment,
} from "../documents/complaint-sheet-attachment.server";

export type ComplaintMailPurpose =
  "complaint-copy" | "complaint-inbox" | "complaint-answer" | "complaint-pause";

export interface ComplaintMessage {
  purpose: ComplaintMailPurpose;
  messageId: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments: OutboxAttachment[];
}

/** A sheet as the e-mails show it (the number may be a placeholder the draft fills in later). */
function emailData(sheet: Omit<ComplaintSheetRecord, "id">, deadline: Date): ComplaintEmailData {
  return {
    number: sheet.number,
    kind: sheet.kind,
    filedAt: formatLimaDateTime(sheet.filedAt),
    deadline: formatLimaDate(deadline),
    consumerName: sheet.consumerName,
    documentType: sheet.documentType,
    documentNumber: sheet.documentNumber,
    address: sheet.address,
    phone: sheet.phone,
    email: sheet.email,
    guardianName: sheet.minor ? sheet.guardianName : null,
    goodType: sheet.goodType,
    amount: amountText(sheet.amount, sheet.currency),
    goodDescription: sheet.goodDescription,
    detail: sheet.detail,
    request: sheet.request,
  };
}

/** The complaints inbox of the company settings (read through `db` inside a transaction). */
const complaintsInbox = async (db?: SettingsReader) => (await getCompanySettings(db)).complaintsEmail;

const sheetPdf = (sheetId: number, withAnswer = false): ComplaintSheetAttachment[] => [
  { kind: COMPLAINT_SHEET_KIND, sheetId, withAnswer },
];

async function copyMessage(sheet: Omit<ComplaintSheetRecord, "id">, deadline: Date) {
  const env = getEnv();
  const rendered = await renderEmail(
    createElement(ComplaintCopyEmail, {
      site: await emailSite(env.SITE_URL, `Hola, le escribo por mi hoja de reclamación ${sheet.number}.`),
      sheet: emailData(sheet, deadline),
    }),
  );
  return {
    purpose: "complaint-copy" as const,
    to: sheet.email!,
    replyTo: await complaintsInbox(),
    subject: `Copia de su hoja de reclamación ${sheet.number} | ${COMPANY.brand} Perú`,
    ...rendered,
  };
}

/** The filing's e-mails with the sheet's number and id still to come (see draftComplaintMessages). */
export type ComplaintMessageDraft = (number: string, id: number) => ComplaintMessage[];

/**
 * The e-mails of a sheet about to be filed: the sheet to the complaints inbox (Reply-To the consumer
 * when there is an e-mail) and, when the consumer gave an e-mail and no spam trap caught the form, the
 * copy to the consumer (Reply-To the complaints inbox). Rendered before the filing's transaction, with
 * random placeholders for the number and the id that only the transaction knows (as the leads do,
 * docs/decisions/033-branded-emails.md); the returned function fills them in.
 */
export async function draftComplaintMessages(
  sheet: Omit<ComplaintSheetRecord, "id" | "number">,
  deadline: Date,
  spam?: SpamVerdict,
): Promise<ComplaintMessageDraft> {
  const env = getEnv();
  const numberSlot = `LRSLOT${randomBytes(10).toString("hex").toUpperCase()}`;
  const idSlot = `IDSLOT${randomBytes(10).toString("hex").toUpperCase()}`;
  const drafted = { ...sheet, number: numberSlot };
  const inbox = {
    purpose: "complaint-inbox" as const,
    to: await complaintsInbox(),
    replyTo: sheet.email ?? undefined,
    subject: `${spam ? "[Posible spam] " : ""}[${numberSlot}] ${COMPLAINT_KIND_LABELS[sheet.kind]} de ${sheet.consumerName}`,
    ...(await renderEmail(
      createElement(ComplaintInboxEmail, {
        site: await emailSite(env.SITE_URL, COMPANY.chatGreeting),
        sheet: emailData(drafted, deadline),
        sheetUrl: `${env.SITE_URL}/admin/reclamaciones/${idSlot}`,
        spamMotive: spam ? spamMotive(spam) : undefined,
      }),
    )),
  };
  const drafts = sheet.email && !spam ? [inbox, await copyMessage(drafted, deadline)] : [inbox];
  return (number, id) =>
    drafts.map((draft) => {
      const fill = (text: string) => text.replaceAll(numberSlot, number).replaceAll(idSlot, String(id));
      return {
        purpose: draft.purpose,
        messageId: newMessageId(number, draft.purpose),
        to: draft.to,
        replyTo: draft.replyTo,
        subject: fill(draft.subject),
        text: fill(draft.text),
        html: fill(draft.html),
        attachments: sheetPdf(id),
      };
    });
}

/** The copy of a filed sheet to its consumer, again (staff's "Enviar copia"). */
export async function composeComplaintCopy(
  sheet: ComplaintSheetRecord,
  deadline: Date,
): Promise<ComplaintMessage> {
  const message = await copyMessage(sheet, deadline);
  return {
    ...message,
    messageId: newMessageId(sheet.number, message.purpose),
    attachments: sheetPdf(sheet.id),
  };
}

/** The supplier's answer to the consumer, with the sheet whose part 4 now carries it. */
export async function composeComplaintAnswer(
  sheet: ComplaintSheetRecord,
  deadline: Date,
  answer: string,
  answeredAt: Date,
): Promise<ComplaintMessage> {
  const env = getEnv();
  const rendered = await renderEmail(
    createElement(ComplaintAnswerEmail, {
      site: await emailSite(env.SITE_URL, `Hola, le escribo por mi hoja de reclamación ${sheet.number}.`),
      sheet: emailData(sheet, deadline),
      answer,
      answeredOn: formatLimaDate(answeredAt),
    }),
  );
  return {
    purpose: "complaint-answer",
    messageId: newMessageId(sheet.number, "complaint-answer"),
    to: sheet.email!,
    replyTo: await complaintsInbox(),
    subject: `Respuesta a su hoja de reclamación ${sheet.number} | ${COMPANY.brand} Perú`,
    ...rendered,
    attachments: sheetPdf(sheet.id, true),
  };
}

/** The settlement pause to the consumer: the offer and the answer's new deadline (no attachment). */
export async function composeComplaintPause(
  sheet: ComplaintSheetRecord,
  newDeadline: Date,
  days: number,
  offer: string,
  db?: SettingsReader,
): Promise<ComplaintMessage> {
  const env = getEnv();
  const rendered = await renderEmail(
    createElement(ComplaintPauseEmail, {
      // Composed inside the pause's transaction: the settings are read through it (SQLite's one connection).
      site: await emailSite(env.SITE_URL, `Hola, le escribo por mi hoja de reclamación ${sheet.number}.`, db),
      sheet: emailData(sheet, newDeadline),
      days,
      offer,
      newDeadline: formatLimaDate(newDeadline),
    }),
  );
  return {
    purpose: "complaint-pause",
    messageId: newMessageId(sheet.number, "complaint-pause"),
    to: sheet.email!,
    replyTo: await complaintsInbox(db),
    subject: `Propuesta de solución y nuevo plazo para su hoja de reclamación ${sheet.number} | ${COMPANY.brand} Perú`,
    ...rendered,
    attachments: [],
  };
}
