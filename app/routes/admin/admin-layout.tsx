import { Outlet } from "react-router";
import type { Route } from "./+types/admin-layout";
import { AdminErrorPage } from "~/features/admin/admin-error-page";
import { AdminShell } from "~/features/admin/admin-shell";
import { backOfficeHandle } from "~/features/admin/back-office-route";
import { staffOnly, staffSessionOf } from "~/features/admin/staff-guard.server";

export const handle = backOfficeHandle();
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];

export function loader({ context }: Route.LoaderArgs) {
  return { viewer: staffSessionOf(context).viewer };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
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
