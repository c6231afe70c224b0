import { redirect } from "react-router";
import type { Route } from "./+types/personal-data-export";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import {
  PERSONAL_DATA_PATH,
  SEARCH_INVALID_MESSAGE,
} from "~/domains/data-rights/admin/data-request-route-params";
import { staffOnly, staffSessionOf } from "~/domains/staff/admin/staff-guard.server";
import { edgeContext } from "~/platform/submission/edge-context.server";
import { personalDataSubjectOf } from "~/domains/data-rights/personal-data";
import { exportPersonalData } from "~/domains/data-rights/server/personal-data-export.server";
import { FORBIDDEN_MESSAGE } from "~/platform/admin-kit/messages";

export const handle = backOfficeHandle(["admin"]);
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];

/** The export is a POST (the e-mail stays out of addresses and logs, and each one is audited): GET goes back to the search. */
export function loader() {
  return redirect(PERSONAL_DATA_PATH);
}

const TYPES = { json: "application/json; charset=utf-8", csv: "text/csv; charset=utf-8" } as const;

/** One person's data as a JSON or CSV file, written to the audit log. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const subject = personalDataSubjectOf(String(form.get("buscar") ?? ""));
  const format = form.get("formato") === "csv" ? "csv" : form.get("formato") === "json" ? "json" : undefined;
  if (!subject || !format) {
    return new Response(SEARCH_INVALID_MESSAGE, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const exported = await exportPersonalData(staffSessionOf(context).viewer, subject, format, {
    ip: context.get(edgeContext).clientIp,
  });
  if (!exported) return new Response(FORBIDDEN_MESSAGE, { status: 403 });
  return new Response(exported.body, {
    headers: {
      "Content-Type": TYPES[format],
      "Content-Disposition": `attachment; filename="${exported.fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
