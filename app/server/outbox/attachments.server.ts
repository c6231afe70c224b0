// The files the outbox worker attaches to an e-mail, rendered just before it is sent from what the
// outbox row names (docs/decisions/036-libro-de-reclamaciones.md): a complaint sheet's PDF from the
// stored sheet, which cannot change once filed, so a retry attaches the very same document.
import { renderComplaintSheetPdf } from "~/components/documents/complaint-sheet-pdf.server";
import { getEnv } from "~/lib/env.server";
import { complaintPdfName } from "~/models/complaint-mail.server";
import { complaintSheetDocument } from "~/models/complaint-reading.server";
import type { OutboxAttachment } from "~/models/outbox.server";
import type { MailAttachment } from "./transport.server";
import { getCompanyContact } from "~/models/company-settings.server";

/** Renders each attachment; throws (the e-mail is retried later) when a record it names is missing. */
export async function renderAttachments(attachments: readonly OutboxAttachment[]): Promise<MailAttachment[]> {
  const files: MailAttachment[] = [];
  for (const attachment of attachments) {
    const document = await complaintSheetDocument(attachment.sheetId, { withAnswer: attachment.withAnswer });
    if (!document) throw new Error(`complaint sheet ${attachment.sheetId} not found for an attachment`);
    files.push({
      filename: complaintPdfName(document.sheet.number),
      content: await renderComplaintSheetPdf({
        ...document,
        siteUrl: getEnv().SITE_URL,
        contact: await getCompanyContact(),
      }),
      contentType: "application/pdf",
    });
  }
  return files;
}
