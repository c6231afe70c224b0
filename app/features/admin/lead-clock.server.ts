import { overdueCutoff } from "~/lib/business-hours";
import { getEnv } from "~/lib/env.server";

/**
 * The inbox's clock at this instant: leads created at or before `overdueBefore` that nobody has
 * answered have waited LEAD_RESPONSE_BUSINESS_HOURS Peruvian business hours (OFFICE_HOURS, holidays)
 * and are overdue. One place for the pages, the export and the badge.
 */
export function leadClock(now = new Date()): { now: Date; overdueBefore: Date } {
  const env = getEnv();
  return { now, overdueBefore: overdueCutoff(now, env.LEAD_RESPONSE_BUSINESS_HOURS, env.OFFICE_HOURS) };
}
