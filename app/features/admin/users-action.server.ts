import { data } from "react-router";
import { recordIdOf } from "~/lib/record-id";
import type { EdgeFacts, StaffSessionFacts } from "~/lib/edge-context.server";
import { endAllSessions } from "~/models/staff-sessions.server";
import { setStaffActive } from "~/models/staff-users.server";

export type UsersActionResult = { ok: boolean; message: string };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Usuarios (administrators): end every session of an account, deactivate or activate it. */
export async function usersAction(request: Request, session: StaffSessionFacts, edge: EdgeFacts) {
  const form = await request.formData().catch(() => new FormData());
  const userId = recordIdOf(text(form, "user"));
  if (userId === undefined) {
    return data<UsersActionResult>({ ok: false, message: "Cuenta desconocida." }, { status: 400 });
  }
  switch (text(form, "intent")) {
    case "end-sessions": {
      const count = await endAllSessions(session.viewer, userId, edge.clientIp);
      return data<UsersActionResult>({
        ok: true,
        message: count === 1 ? "Se cerró 1 sesión." : `Se cerraron ${count} sesiones.`,
      });
    }
    case "deactivate":
    case "activate": {
      const active = text(form, "intent") === "activate";
      const outcome = await setStaffActive(session.viewer, userId, active, edge.clientIp);
      if (outcome === "self") {
        return data<UsersActionResult>(
          { ok: false, message: "No puede desactivar su propia cuenta." },
          { status: 400 },
        );
      }
      if (outcome === "not-found") {
        return data<UsersActionResult>({ ok: false, message: "Cuenta desconocida." }, { status: 404 });
      }
      return data<UsersActionResult>({
        ok: true,
        message: active ? "La cuenta se activó." : "La cuenta se desactivó y sus sesiones se cerraron.",
      });
    }
    default:
      return data<UsersActionResult>({ ok: false, message: "Acción desconocida." }, { status: 400 });
  }
}
