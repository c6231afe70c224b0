import { redirect } from "react-router";
import type { Route } from "./+types/admin-home";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { staffOnly } from "~/domains/staff/admin/staff-guard.server";

export const handle = backOfficeHandle();
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];

/** The back office opens on its first section. */
export function loader() {
  throw redirect("/admin/solicitudes");
}
