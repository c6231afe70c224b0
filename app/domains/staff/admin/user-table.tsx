import { useEffect, useRef } from "react";
import { Form, Link, useActionData } from "react-router";
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from "~/platform/admin-kit/staff-roles";
import { ADMIN_BUTTON, ADMIN_SECONDARY_BUTTON } from "~/platform/admin-kit/admin-ui";
import type { PasskeyRow } from "./passkey-panel";
import { EndSessionsButton, POP_UP, UserPasskeys, useClosedAfterAction } from "./user-passkeys";
import { invitationsToWithdraw } from "./invitation-withdrawal-text";

export interface UserRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  sessions: number;
  passkeys: PasskeyRow[];
  /** Open invitations this account sent: deactivating it or taking its administration role withdraws them. */
  invitations: number;
}

function UserButton({ user, intent, label }: { user: UserRow; intent: string; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="user" value={user.id} />
      <button type="submit" className={ADMIN_SECONDARY_BUTTON} aria-label={`${label}: ${user.name}`}>
        {label}
      </button>
    </Form>
  );
}

/**
 * The account's role, changed with its own button (the server refuses leaving no administrator).
 * After any answer of the page the select shows the role in force again: a refused change must not
 * leave the refused role showing beside the stored one.
 */
function RoleForm({ user }: { user: UserRow }) {
  const id = `role-${user.id}`;
  const answer = useActionData();
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (select.current) select.current.value = user.role;
  }, [answer, user.role]);
  return (
    <Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="user" value={user.id} />
      <label htmlFor={id} className="sr-only">
        Rol de {user.name}
      </label>
      <select
        id={id}
        name="role"
        ref={select}
        defaultValue={user.role}
        className="rounded-sm border border-ink/30 bg-white px-2 py-1.5 text-sm text-ink"
      >
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      <button type="submit" className={ADMIN_SECONDARY_BUTTON} aria-label={`Cambiar rol: ${user.name}`}>
        Cambiar rol
      </button>
    </Form>
  );
}

/**
 * "Desactivar" asks first (a disclosure, so it works without JavaScript too): the account's sessions
 * end at once and it can no longer sign in, with its password or its passkeys (which are kept).
 */
function DeactivateButton({ user, upwards }: { user: UserRow; upwards: boolean }) {
  const details = useClosedAfterAction();
  return (
    <details ref={details} className="group relative">
      <summary
        className={`${ADMIN_SECONDARY_BUTTON} cursor-pointer list-none group-open:border-ink [&::-webkit-details-marker]:hidden`}
        aria-label={`Desactivar: ${user.name}`}
      >
        Desactivar
      </summary>
      <div
        className={`mt-2 max-w-xs rounded-sm border border-ink/20 bg-white p-3 text-sm shadow-md sm:absolute sm:right-0 sm:z-10 sm:w-72 ${upwards ? POP_UP : ""}`}
      >
        <p>
          ¿Desactivar la cuenta de <strong>{user.name}</strong>? Sus sesiones se cerrarán y no podrá ingresar
          hasta que la active de nuevo.{" "}
          {user.passkeys.length > 0
            ? "Sus llaves de acceso se conservan, pero no sirven mientras esté desactivada; si no deben volver a servir, quítelas."
            : "No tiene llaves de acceso."}
          {invitationsToWithdraw(user.invitations)}
        </p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="deactivate" />
          <input type="hidden" name="user" value={user.id} />
          <button type="submit" className={ADMIN_BUTTON} aria-label={`Sí, desactivar: ${user.name}`}>
            Sí, desactivar
          </button>
        </Form>
      </div>
    </details>
  );
}

/** On wide screens the confirmations of the last rows open upwards, so they stay within the page. */
const opensUpwards = (index: number, count: number) => count > 2 && index >= count - 2;

/**
 * The viewer's own row offers no "Cerrar sus sesiones" (it would sign her out, phrased as if about
 * someone else): Mi cuenta lists her sessions, each with "Cerrar esa sesión".
 */
function OwnSessionsNote() {
  return (
    <p className="max-w-56 text-sm text-steel">
      Sus sesiones se cierran desde{" "}
      <Link to="/admin/cuenta" className="font-semibold text-ink underline">
        Mi cuenta
      </Link>
      .
    </p>
  );
}

/** Every staff account with its role, state, open sessions and the administrator's actions. */
export function UserTable({ users, viewerId }: { users: UserRow[]; viewerId: number }) {
  return (
    <ul className="divide-y divide-ink/10">
      {users.map((user, index) => (
        <li key={user.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div>
            <p className="font-semibold">
              {user.name}
              {!user.active && (
                <span className="ml-2 rounded-sm bg-ink/10 px-2 py-0.5 text-xs font-bold text-ink">
                  Desactivada
                </span>
              )}
            </p>
            <p className="text-sm text-steel">
              {user.email} · {ROLE_LABELS[user.role]} ·{" "}
              {user.sessions === 1 ? "1 sesión abierta" : `${user.sessions} sesiones abiertas`}
            </p>
            <UserPasskeys user={user} />
          </div>
          <div className="flex flex-wrap items-start gap-2">
            <RoleForm user={user} />
            {user.id === viewerId ? (
              <OwnSessionsNote />
            ) : (
              user.sessions > 0 && (
                <EndSessionsButton user={user} upwards={opensUpwards(index, users.length)} />
              )
            )}
            {user.id !== viewerId &&
              (user.active ? (
                <DeactivateButton user={user} upwards={opensUpwards(index, users.length)} />
              ) : (
                <UserButton user={user} intent="activate" label="Activar" />
              ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
