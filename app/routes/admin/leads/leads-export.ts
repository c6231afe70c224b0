import type { Route } from "./+types/leads-export";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { leadClock } from "~/domains/leads/admin/lead-clock.server";
import { staffOnly, staffSessionOf } from "~/domains/staff/admin/staff-guard.server";
import { edgeContext } from "~/platform/submission/edge-context.server";
import { parseLeadInboxAddress } from "~/domains/leads/lead-inbox-query-schema";
import {
  leadExportFileName,
  recordLeadExport,
  streamLeadsCsv,
} from "~/domains/leads/server/lead-export.server";

export const handle = backOfficeHandle();
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];

/**
 * The inbox's filtered list as a CSV file, streamed from the database batch by batch, its personal
 * data leaving on the record: the audit row (who, the filter, how many leads) is written first.
 * `no-transform` keeps the compression middleware (which reads a whole body) away, so memory stays
 * flat however many rows there are.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { viewer } = staffSessionOf(context);
  const clock = await leadClock();
  const query = parseLeadInboxAddress(url.searchParams);
  // A HEAD only asks about the file (a link checker, a download manager): no data leaves, nothing is audited.
  if (request.method !== "HEAD")
    await recordLeadExport(viewer, query, { ip: context.get(edgeContext).clientIp });
  const body = streamLeadsCsv(viewer, query, clock);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${leadExportFileName(clock.now)}"`,
      "Cache-Control": "no-store, no-transform",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
