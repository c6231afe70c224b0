import { describe, expect, it } from "vitest";
import { complaintSheetAttachment } from "~/domains/complaints/documents/complaint-sheet-attachment.server";
import { MAIL_ATTACHMENTS } from "~/server/mail-attachments.server";
import { type AttachmentRenderer, attachmentRegistry, renderAttachments } from "./attachments.server";

const note: AttachmentRenderer = {
  kind: "note",
  render: async (attachment) => ({
    filename: `nota-${String(attachment.id)}.txt`,
    content: Buffer.from(`nota ${String(attachment.id)}`),
    contentType: "text/plain",
  }),
};

describe("the mail attachment registry", () => {
  it("renders each entry with the renderer registered for its kind, in order", async () => {
    const files = await renderAttachments(attachmentRegistry([note]), [
      { kind: "note", id: 1 },
      { kind: "note", id: 2 },
    ]);
    expect(files.map((file) => file.filename)).toEqual(["nota-1.txt", "nota-2.txt"]);
  });

  it("refuses an entry of a kind nobody registered, so the e-mail is retried, not sent without it", async () => {
    await expect(
      renderAttachments(attachmentRegistry([note]), [{ kind: "quotation", id: 7 }]),
    ).rejects.toThrow("no renderer registered for attachment kind quotation");
  });

  it("refuses a kind registered twice", () => {
    expect(() => attachmentRegistry([note, note])).toThrow("attachment kind note registered twice");
  });

  it("knows the complaint sheet's PDF, and refuses an entry without its sheet", async () => {
    expect(MAIL_ATTACHMENTS.get("complaint-sheet")).toBe(complaintSheetAttachment);
    await expect(
      renderAttachments(MAIL_ATTACHMENTS, [{ kind: "complaint-sheet", sheetId: "1", withAnswer: false }]),
    ).rejects.toThrow("malformed complaint-sheet attachment");
  });
});
