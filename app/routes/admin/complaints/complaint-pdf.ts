import type { Route } from "./+types/complaint-pdf";
import {
  complaintPdfName,
  renderComplaintSheetPdf,
} from "~/domains/complaints/documents/complaint-sheet-pdf.server";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { complaintNotFound } from "~/domains/complaints/admin/complaint-detail-loader.server";
import { complaintIdOf } from "~/domains/complaints/admin/complaint-route-params";
import { staffOnly, staffSessionOf } from "~/domains/staff/admin/staff-guard.server";
import { edgeContext } from "~/platform/submission/edge-context.server";
import { getEnv } from "~/platform/lib/env.server";
import { COMPLAINT_ROLES } from "~/platform/admin-kit/staff-roles";
import {
  auditComplaintAccess,
  complaintSheetDocument,
  getComplaint,
} from "~/domains/complaints/server/complaint-reading.server";
import { getCompanyContact } from "~/platform/settings/company-settings.server";

export const handle = backOfficeHandle(COMPLAINT_ROLES);
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];

/** A sheet's PDF with its answer when it has one, as the consumer received it (in the audit log). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { viewer } = staffSessionOf(context);
  const id = complaintIdOf(params.id);
  if (id === undefined || !(await getComplaint(viewer, id))) throw complaintNotFound();
  const document = await complaintSheetDocument(id, { withAnswer: true });
  if (!document) throw complaintNotFound();
  const pdf = await renderComplaintSheetPdf({
    ...document,
    siteUrl: getEnv().SITE_URL,
    contact: await getCompanyContact(),
  });
  // A HEAD only asks about the file (a link checker, a download manager): no data leaves, nothing is audited.
  if (request.method !== "HEAD")
    await auditComplaintAccess(viewer, "complaint.pdf", document.sheet.number, {
      ip: context.get(edgeContext).clientIp,
    });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${complaintPdfName(document.sheet.number)}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
