import type { Route } from "./+types/passkey-registration-options";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { postOnly, registrationOptions } from "~/domains/staff/admin/passkey-endpoints.server";
import { staffOnly } from "~/domains/staff/admin/staff-guard.server";

/** POST /admin/api/llaves/opciones: the options of a new passkey (JSON; 401 without a session). */
export const handle = backOfficeHandle();
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];

export const loader = postOnly;

export function action(args: Route.ActionArgs) {
  return registrationOptions(args);
}
