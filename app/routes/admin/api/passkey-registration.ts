import type { Route } from "./+types/passkey-registration";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { postOnly, registration } from "~/domains/staff/admin/passkey-endpoints.server";
import { staffOnly } from "~/domains/staff/admin/staff-guard.server";

/** POST /admin/api/llaves: the browser's answer, a new passkey for the signed-in account (JSON). */
export const handle = backOfficeHandle();
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];

export const loader = postOnly;

export function action(args: Route.ActionArgs) {
  return registration(args);
}
