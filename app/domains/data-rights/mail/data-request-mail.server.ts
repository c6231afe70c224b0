// The e-mails of a personal-data rights request, rendered with the branded frame (decision 033): the
// acknowledgement to the person and the notice to the privacy inbox (company settings) when it
// arrives, then the extension and the answer. The model queues them in the outbox with the request's id.
import { createElement, type ReactElement } from "react";
import type { OutboxPurpose } from "../../../../db/schema";
import {
  DataRequestAcknowledgementEmail,
  DataRequestAnswerEmail,
  type DataRequestEmailData,
  DataRequestExtensionEmail,
  DataRequestNoticeEmail,
} from "./data-request-emails.server";
import { renderEmail } from "~/platform/mail/render-email.server";
import { COMPANY } from "~/platform/content/company";
import {
  DATA_REQUEST_KIND_LABELS,
  DATA_REQUEST_TERMS,
  type DataRequestKind,
  DOCUMENT_TYPE_LABELS,
  type DocumentType,
} from "../data-rights";
import { getEnv } from "~/platform/lib/env.server";
import { formatLimaDate, formatLimaDateTime } from "~/platform/lib/lima-time";
import type { SpamVerdict } from "~/platform/submission/spam-trap";
import { type SettingsReader, getCompanySettings } from "~/platform/settings/company-settings.server";
import { emailSite, newMessageId, spamMotive } from "~/platform/mail/mail-message.server";

/** A request as its e-mails need it. */
export interface DataRequestForMail {
  id: number;
  reference: string;
  kind: DataRequestKind;
  receivedAt: Date;
  dueAt: Date;
  extended: boolean;
  fullName: string;
  documentType: DocumentType;
  documentNumber: string;
  email: string;
  phone: string | null;
  representativeName: string | null;
  detail: string;
}

export interface DataRequestMessage {
  purpose: Extract<OutboxPurpose, `arco-${string}`>;
  messageId: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

const days = (count: number) => (count === 1 ? "1 día hábil" : `${count} días hábiles`);

function emailData(request: DataRequestForMail): DataRequestEmailData {
  const term = DATA_REQUEST_TERMS[request.kind];
  return {
    reference: request.reference,
    kindLabel: DATA_REQUEST_KIND_LABELS[request.kind],
    receivedAt: formatLimaDateTime(request.receivedAt),
    dueDate: formatLimaDate(request.dueAt),
    term: days(term.days + (request.extended ? term.extensionDays : 0)),
    fullName: request.fullName,
    document: `${DOCUMENT_TYPE_LABELS[request.documentType]} ${request.documentNumber}`,
    email: request.email,
    phone: request.phone ?? undefined,
    representativeName: request.representativeName ?? undefined,
    detail: request.detail,
  };
}

const site = (reference: string, db?: SettingsReader) =>
  emailSite(getEnv().SITE_URL, `Hola, les escribo por mi solicitud ${reference}.`, db);

/** The privacy inbox of the company settings (read through `db` inside a transaction). */
const privacyInbox = async (db?: SettingsReader) => (await getCompanySettings(db)).privacyEmail;

async function message(
  purpose: DataRequestMessage["purpose"],
  request: DataRequestForMail,
  envelope: { to: string; replyTo: string; subject: string },
  email: ReactElement,
): Promise<DataRequestMessage> {
  return {
    purpose,
    messageId: newMessageId(request.reference, purpose),
    ...envelope,
    ...(await renderEmail(email)),
  };
}

/**
 * The e-mails of a request that just arrived: the notice to the privacy inbox (Reply-To the person)
 * and the acknowledgement to the person (Reply-To the privacy inbox), unless a spam trap caught the
 * form: then only the notice, marked, so the form cannot be used to make us mail strangers.
 */
export async function composeReceiptMessages(
  request: DataRequestForMail,
  spam?: SpamVerdict,
  db?: SettingsReader,
): Promise<DataRequestMessage[]> {
  const env = getEnv();
  const data = emailData(request);
  const notice = await message(
    "arco-notice",
    request,
    {
      to: await privacyInbox(db),
      replyTo: request.email,
      subject: `${spam ? "[Posible spam] " : ""}[${request.reference}] Solicitud de ${data.kindLabel.toLowerCase()} (derechos ARCO), plazo ${data.dueDate}`,
    },
    createElement(DataRequestNoticeEmail, {
      site: await site(request.reference, db),
      request: data,
      adminUrl: `${env.SITE_URL}/admin/derechos/${request.id}`,
      spamMotive: spam ? spamMotive(spam) : undefined,
    }),
  );
  if (spam) return [notice];
  const acknowledgement = await message(
    "arco-ack",
    request,
    {
      to: request.email,
      replyTo: await privacyInbox(db),
      subject: `Recibimos su solicitud ${request.reference} | ${COMPANY.brand} Perú`,
    },
    createElement(DataRequestAcknowledgementEmail, {
      site: await site(request.reference, db),
      request: data,
    }),
  );
  return [notice, acknowledgement];
}

/** The extension of the term, with its reason, to the person (before the first term runs out). */
export async function composeExtensionMessage(
  request: DataRequestForMail,
  reason: string,
  db?: SettingsReader,
): Promise<DataRequestMessage> {
  return message(
    "arco-extension",
    request,
    {
      to: request.email,
      replyTo: await privacyInbox(db),
      subject: `Ampliamos el plazo de su solicitud ${request.reference} | ${COMPANY.brand} Perú`,
    },
    createElement(DataRequestExtensionEmail, {
      site: await site(request.reference, db),
      request: emailData(request),
      reason,
      newDueDate: formatLimaDate(request.dueAt),
    }),
  );
}

/** The answer, to the person. */
export async function composeAnswerMessage(
  request: DataRequestForMail,
  answer: string,
  db?: SettingsReader,
): Promise<DataRequestMessage> {
  return message(
    "arco-answer",
    request,
    {
      to: request.email,
      replyTo: await privacyInbox(db),
      subject: `Respuesta a su solicitud ${request.reference} | ${COMPANY.brand} Perú`,
    },
    createElement(DataRequestAnswerEmail, {
      site: await site(request.reference, db),
      request: emailData(request),
      answer,
    }),
  );
}
