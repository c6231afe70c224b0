import { Outlet } from "react-router";
import type { Route } from "./+types/admin-layout";
import { AdminErrorPage } from "~/features/admin/admin-error-page";
import { AdminShell } from "~/features/admin/admin-shell";
import { backOfficeHandle } from "~/features/admin/back-office-route";
import { staffOnly, staffSessionOf } from "~/features/admin/staff-guard.server";
import { useNewLeads } from "~/features/admin/use-new-leads";
import { getEnv } from "~/lib/env.server";
import { leadCountsSince } from "~/models/lead-inbox.server";

export const handle = backOfficeHandle();
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];

export async function loader({ context }: Route.LoaderArgs) {
  const { viewer } = staffSessionOf(context);
  // Only the newest id is wanted: ask from the top of PostgreSQL's integer range, so nothing is counted.
  const { latestId } = await leadCountsSince(viewer, 2_147_483_647);
  return { viewer, latestLeadId: latestId, pollMs: getEnv().ADMIN_POLL_SECONDS * 1000 };
}

/** What the back office's pages get from their frame (useOutletContext). */
export interface AdminOutletContext {
  /** Requests that arrived since the page's data was read. */
  newLeads: number;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const newLeads = useNewLeads(loaderData.latestLeadId, loaderData.pollMs);
  return (
    <AdminShell viewer={loaderData.viewer} newLeads={newLeads}>
      <Outlet context={{ newLeads } satisfies AdminOutletContext} />
    </AdminShell>
  );
}

/** Errors of the back office's loaders and actions, inside its own look. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
