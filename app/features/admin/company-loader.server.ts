import { data } from "react-router";
import type { StaffViewer } from "~/lib/staff-roles";
import { companyTimeline } from "~/models/company-timeline.server";
import { leadClock } from "./lead-clock.server";
import { COMPANY_NOT_FOUND_MESSAGE, pageOf, rucOf } from "./lead-route-params";

/**
 * /admin/empresas/{ruc}: the company's requests the viewer may see, newest first, a page at a time,
 * with the totals per status. 404 for a RUC that is not valid, and for one without any request the
 * viewer may see (as for a lead, another team's companies are not told apart from unknown ones).
 */
export async function loadCompany(viewer: StaffViewer, rucParam: string | undefined, url: URL) {
  const ruc = rucOf(rucParam);
  const timeline = ruc
    ? await companyTimeline(viewer, ruc, {
        ...(await leadClock()),
        page: pageOf(url.searchParams.get("pagina")),
      })
    : undefined;
  if (!timeline) throw data(COMPANY_NOT_FOUND_MESSAGE, { status: 404 });
  return timeline;
}
