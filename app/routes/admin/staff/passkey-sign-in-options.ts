import type { Route } from "./+types/passkey-sign-in-options";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { postOnly, signInOptions } from "~/domains/staff/admin/passkey-endpoints.server";

/** POST /login/llave/opciones: the options of a passkey sign-in (JSON). Open, like /login. */
export const handle = backOfficeHandle([]);

export const loader = postOnly;

export function action(args: Route.ActionArgs) {
  return signInOptions(args);
}
