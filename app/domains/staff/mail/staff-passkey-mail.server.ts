// The e-mails that tell a staff member about their passkeys: one when a passkey is added (whoever
// holds the session could have done it), one when an administrator removes one. Rendered before the
// transaction (decision 033) and queued in it through the outbox, with the change and its audit row.
import type { Transaction } from "kysely";
import { createElement } from "react";
import { renderEmail } from "~/platform/mail/render-email.server";
import { PasskeyAddedEmail, PasskeyRemovedEmail } from "./staff-passkey-emails.server";
import { getEnv } from "~/platform/lib/env.server";
import { formatLimaDateTime } from "~/platform/lib/lima-time";
import type { Database } from "../../../../db/schema";
import { emailSite, newMessageId } from "~/platform/mail/mail-message.server";

/** The page where the owner sees and removes their passkeys. */
export const ACCOUNT_PATH = "/admin/cuenta";

export interface PasskeyMail {
  userId: number;
  to: string;
  subject: string;
  text: string;
  html: string;
}

interface Owner {
  id: number;
  email: string;
  name: string;
}

const GREETING = "Hola, tengo una consulta sobre las llaves de acceso de mi cuenta de la intranet.";

async function common(owner: Owner, passkeyName: string, at: string) {
  const env = getEnv();
  return {
    site: await emailSite(env.SITE_URL, GREETING),
    name: owner.name,
    passkeyName,
    at: formatLimaDateTime(at),
    accountLink: `${env.SITE_URL}${ACCOUNT_PATH}`,
  };
}

/** "Se agregó una llave de acceso a su cuenta": name, time (Lima), address and a link to Mi cuenta. */
export async function draftPasskeyAddedMail(
  owner: Owner,
  passkeyName: string,
  at: string,
  ip?: string,
): Promise<PasskeyMail> {
  const props = await common(owner, passkeyName, at);
  const rendered = await renderEmail(createElement(PasskeyAddedEmail, { ...props, ip }));
  return {
    userId: owner.id,
    to: owner.email,
    subject: `Se agregó una llave de acceso a su cuenta: «${passkeyName}»`,
    ...rendered,
  };
}

/**
 * "Se quitó una llave de acceso de su cuenta", naming the administrator who did it; `remaining` is how
 * many passkeys the account keeps (its other passkeys are mentioned only when there are some).
 */
export async function draftPasskeyRemovedMail(
  owner: Owner,
  passkeyName: string,
  at: string,
  removedBy: string,
  remaining: number,
): Promise<PasskeyMail> {
  const props = await common(owner, passkeyName, at);
  const rendered = await renderEmail(createElement(PasskeyRemovedEmail, { ...props, removedBy, remaining }));
  return {
    userId: owner.id,
    to: owner.email,
    subject: `Se quitó una llave de acceso de su cuenta: «${passkeyName}»`,
    ...rendered,
  };
}

/** Queues the e-mail in the caller's transaction; call notifyOutbox() after it commits. */
export async function queuePasskeyMail(trx: Transaction<Database>, mail: PasskeyMail, at: string) {
  await trx
    .insertInto("outbox")
    .values({
      lead_id: null,
      purpose: "staff-passkey",
      message_id: newMessageId(`LLAVE-${mail.userId}`, "staff-passkey"),
      to_address: mail.to,
      reply_to: null,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      status: "pending",
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
    })
    .execute();
}
