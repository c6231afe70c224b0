import { redirect } from "react-router";
import type { Route } from "./+types/products-import-review";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { PRODUCT_IMPORT_PATH } from "~/domains/catalogue/admin/product-sheet-links";
import { staffOnly, staffSessionOf } from "~/domains/staff/admin/staff-guard.server";
import { CATALOGUE_ROLES } from "~/platform/admin-kit/staff-roles";
import {
  importReviewFileName,
  streamImportReviewCsv,
} from "~/domains/catalogue/import/product-import.server";
import { IMPORT_MESSAGES } from "~/domains/catalogue/product-sheet-schema";

export const handle = backOfficeHandle(CATALOGUE_ROLES);
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];

/**
 * The whole review of a kept import file as CSV (`?archivo=<hash>`): every error and every change,
 * where the review page lists the first 1,000 of each (decision 049). The file is kept 24 hours.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { viewer } = staffSessionOf(context);
  const hash = url.searchParams.get("archivo") ?? "";
  // No file named: the import page, where a file is reviewed.
  if (!/^[0-9a-f]{64}$/.test(hash)) return redirect(PRODUCT_IMPORT_PATH);
  const body = await streamImportReviewCsv(viewer, hash);
  if (!body) {
    return new Response(IMPORT_MESSAGES.fileGone, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${importReviewFileName(hash)}"`,
      "Cache-Control": "no-store, no-transform",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
