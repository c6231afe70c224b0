// The server side of the complaint receipt (/libro-de-reclamaciones/constancia) and of its PDF: only
// the sheet the visitor's own signed cookie names (app/domains/complaints/public/complaint-receipt-cookie.server.ts).
import { data } from "react-router";
import { complaintPdfName, renderComplaintSheetPdf } from "../documents/complaint-sheet-pdf.server";
import { COMPLAINT_LEGENDS } from "../complaints-book";
import { COMPLAINT_KIND_LABELS } from "../complaint-book";
import { complaintReceiptId } from "./complaint-receipt-cookie.server";
import { getEnv } from "~/platform/lib/env.server";
import { formatLimaDate, formatLimaDateTime } from "~/platform/lib/lima-time";
import { sessionSecret } from "~/platform/data/app-secret.server";
import { complaintReceipt, complaintSheetDocument } from "../server/complaint-reading.server";
import { getCompanyContact } from "~/platform/settings/company-settings.server";

export interface ComplaintReceiptView {
  number: string;
  kind: string;
  filedAt: string;
  deadline: string;
  /** Business days the deadline was paused for a settlement offer (0: none). */
  pausedBusinessDays: number;
  /** Where the copy went; null when the consumer gave no e-mail, or a spam trap held the copy. */
  copySentTo: string | null;
}

async function receiptSheetId(request: Request, url: URL): Promise<number | undefined> {
  const cookies = request.headers.get("cookie");
  if (!cookies) return undefined;
  return complaintReceiptId(cookies, url.protocol === "https:", await sessionSecret());
}

/** What the receipt shows this visitor: their sheet, or nothing (the generic text). */
export async function complaintReceiptData(request: Request, url: URL) {
  const legends = COMPLAINT_LEGENDS;
  const id = await receiptSheetId(request, url);
  const sheet = id === undefined ? undefined : await complaintReceipt(id);
  if (!sheet) return { sheet: null, legends };
  const view: ComplaintReceiptView = {
    number: sheet.number,
    kind: COMPLAINT_KIND_LABELS[sheet.kind],
    filedAt: formatLimaDateTime(sheet.filedAt),
    // The deadline now: a settlement pause staff recorded moves it, and the receipt says so.
    deadline: formatLimaDate(new Date(sheet.deadline)),
    pausedBusinessDays: sheet.pausedBusinessDays,
    copySentTo: sheet.spam ? null : sheet.email,
  };
  return { sheet: view, legends };
}

/** The PDF of the visitor's own sheet as filed; 404 without a valid cookie naming one. */
export async function complaintReceiptPdf(request: Request, url: URL): Promise<Response> {
  const id = await receiptSheetId(request, url);
  const document = id === undefined ? undefined : await complaintSheetDocument(id, { withAnswer: false });
  if (!document) throw data("No hay una hoja de reclamación reciente en este navegador.", { status: 404 });
  const pdf = await renderComplaintSheetPdf({
    ...document,
    siteUrl: getEnv().SITE_URL,
    contact: await getCompanyContact(),
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
