import { overdueCutoff, parseOfficeHours } from "~/platform/lib/business-hours";
import { getCompanySettings } from "~/platform/settings/company-settings.server";

/**
 * The inbox's clock at this instant: leads created at or before `overdueBefore` that nobody has
 * answered have waited the settings' first-response term in Peruvian business hours (the settings'
 * office hours, holidays; /admin/ajustes, decision 044) and are overdue. One place for the pages, the
 * export and the badge.
 */
export async function leadClock(now = new Date()): Promise<{ now: Date; overdueBefore: Date }> {
  const settings = await getCompanySettings();
  return {
    now,
    overdueBefore: overdueCutoff(now, settings.overdueHours, parseOfficeHours(settings.officeHours)),
  };
}
