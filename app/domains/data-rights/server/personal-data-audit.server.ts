// An action on one person's data in the audit log: a keyed hash of the subject (the log can tell two
// actions on one person apart without naming them) and counts, never the data
// (docs/decisions/037-data-rights-and-retention.md).
import { createHmac } from "node:crypto";
import type { PersonalDataSubject } from "../personal-data";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { sessionSecret } from "~/platform/data/app-secret.server";
import { recordAudit } from "~/platform/data/audit-log.server";

/** A keyed hash of the subject: the audit log can tell two actions on one person apart without naming them. */
export async function subjectDigest(subject: PersonalDataSubject): Promise<string> {
  return createHmac("sha256", await sessionSecret())
    .update(`personal-data:${subject.type}:${subject.value}`)
    .digest("hex");
}

export interface PersonalDataActionContext {
  ip?: string;
  now?: Date;
}

/** An action on one person's data in the audit log: the keyed hash of the subject and counts, never the data. */
export async function auditSubject(
  viewer: StaffViewer,
  action: "personal_data.view" | "personal_data.export",
  subject: PersonalDataSubject,
  detail: Record<string, unknown>,
  context: PersonalDataActionContext,
  now: Date,
): Promise<void> {
  const digest = await subjectDigest(subject);
  await recordAudit({
    at: now.toISOString(),
    userId: viewer.id,
    actor: viewer.email,
    action,
    target: `${subject.type}:${digest.slice(0, 16)}`,
    ip: context.ip ?? null,
    detail: { subjectType: subject.type, subjectDigest: digest, ...detail },
  });
}
