import { useActionData } from "react-router";
import type { Route } from "./+types/users";
import { AdminNotice, AdminPageTitle, AdminPanel } from "~/platform/admin-kit/admin-ui";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { staffOnly, staffSessionOf } from "~/domains/staff/admin/staff-guard.server";
import { InviteForm } from "~/domains/staff/admin/invite-form";
import { PendingInvitations } from "~/domains/staff/admin/pending-invitations";
import { UserTable } from "~/domains/staff/admin/user-table";
import { usersAction } from "~/domains/staff/admin/users-action.server";
import { edgeContext } from "~/platform/submission/edge-context.server";
import { listOpenInvitations } from "~/domains/staff/server/staff-invitations.server";
import { listPasskeysByAccount } from "~/domains/staff/server/staff-passkeys.server";
import { countLiveSessions } from "~/domains/staff/server/staff-sessions.server";
import { listStaffUsers } from "~/domains/staff/server/staff-users.server";

export const handle = backOfficeHandle(["admin"]);
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];
export const meta: Route.MetaFunction = () => [
  { title: "Usuarios | Intranet Kordex" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { viewer } = staffSessionOf(context);
  const [users, sessions, invitations, passkeys] = await Promise.all([
    listStaffUsers(),
    countLiveSessions(),
    listOpenInvitations(),
    listPasskeysByAccount(),
  ]);
  return {
    viewerId: viewer.id,
    invitations,
    users: users.map(({ createdAt: _created, ...user }) => ({
      ...user,
      sessions: sessions.get(user.id) ?? 0,
      passkeys: (passkeys.get(user.id) ?? []).map(({ transports: _transports, ...passkey }) => passkey),
      invitations: invitations.filter((invitation) => invitation.invitedBy === user.id).length,
    })),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return usersAction(request, staffSessionOf(context), context.get(edgeContext));
}

export default function Users({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <>
      <AdminPageTitle description="Cuentas del personal, con su rol, sus sesiones abiertas y sus llaves de acceso. Cada acción queda en el registro de auditoría.">
        Usuarios
      </AdminPageTitle>
      {result && <AdminNotice tone={result.ok ? "ok" : "error"}>{result.message}</AdminNotice>}
      <div className="space-y-6">
        <AdminPanel title="Invitar a un colega" id="invite-title">
          <p className="mb-3 text-sm text-steel">
            Le llegará un enlace por correo, válido 48 horas y de un solo uso, para elegir su contraseña.
          </p>
          <InviteForm
            key={result?.ok ? "sent" : "editing"}
            errors={result?.invite?.errors}
            values={result?.invite?.values}
          />
          <PendingInvitations invitations={loaderData.invitations} />
        </AdminPanel>
        <AdminPanel title="Cuentas" id="users-title">
          <UserTable users={loaderData.users} viewerId={loaderData.viewerId} />
        </AdminPanel>
      </div>
    </>
  );
}
