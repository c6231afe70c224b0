import type { Route } from "./+types/new-leads";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { staffOnly, staffSessionOf } from "~/domains/staff/admin/staff-guard.server";
import { MAX_RECORD_ID } from "~/platform/data/record-id";
import { leadCountsSince } from "~/domains/leads/server/lead-inbox.server";

export const handle = backOfficeHandle();
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];

/**
 * The live badge's question, asked every few seconds by every open back-office page: the newest lead
 * the viewer may see, and how many arrived after `desde` (the newest the page had). Two reads of the
 * primary key's end.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { viewer } = staffSessionOf(context);
  const since = Number(url.searchParams.get("desde"));
  // Ids are PostgreSQL integers: a larger number would be an error there, not "nothing newer".
  const afterId = Number.isSafeInteger(since) && since >= 0 ? Math.min(since, MAX_RECORD_ID) : 0;
  const counts = await leadCountsSince(viewer, afterId);
  return Response.json(counts, { headers: { "Cache-Control": "no-store" } });
}
