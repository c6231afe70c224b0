import { data } from "react-router";
import { recordIdOf } from "~/platform/data/record-id";
import type { EdgeFacts, StaffSessionFacts } from "~/platform/submission/edge-context.server";
import { isStaffRole, ROLE_LABELS, UNKNOWN_ROLE_MESSAGE } from "~/platform/admin-kit/staff-roles";
import type { InviteErrors } from "./invite-form";
import { deactivatedMessage, endUserSessions, removeUserPasskey } from "./user-passkeys-action.server";
import { countOpenInvitationsBy, inviteStaff } from "../server/staff-invitations.server";
import { invitationsWithdrawn } from "./invitation-withdrawal-text";
import { withdrawInvitation } from "../server/staff-invitation-withdrawal.server";
import { setStaffActive, setStaffRole, staffNameOf } from "../server/staff-users.server";

export type UsersActionResult = {
  ok: boolean;
  message: string;
  /** The invitation form's field errors and what was typed, to show it again. */
  invite?: { errors: InviteErrors; values: { email: string; name: string; role: string } };
};

const ROLE_REFUSALS = {
  "last-admin":
    "No se puede cambiar el rol: es la única cuenta de administración activa. Dé antes el rol de administración a otra persona.",
  "not-found": "Cuenta desconocida.",
} as const;

async function invite(form: FormData, session: StaffSessionFacts, edge: EdgeFacts) {
  const values = {
    email: text(form, "email").slice(0, 300),
    name: text(form, "name").slice(0, 200),
    role: text(form, "role"),
  };
  const outcome = await inviteStaff(session.viewer, values, edge.clientIp);
  if (outcome.status === "not-allowed") {
    return data<UsersActionResult>(
      { ok: false, message: "Su cuenta ya no tiene el rol de administración: no puede enviar invitaciones." },
      { status: 403 },
    );
  }
  if (outcome.status === "sent") {
    return data<UsersActionResult>({
      ok: true,
      message:
        `Se envió la invitación a ${outcome.email}. El enlace vale 48 horas y sirve una sola vez.` +
        (outcome.replaced > 0 ? " El enlace de la invitación anterior a este correo ya no sirve." : ""),
    });
  }
  const errors: InviteErrors =
    outcome.status === "taken"
      ? { email: "Ya hay una cuenta con ese correo." }
      : { [outcome.field]: outcome.message };
  return data<UsersActionResult>(
    { ok: false, message: "Revise los datos de la invitación.", invite: { errors, values } },
    { status: 400 },
  );
}

async function withdraw(form: FormData, session: StaffSessionFacts, edge: EdgeFacts) {
  const id = recordIdOf(text(form, "invitation"));
  const outcome =
    id === undefined
      ? { status: "not-found" as const }
      : await withdrawInvitation(session.viewer, id, edge.clientIp);
  if (outcome.status === "withdrawn") {
    return data<UsersActionResult>({
      ok: true,
      message: `Se retiró la invitación a ${outcome.email}. Su enlace ya no sirve.`,
    });
  }
  return data<UsersActionResult>(
    outcome.status === "not-found"
      ? { ok: false, message: "Invitación desconocida." }
      : { ok: false, message: "Esa invitación ya no está pendiente: se usó, venció o ya se retiró." },
    { status: outcome.status === "not-found" ? 404 : 409 },
  );
}

async function changeRole(form: FormData, userId: number, session: StaffSessionFacts, edge: EdgeFacts) {
  const role = text(form, "role");
  if (!isStaffRole(role)) {
    return data<UsersActionResult>({ ok: false, message: UNKNOWN_ROLE_MESSAGE }, { status: 400 });
  }
  const pending = role === "admin" ? 0 : await countOpenInvitationsBy(userId);
  const outcome = await setStaffRole(session.viewer, userId, role, edge.clientIp);
  if (outcome === "last-admin" || outcome === "not-found") {
    return data<UsersActionResult>(
      { ok: false, message: ROLE_REFUSALS[outcome] },
      { status: outcome === "not-found" ? 404 : 409 },
    );
  }
  const name = (await staffNameOf(userId)) ?? "La cuenta";
  const label = ROLE_LABELS[role];
  return data<UsersActionResult>({
    ok: true,
    message:
      outcome === "unchanged"
        ? `${name} ya tenía el rol «${label}».`
        : `${name} tiene ahora el rol «${label}».${invitationsWithdrawn(pending)}`,
  });
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * Usuarios (administrators): invite, withdraw an invitation, change a role, end every session of an
 * account (its passkeys too, if ticked), remove one of its passkeys, deactivate or activate it.
 */
export async function usersAction(request: Request, session: StaffSessionFacts, edge: EdgeFacts) {
  const form = await request.formData().catch(() => new FormData());
  if (text(form, "intent") === "invite") return invite(form, session, edge);
  if (text(form, "intent") === "withdraw") return withdraw(form, session, edge);
  const userId = recordIdOf(text(form, "user"));
  if (userId === undefined) {
    return data<UsersActionResult>({ ok: false, message: "Cuenta desconocida." }, { status: 400 });
  }
  switch (text(form, "intent")) {
    case "role":
      return changeRole(form, userId, session, edge);
    case "end-sessions":
      return endUserSessions(userId, text(form, "remove-passkeys") === "on", session, edge);
    case "remove-passkey":
      return removeUserPasskey(text(form, "passkey"), userId, session, edge);
    case "deactivate":
    case "activate": {
      const active = text(form, "intent") === "activate";
      const pending = active ? 0 : await countOpenInvitationsBy(userId);
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
      if (outcome === "last-admin") {
        return data<UsersActionResult>(
          {
            ok: false,
            message:
              "No se puede desactivar: es la única cuenta de administración activa. Dé antes el rol de administración a otra persona.",
          },
          { status: 409 },
        );
      }
      return data<UsersActionResult>({
        ok: true,
        message: active
          ? "La cuenta se activó."
          : `${await deactivatedMessage(userId)}${invitationsWithdrawn(pending)}`,
      });
    }
    default:
      return data<UsersActionResult>({ ok: false, message: "Acción desconocida." }, { status: 400 });
  }
}
