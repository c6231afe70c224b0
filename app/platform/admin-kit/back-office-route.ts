// What every back-office route module declares as its handle: that it is drawn in the back office's
// own frame, who may enter, that its answers are never stored (app/platform/lib/page-handle.ts), and for the
// forms that take files, their upload limit. Each module pairs it with `middleware = [staffOnly(handle.roles)]`
// (staff-guard.server.ts); the route-table test (tests/integration/staff/admin-route-table.test.ts) checks
// for every /admin route that the two agree and that nothing is left open.
import type { PageHandle, UploadLimit } from "~/platform/lib/page-handle";
import { STAFF_ROLES, type StaffRole } from "./staff-roles";
import { AdminErrorPage } from "./admin-error-page";

export interface BackOfficeHandle extends PageHandle {
  /** Staff data: never stored by any cache, the staff member's browser included. */
  page: "no-store";
  /** Rendered in the back office's own frame, without the public header and footer. */
  backOffice: true;
  /** The roles that may enter; empty on the sign-in page, which is open. */
  roles: readonly StaffRole[];
  /** What the root's error boundary shows for an error on this route (see admin-error-page.tsx). */
  ErrorPage: typeof AdminErrorPage;
}

export const isBackOfficeHandle = (handle: unknown): handle is BackOfficeHandle =>
  typeof handle === "object" && handle !== null && (handle as BackOfficeHandle).backOffice === true;

/**
 * The handle of a back-office route open to `roles`; a form that takes files gives its upload limit
 * (for a multipart post from staff of those roles: app/server/middleware/form-body-limit.ts).
 */
export function backOfficeHandle(
  roles: readonly StaffRole[] = STAFF_ROLES,
  upload?: Omit<UploadLimit, "roles">,
): BackOfficeHandle {
  return {
    backOffice: true,
    roles,
    ErrorPage: AdminErrorPage,
    page: "no-store",
    ...(upload ? { upload: { ...upload, roles } } : {}),
  };
}
