// The back office's door: React Router middleware that every /admin route declares (through
// backOfficeRoute), so every loader and action behind it runs only for a signed-in staff member of
// an allowed role. Pages without a session are redirected to /login (with the way back); the admin
// API (/admin/api/…) answers 401; a role that may not enter answers 403. A post whose body the edge
// cut off for its size answers 413 with that reason (the action would otherwise read an empty form
// and answer with another one), except a post over a form's upload limit: those forms say it in the
// form themselves. The models check each record again with the viewer this puts in the context.
import { createContext, data, type MiddlewareFunction, redirect } from "react-router";
import {
  BODY_TOO_LARGE_MESSAGE,
  edgeContext,
  type StaffSessionFacts,
} from "~/platform/submission/edge-context.server";
import { STAFF_ROLES, type StaffRole } from "~/platform/admin-kit/staff-roles";
import {
  FORBIDDEN_MESSAGE,
  SESSION_ENDED_REASON,
  SIGN_IN_REQUIRED_MESSAGE,
} from "~/platform/admin-kit/messages";

export const staffContext = createContext<StaffSessionFacts | null>(null);

const isAdminApi = (url: URL) => url.pathname.startsWith("/admin/api/");

export function staffOnly(roles: readonly StaffRole[] = STAFF_ROLES): MiddlewareFunction<Response> {
  return ({ url, context }) => {
    const edge = context.get(edgeContext);
    const session = edge.staffSession;
    if (!session) {
      if (isAdminApi(url)) {
        throw Response.json(
          { error: SIGN_IN_REQUIRED_MESSAGE },
          { status: 401, headers: { "Cache-Control": "no-store" } },
        );
      }
      const back = url.pathname + url.search;
      const reason = edge.sessionEnded ? `&motivo=${SESSION_ENDED_REASON}` : "";
      throw redirect(`/login?siguiente=${encodeURIComponent(back)}${reason}`);
    }
    if (!roles.includes(session.viewer.role)) {
      if (isAdminApi(url)) {
        throw Response.json(
          { error: FORBIDDEN_MESSAGE },
          { status: 403, headers: { "Cache-Control": "no-store" } },
        );
      }
      throw data(FORBIDDEN_MESSAGE, { status: 403 });
    }
    if (edge.bodyTooLarge && !edge.uploadTooLarge) {
      if (isAdminApi(url)) {
        throw Response.json(
          { error: BODY_TOO_LARGE_MESSAGE },
          { status: 413, headers: { "Cache-Control": "no-store" } },
        );
      }
      throw data(BODY_TOO_LARGE_MESSAGE, { status: 413, statusText: "Content Too Large" });
    }
    context.set(staffContext, session);
  };
}

/** The signed-in staff member's session, in a loader or action behind staffOnly. */
export function staffSessionOf(context: {
  get: (key: typeof staffContext) => StaffSessionFacts | null;
}): StaffSessionFacts {
  const session = context.get(staffContext);
  // Unreachable behind staffOnly; a route that forgot it fails closed.
  if (!session) throw data(SIGN_IN_REQUIRED_MESSAGE, { status: 401 });
  return session;
}
