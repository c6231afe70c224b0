import { data, redirect, type RouterContextProvider } from "react-router";
import { BODY_TOO_LARGE_MESSAGE, edgeContext } from "~/platform/submission/edge-context.server";
import { sessionCookie } from "../staff-cookie";
import { signInWithPassword } from "../server/staff-sign-in.server";
import { SIGN_IN_REFUSED_MESSAGE, SIGN_IN_THROTTLED_MESSAGE } from "~/platform/admin-kit/messages";
import { safeReturnPath } from "~/platform/admin-kit/safe-return-path";

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The sign-in form's action: a new session in a new cookie and a redirect to where the staff member
 * was going; otherwise the form again with one message (401), or the wait message (429).
 */
export async function signInAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const edge = context.get(edgeContext);
  // The edge cut the body off for its size: an empty form is not a wrong password.
  if (edge.bodyTooLarge) {
    return data({ error: BODY_TOO_LARGE_MESSAGE, email: "", returnTo: safeReturnPath("") }, { status: 413 });
  }
  const form = await request.formData().catch(() => new FormData());
  const email = field(form, "email").slice(0, 254);
  const returnTo = safeReturnPath(field(form, "siguiente"));
  const result = await signInWithPassword(
    { email, password: field(form, "password").slice(0, 1024) },
    {
      ip: edge.clientIp,
      userAgent: request.headers.get("user-agent") ?? undefined,
      previousSessionId: edge.staffSession?.id,
    },
  );
  if (result.status === "signed-in") {
    return redirect(returnTo, {
      headers: { "Set-Cookie": sessionCookie(result.token, edge.https ?? false) },
    });
  }
  if (result.status === "throttled") {
    return data(
      { error: SIGN_IN_THROTTLED_MESSAGE, email, returnTo },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  return data({ error: SIGN_IN_REFUSED_MESSAGE, email, returnTo }, { status: 401 });
}
