import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { staffOnly, staffSessionOf } from "~/domains/staff/admin/staff-guard.server";
import { edgeContext } from "~/platform/submission/edge-context.server";
import { clearedSessionCookie } from "~/domains/staff/staff-cookie";
import { signOut } from "~/domains/staff/server/staff-sign-in.server";

export const handle = backOfficeHandle();
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];

/** Signing out is a POST (the menu's button); an address typed in just goes back to the back office. */
export function loader() {
  throw redirect("/admin");
}

export async function action({ context }: Route.ActionArgs) {
  const edge = context.get(edgeContext);
  await signOut(staffSessionOf(context), edge.clientIp);
  return redirect("/login", { headers: { "Set-Cookie": clearedSessionCookie(edge.https ?? false) } });
}
