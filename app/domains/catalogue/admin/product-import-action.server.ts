// The import page's posts (decision 049): "revisar" uploads a file and answers its dry run;
// "importar" writes the reviewed file (by its hash) in one transaction, or answers why not.
import { data } from "react-router";
import type { EdgeFacts, StaffSessionFacts } from "~/platform/submission/edge-context.server";
import { uploadedFileOf } from "~/platform/media/media-upload.server";
import { applyProductImport, type ImportReview, reviewProductImport } from "../import/product-import.server";
import {
  IMPORT_MESSAGES,
  PRODUCT_IMPORT_MAX_BYTES,
  PRODUCT_IMPORT_MAX_SIZE_TEXT,
} from "../product-sheet-schema";

export type ProductImportReply =
  | { kind: "error"; message: string }
  | { kind: "review"; review: ImportReview; message?: string }
  | { kind: "imported"; review: ImportReview; message: string };

const reply = (body: ProductImportReply, status = 200) => data<ProductImportReply>(body, { status });
const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function productImportAction(request: Request, session: StaffSessionFacts, edge: EdgeFacts) {
  const tooLarge = IMPORT_MESSAGES.tooLarge(PRODUCT_IMPORT_MAX_SIZE_TEXT);
  if (edge.bodyTooLarge) return reply({ kind: "error", message: tooLarge }, 413);
  const form = await request.formData().catch(() => new FormData());
  if (text(form, "intent") === "importar") {
    const outcome = await applyProductImport(
      session.viewer,
      text(form, "hash"),
      text(form, "digest"),
      edge.clientIp,
    );
    switch (outcome.status) {
      case "imported":
        return reply({ kind: "imported", review: outcome.review, message: outcome.message });
      case "changed":
      case "invalid":
        return reply({ kind: "review", review: outcome.review, message: outcome.message }, 409);
      default:
        return reply({ kind: "error", message: outcome.message }, 409);
    }
  }
  const file = await uploadedFileOf(form, "archivo");
  if (!file) return reply({ kind: "error", message: IMPORT_MESSAGES.notAFile }, 400);
  if (file.bytes.length > PRODUCT_IMPORT_MAX_BYTES) return reply({ kind: "error", message: tooLarge }, 413);
  const review = await reviewProductImport(session.viewer, file);
  return reply({ kind: "review", review }, review.fileProblem || review.errorCount > 0 ? 400 : 200);
}
