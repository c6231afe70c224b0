// Every document an e-mail may carry, by kind: the registry the outbox worker renders attachments
// with (app/platform/mail/attachments.server.ts). A domain with a new document adds its renderer here.
import { complaintSheetAttachment } from "~/domains/complaints/documents/complaint-sheet-attachment.server";
import { attachmentRegistry } from "~/platform/mail/attachments.server";

export const MAIL_ATTACHMENTS = attachmentRegistry([complaintSheetAttachment]);
