import { Outlet } from "react-router";
import type { Route } from "./+types/admin-layout";
import { AdminErrorPage } from "~/features/admin/admin-error-page";
import { AdminShell } from "~/features/admin/admin-shell";
import { backOfficeHandle } from "~/features/admin/back-office-route";
import { staffOnly, staffSessionOf } from "~/features/admin/staff-guard.server";
import { usePollNewLeads } from "~/features/admin/use-new-leads";
import { getEnv } from "~/lib/env.server";
import { MAX_RECORD_ID } from "~/lib/record-id";
import { leadCountsSince } from "~/models/lead-inbox.server";

export const handle = backOfficeHandle();
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];

export async function loader({ context }: Route.LoaderArgs) {
  const { viewer } = staffSessionOf(context);
  // Only the newest id is wanted: ask from the top of PostgreSQL's integer range, so nothing is counted.
  const { latestId } = await leadCountsSince(viewer, MAX_RECORD_ID);
  return { viewer, latestLeadId: latestId, pollMs: getEnv().ADMIN_POLL_SECONDS * 1000 };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  usePollNewLeads(loaderData.latestLeadId, loaderData.pollMs);
  return (
    <AdminShell viewer={loaderData.viewer}>
      <Outlet />
    </AdminShell>
  );
}

/** Errors of the back office's loaders and actions, inside its own look. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
