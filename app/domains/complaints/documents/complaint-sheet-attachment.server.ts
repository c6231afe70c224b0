// The complaint sheet's PDF as an e-mail attachment (the platform's attachment registry): rendered
// from the stored sheet, which cannot change once filed, so every rendering is the same document.
import type { AttachmentRenderer } from "~/platform/mail/attachments.server";
import type { OutboxAttachment } from "~/platform/mail/outbox.server";
import { getEnv } from "~/platform/lib/env.server";
import { getCompanyContact } from "~/platform/settings/company-settings.server";
import { complaintSheetDocument } from "../server/complaint-reading.server";
import { complaintPdfName, renderComplaintSheetPdf } from "./complaint-sheet-pdf.server";

export const COMPLAINT_SHEET_KIND = "complaint-sheet";

/** The outbox entry of a complaint sheet's PDF. */
export type ComplaintSheetAttachment = {
  kind: typeof COMPLAINT_SHEET_KIND;
  sheetId: number;
  /** Whether the sheet's part 4 carries the supplier's answer (the answer e-mail's copy). */
  withAnswer: boolean;
};

function sheetOf(attachment: OutboxAttachment): ComplaintSheetAttachment {
  const { sheetId, withAnswer } = attachment;
  if (typeof sheetId !== "number" || typeof withAnswer !== "boolean") {
    throw new Error(`malformed complaint-sheet attachment ${JSON.stringify(attachment)}`);
  }
  return { kind: COMPLAINT_SHEET_KIND, sheetId, withAnswer };
}

export const complaintSheetAttachment: AttachmentRenderer = {
  kind: COMPLAINT_SHEET_KIND,
  async render(attachment) {
    const { sheetId, withAnswer } = sheetOf(attachment);
    const document = await complaintSheetDocument(sheetId, { withAnswer });
    if (!document) throw new Error(`complaint sheet ${sheetId} not found for an attachment`);
    return {
      filename: complaintPdfName(document.sheet.number),
      content: await renderComplaintSheetPdf({
        ...document,
        siteUrl: getEnv().SITE_URL,
        contact: await getCompanyContact(),
      }),
      contentType: "application/pdf",
    };
  },
};
