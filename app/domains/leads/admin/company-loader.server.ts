import { data } from "react-router";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { recordView } from "~/platform/data/audit-log.server";
import { companyTimeline } from "../server/company-timeline.server";
import { leadClock } from "./lead-clock.server";
import type { PersonalDataLook } from "~/platform/data/personal-data-look.server";
import { COMPANY_NOT_FOUND_MESSAGE, rucOf } from "./lead-route-params";
import { pageOf } from "~/platform/admin-kit/page-param";

/**
 * /admin/empresas/{ruc}: the company's requests the viewer may see, newest first, a page at a time,
 * with the totals per status. 404 for a RUC that is not valid, and for one without any request the
 * viewer may see (as for a lead, another team's companies are not told apart from unknown ones).
 */
export async function loadCompany(
  viewer: StaffViewer,
  rucParam: string | undefined,
  url: URL,
  look: PersonalDataLook,
) {
  const ruc = rucOf(rucParam);
  const page = pageOf(url.searchParams.get("pagina"));
  const timeline = ruc ? await companyTimeline(viewer, ruc, { ...(await leadClock()), page }) : undefined;
  if (!timeline) throw data(COMPANY_NOT_FOUND_MESSAGE, { status: 404 });
  // In the audit log as `company.view` (each page its own target: it shows other leads), once per
  // account and page within VIEW_AUDIT_WINDOW_MS (decision 060); a refusal records nothing.
  if (look.recorded) {
    await recordView({
      action: "company.view",
      userId: viewer.id,
      actor: viewer.email,
      target: page > 1 ? `${timeline.ruc}?pagina=${page}` : timeline.ruc,
      ip: look.ip,
      detail: { page, leads: timeline.rows.length, total: timeline.total },
    });
  }
  return timeline;
}
