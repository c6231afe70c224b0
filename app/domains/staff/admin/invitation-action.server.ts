import { data, redirect } from "react-router";
import { BODY_TOO_LARGE_MESSAGE, type EdgeFacts } from "~/platform/submission/edge-context.server";
import { sessionCookie } from "../staff-cookie";
import { acceptInvitation } from "../server/staff-invitations.server";
import { INVITATION_REFUSALS, INVITATION_THROTTLED_MESSAGE } from "./invitation-messages";

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 1024) : "";
};

/** The invitation page's action: the password twice; the account, a session and the back office. */
export async function invitationAction(request: Request, token: string, edge: EdgeFacts) {
  if (edge.retryAfter !== undefined) {
    // Over the invitation limit (app/server/middleware/rate-limit.ts): nothing is read or checked.
    return data(
      { error: INVITATION_THROTTLED_MESSAGE },
      { status: 429, headers: { "Retry-After": String(edge.retryAfter) } },
    );
  }
  // The edge cut the body off for its size: an empty form is not a short password.
  if (edge.bodyTooLarge) return data({ error: BODY_TOO_LARGE_MESSAGE }, { status: 413 });
  const form = await request.formData().catch(() => new FormData());
  const password = field(form, "password");
  if (password !== field(form, "confirm")) {
    return data({ error: "Las dos contraseñas no coinciden. Escríbala de nuevo." }, { status: 400 });
  }
  const result = await acceptInvitation(token, password, {
    ip: edge.clientIp,
    userAgent: request.headers.get("user-agent") ?? undefined,
  });
  if (result.status === "signed-in") {
    return redirect("/admin", {
      headers: { "Set-Cookie": sessionCookie(result.token, edge.https ?? false) },
    });
  }
  if (result.status === "invalid") return data({ error: result.message }, { status: 400 });
  return data({ error: INVITATION_REFUSALS[result.status].text }, { status: 410 });
}
