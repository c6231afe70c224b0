import type { Route } from "./+types/complaints-export";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { complaintExportFileName, complaintsCsv } from "~/domains/complaints/admin/complaint-export.server";
import { staffOnly, staffSessionOf } from "~/domains/staff/admin/staff-guard.server";
import { edgeContext } from "~/platform/submission/edge-context.server";
import { COMPLAINT_ROLES } from "~/platform/admin-kit/staff-roles";
import { auditComplaintAccess } from "~/domains/complaints/server/complaint-reading.server";

export const handle = backOfficeHandle(COMPLAINT_ROLES);
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];

/** The whole book as a CSV file (its personal data leaving: in the audit log). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { viewer } = staffSessionOf(context);
  const now = new Date();
  const csv = await complaintsCsv(viewer, now);
  // A HEAD only asks about the file (a link checker, a download manager): no data leaves, nothing is audited.
  if (request.method !== "HEAD")
    await auditComplaintAccess(viewer, "complaint.export", null, { ip: context.get(edgeContext).clientIp });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${complaintExportFileName(now)}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
