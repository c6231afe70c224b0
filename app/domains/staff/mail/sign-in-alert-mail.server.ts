// The e-mail to a staff member whose account saw SIGN_IN_ALERT_FAILURES failed sign-ins in one
// window (decision 059), through the outbox. At most one per account and window: the outbox's
// dedupe key names the window, so neither two processes nor two failures at once send it twice.
import { createElement } from "react";
import { SignInAlertEmail } from "./sign-in-alert-email.server";
import { renderEmail } from "~/platform/mail/render-email.server";
import { getEnv } from "~/platform/lib/env.server";
import { formatLimaDateTime } from "~/platform/lib/lima-time";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { recordAudit } from "~/platform/data/audit-log.server";
import { getDb } from "~/platform/data/db.server";
import { emailSite, newMessageId } from "~/platform/mail/mail-message.server";
import { notifyOutbox } from "~/platform/mail/outbox.server";

/** Queues the alert for the window that started at `windowStart`, unless it is already queued. */
export async function queueSignInAlert(
  owner: Pick<StaffViewer, "id" | "email" | "name">,
  failures: number,
  windowStart: Date,
): Promise<boolean> {
  const env = getEnv();
  const rendered = await renderEmail(
    createElement(SignInAlertEmail, {
      site: await emailSite(
        env.SITE_URL,
        "Hola, tengo una consulta sobre el acceso a mi cuenta de la intranet.",
      ),
      name: owner.name,
      failures,
      since: formatLimaDateTime(windowStart),
      windowMinutes: env.SIGN_IN_WINDOW_MINUTES,
      accountLink: `${env.SITE_URL}/admin/cuenta`,
    }),
  );
  const now = new Date().toISOString();
  const inserted = await getDb()
    .insertInto("outbox")
    .values({
      lead_id: null,
      purpose: "staff-sign-in-alert",
      dedupe_key: `sign-in-alert:${owner.id}:${windowStart.getTime()}`,
      message_id: newMessageId(`ALERT-${owner.id}`, "staff-sign-in-alert"),
      to_address: owner.email,
      reply_to: null,
      subject: "Hubo intentos fallidos de ingresar a su cuenta de la intranet",
      text_body: rendered.text,
      html_body: rendered.html,
      status: "pending",
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .onConflict((conflict) => conflict.column("dedupe_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return false;
  await recordAudit({
    action: "login.alert",
    userId: owner.id,
    actor: owner.email,
    target: owner.email,
    detail: { failures, since: windowStart.toISOString() },
  });
  notifyOutbox();
  return true;
}
