import { Outlet } from "react-router";
import type { Route } from "./+types/admin-layout";
import { AdminErrorPage } from "~/platform/admin-kit/admin-error-page";
import { AdminShell } from "~/platform/admin-kit/admin-shell";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { staffOnly, staffSessionOf } from "~/domains/staff/admin/staff-guard.server";
import { useNewLeadsCount, usePollNewLeads } from "~/domains/leads/admin/use-new-leads";
import { getEnv } from "~/platform/lib/env.server";
import { MAX_RECORD_ID } from "~/platform/data/record-id";
import { leadCountsSince } from "~/domains/leads/server/lead-inbox.server";

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
  const newLeads = useNewLeadsCount();
  return (
    <AdminShell viewer={loaderData.viewer} newLeads={newLeads}>
      <Outlet />
    </AdminShell>
  );
}

/** Errors of the back office's loaders and actions, inside its own look. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
