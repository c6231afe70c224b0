import { data } from "react-router";
import type { EdgeFacts, StaffSessionFacts } from "~/platform/submission/edge-context.server";
import { parseFormSubmission } from "~/platform/submission/form-submission.server";
import { saveCompanySettings } from "~/platform/settings/company-settings.server";
import {
  type CompanySettings,
  CompanySettingsSchema,
  SETTINGS_LABELS,
} from "~/platform/settings/company-settings-schema";

/** Settings the public site never shows (inboxes, internal deadlines, the audit log's retention). */
const NOT_ON_SITE: ReadonlySet<keyof CompanySettings> = new Set([
  "salesEmail",
  "serviceEmail",
  "complaintsEmail",
  "privacyEmail",
  "overdueHours",
  "auditRetentionDays",
]);

/**
 * Ajustes (administrators): validates the company data with the form's schema (each field's Spanish
 * message), saves it with its audit row and tells every process (decision 044).
 */
export async function settingsAction(request: Request, session: StaffSessionFacts, edge: EdgeFacts) {
  const form = await request.formData().catch(() => new FormData());
  const submission = parseFormSubmission(form, CompanySettingsSchema);
  if (submission.status !== "success") {
    return data(
      { result: submission.reply({ formErrors: ["Revise los campos marcados."] }), message: undefined },
      { status: 400 },
    );
  }
  const changes = await saveCompanySettings(session.viewer, submission.value, edge.clientIp);
  const shown = changes.some(({ field }) => !NOT_ON_SITE.has(field));
  const message =
    changes.length === 0
      ? "No había cambios que guardar."
      : `Se guardaron los cambios (${changes.map(({ field }) => SETTINGS_LABELS[field]).join(", ")}).` +
        (shown ? " El sitio ya los muestra." : "");
  return data({ result: submission.reply(), message });
}
