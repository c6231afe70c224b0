import type { Route } from "./+types/passkey-sign-in";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { postOnly, signIn } from "~/domains/staff/admin/passkey-endpoints.server";

/** POST /login/llave: the browser's answer; a session cookie and where to go (JSON). Open, like /login. */
export const handle = backOfficeHandle([]);

export const loader = postOnly;

export function action(args: Route.ActionArgs) {
  return signIn(args);
}
