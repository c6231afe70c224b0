import type { Route } from "./+types/products-export";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { staffOnly, staffSessionOf } from "~/domains/staff/admin/staff-guard.server";
import { getEnv } from "~/platform/lib/env.server";
import { CATALOGUE_ROLES } from "~/platform/admin-kit/staff-roles";
import {
  productExportFileName,
  streamProductsCsv,
  streamProductsXlsx,
} from "~/domains/catalogue/import/product-export.server";

export const handle = backOfficeHandle(CATALOGUE_ROLES);
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * Every product (hidden ones too) as CSV (`?formato=csv`, the default) or XLSX (`?formato=xlsx`),
 * streamed from the database batch by batch (decision 049). `no-transform` keeps the compression
 * middleware (which reads a whole body) away, so memory stays flat however many products there are.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const { viewer } = staffSessionOf(context);
  const format = url.searchParams.get("formato") === "xlsx" ? "xlsx" : "csv";
  const origin = getEnv().SITE_URL.replace(/\/+$/, "");
  const body = format === "xlsx" ? streamProductsXlsx(viewer, origin) : streamProductsCsv(viewer, origin);
  return new Response(body, {
    headers: {
      "Content-Type": format === "xlsx" ? XLSX_TYPE : "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${productExportFileName(format)}"`,
      "Cache-Control": "no-store, no-transform",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
