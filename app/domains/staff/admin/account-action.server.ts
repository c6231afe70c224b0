import { data, redirect } from "react-router";
import type { EdgeFacts, StaffSessionFacts } from "~/platform/submission/edge-context.server";
import { clearedSessionCookie } from "../staff-cookie";
import { removePasskey } from "../server/staff-passkey-removal.server";
import { listPasskeys } from "../server/staff-passkeys.server";
import { endOwnSession } from "../server/staff-sessions.server";
import { changeOwnPassword } from "../server/staff-password-change.server";
import type { PasswordErrors } from "./change-password-form";
import { PASSWORD_CHECK_THROTTLED_MESSAGE } from "~/platform/admin-kit/messages";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** What a password change did, passkeys included (removed with the box ticked, or still working). */
export function passwordChangedMessage(removed: number, kept: number): string {
  const base = "Su contraseña se cambió. Sus otras sesiones se cerraron";
  if (removed === 1) return `${base} y se quitó su llave de acceso.`;
  if (removed > 1) return `${base} y se quitaron sus ${removed} llaves de acceso.`;
  if (kept === 1) return `${base}. Su llave de acceso sigue sirviendo para ingresar.`;
  if (kept > 1) return `${base}. Sus ${kept} llaves de acceso siguen sirviendo para ingresar.`;
  return `${base}.`;
}

export type AccountActionResult =
  { ok: true; message: string } | { ok: false; message: string; passwordErrors?: PasswordErrors };

/** "Mi cuenta": end one of the viewer's sessions, change the password (passkeys too, if ticked), or remove a passkey. */
export async function accountAction(request: Request, session: StaffSessionFacts, edge: EdgeFacts) {
  const form = await request.formData().catch(() => new FormData());
  const intent = text(form, "intent");
  if (intent === "end-session") {
    const id = text(form, "session");
    const ended = await endOwnSession(session.viewer, id, edge.clientIp);
    if (ended && id === session.id) {
      return redirect("/login", { headers: { "Set-Cookie": clearedSessionCookie(edge.https ?? false) } });
    }
    return data<AccountActionResult>(
      ended
        ? { ok: true, message: "La sesión se cerró." }
        : { ok: false, message: "Esa sesión ya no estaba abierta." },
      { status: ended ? 200 : 404 },
    );
  }
  if (intent === "change-password") {
    const next = text(form, "next");
    if (next !== text(form, "confirm")) {
      return data<AccountActionResult>(
        {
          ok: false,
          message: "Revise la nueva contraseña.",
          passwordErrors: { confirm: "Las dos contraseñas nuevas no coinciden." },
        },
        { status: 400 },
      );
    }
    const result = await changeOwnPassword(
      session.viewer,
      { current: text(form, "current"), next, removePasskeys: text(form, "remove-passkeys") === "on" },
      session.id,
      edge.clientIp,
    );
    if (result.status === "throttled") {
      // Too many wrong current passwords: nothing was checked; the session stays open.
      return data<AccountActionResult>(
        {
          ok: false,
          message: "No se cambió la contraseña.",
          passwordErrors: { current: PASSWORD_CHECK_THROTTLED_MESSAGE },
        },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
    }
    if (result.status === "invalid") {
      return data<AccountActionResult>(
        {
          ok: false,
          message: "No se cambió la contraseña.",
          passwordErrors: { [result.field]: result.message },
        },
        { status: 400 },
      );
    }
    const kept = result.passkeysRemoved > 0 ? 0 : (await listPasskeys(session.viewer.id)).length;
    return data<AccountActionResult>({
      ok: true,
      message: passwordChangedMessage(result.passkeysRemoved, kept),
    });
  }
  if (intent === "remove-passkey") {
    const removed = await removePasskey(session.viewer, text(form, "passkey"), edge.clientIp);
    return data<AccountActionResult>(
      removed
        ? { ok: true, message: "La llave de acceso se quitó. Ya no sirve para ingresar." }
        : { ok: false, message: "Esa llave de acceso ya no estaba registrada." },
      { status: removed ? 200 : 404 },
    );
  }
  return data<AccountActionResult>({ ok: false, message: "Acción desconocida." }, { status: 400 });
}
