// Usuarios' passkey actions (administrators): remove one passkey of an account, and end an account's
// sessions saying what happened to its passkeys (removed with the box ticked, otherwise still valid).
import { data } from "react-router";
import type { EdgeFacts, StaffSessionFacts } from "~/platform/submission/edge-context.server";
import { removeAccountPasskey, removeEveryAccountPasskey } from "../server/staff-passkey-removal.server";
import { listPasskeys } from "../server/staff-passkeys.server";
import { endAllSessions } from "../server/staff-sessions.server";
import { passkeyCountText } from "./user-passkeys";
import type { UsersActionResult } from "./users-action.server";

const FORBIDDEN = "Solo la administración quita llaves de acceso de otras cuentas.";
export const OWN_SESSIONS =
  "Sus propias sesiones no se cierran desde Usuarios: en Mi cuenta puede cerrar cada una de sus otras sesiones.";

/** "Quitar" next to one of an account's passkeys; the owner is e-mailed. */
export async function removeUserPasskey(
  passkeyId: string,
  userId: number,
  session: StaffSessionFacts,
  edge: EdgeFacts,
) {
  const outcome = await removeAccountPasskey(session.viewer, userId, passkeyId, edge.clientIp);
  if (outcome.status === "forbidden") {
    return data<UsersActionResult>({ ok: false, message: FORBIDDEN }, { status: 403 });
  }
  if (outcome.status === "not-found") {
    return data<UsersActionResult>(
      { ok: false, message: "Esa llave de acceso ya no estaba registrada." },
      { status: 404 },
    );
  }
  const told = userId === session.viewer.id ? "" : ` Le avisamos a ${outcome.owner} por correo.`;
  return data<UsersActionResult>({
    ok: true,
    message: `Se quitó la llave de acceso «${outcome.name}» de ${outcome.owner}. Ya no sirve para ingresar.${told}`,
  });
}

/** "Sí, cerrar sus sesiones", with or without "Quitar también sus llaves de acceso". */
export async function endUserSessions(
  userId: number,
  removePasskeys: boolean,
  session: StaffSessionFacts,
  edge: EdgeFacts,
) {
  if (userId === session.viewer.id) {
    return data<UsersActionResult>({ ok: false, message: OWN_SESSIONS }, { status: 400 });
  }
  const count = await endAllSessions(session.viewer, userId, edge.clientIp);
  const ended = count === 1 ? "Se cerró 1 sesión" : `Se cerraron ${count} sesiones`;
  if (removePasskeys) {
    const removed = await removeEveryAccountPasskey(session.viewer, userId, edge.clientIp);
    if (removed === "forbidden") {
      return data<UsersActionResult>({ ok: false, message: FORBIDDEN }, { status: 403 });
    }
    if (removed > 0) {
      return data<UsersActionResult>({
        ok: true,
        message: `${ended} y se quitaron sus llaves de acceso (${removed}). Le avisamos por correo.`,
      });
    }
  }
  const kept = (await listPasskeys(userId)).length;
  return data<UsersActionResult>({
    ok: true,
    message:
      kept > 0
        ? `${ended}. Sus llaves de acceso siguen sirviendo para ingresar (${passkeyCountText(kept)}).`
        : `${ended}.`,
  });
}

/** Deactivation keeps the passkeys (they cannot sign in while the account is inactive): say so. */
export async function deactivatedMessage(userId: number): Promise<string> {
  const kept = (await listPasskeys(userId)).length;
  const base = "La cuenta se desactivó y sus sesiones se cerraron.";
  return kept > 0
    ? `${base} Sus llaves de acceso (${kept}) se conservan, pero no sirven mientras esté desactivada.`
    : base;
}
