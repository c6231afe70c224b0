// What every back-office route module declares as its handle: that it is drawn in the back office's
// own frame, and who may enter. Each module pairs it with `middleware = [staffOnly(handle.roles)]`
// (staff-guard.server.ts); the route-table test (tests/integration/staff/admin-route-table.test.ts) checks
// for every /admin route that the two agree and that nothing is left open.
import { STAFF_ROLES, type StaffRole } from "~/lib/staff-roles";
import { AdminErrorPage } from "./admin-error-page";

export interface BackOfficeHandle {
  /** Rendered in the back office's own frame, without the public header and footer. */
  backOffice: true;
  /** The roles that may enter; empty on the sign-in page, which is open. */
  roles: readonly StaffRole[];
  /** What the root's error boundary shows for an error on this route (see admin-error-page.tsx). */
  ErrorPage: typeof AdminErrorPage;
}

export const isBackOfficeHandle = (handle: unknown): handle is BackOfficeHandle =>
  typeof handle === "object" && handle !== null && (handle as BackOfficeHandle).backOffice === true;

export function backOfficeHandle(roles: readonly StaffRole[] = STAFF_ROLES): BackOfficeHandle {
  return { backOffice: true, roles, ErrorPage: AdminErrorPage };
}
