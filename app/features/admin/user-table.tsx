import { Form } from "react-router";
import { ROLE_LABELS, type StaffRole } from "~/lib/staff-roles";
import { ADMIN_SECONDARY_BUTTON } from "./admin-ui";

export interface UserRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  sessions: number;
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

/** Every staff account with its role, state, open sessions and the administrator's actions. */
export function UserTable({ users, viewerId }: { users: UserRow[]; viewerId: number }) {
  return (
    <ul className="divide-y divide-ink/10">
      {users.map((user) => (
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
          </div>
          <div className="flex flex-wrap gap-2">
            {user.sessions > 0 && (
              <UserButton user={user} intent="end-sessions" label="Cerrar sus sesiones" />
            )}
            {user.id !== viewerId &&
              (user.active ? (
                <UserButton user={user} intent="deactivate" label="Desactivar" />
              ) : (
                <UserButton user={user} intent="activate" label="Activar" />
              ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
