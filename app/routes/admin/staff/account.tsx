import { useState } from "react";
import { useActionData } from "react-router";
import type { Route } from "./+types/account";
import { accountAction } from "~/domains/staff/admin/account-action.server";
import { AdminNotice, AdminPageTitle, AdminPanel } from "~/platform/admin-kit/admin-ui";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { ChangePasswordForm } from "~/domains/staff/admin/change-password-form";
import { PasskeyPanel } from "~/domains/staff/admin/passkey-panel";
import { SessionList } from "~/domains/staff/admin/session-list";
import { staffOnly, staffSessionOf } from "~/domains/staff/admin/staff-guard.server";
import { edgeContext } from "~/platform/submission/edge-context.server";
import { getEnv } from "~/platform/lib/env.server";
import { ROLE_LABELS } from "~/platform/admin-kit/staff-roles";
import { listPasskeys } from "~/domains/staff/server/staff-passkeys.server";
import { listSessions } from "~/domains/staff/server/staff-sessions.server";

export const handle = backOfficeHandle();
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];
export const meta: Route.MetaFunction = () => [
  { title: "Mi cuenta | Intranet Kordex" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const session = staffSessionOf(context);
  const [sessions, passkeys] = await Promise.all([
    listSessions(session.viewer.id),
    listPasskeys(session.viewer.id),
  ]);
  const env = getEnv();
  return {
    limits: {
      idleMinutes: Math.round(env.STAFF_SESSION_IDLE_SECONDS / 60),
      maxHours: env.STAFF_SESSION_MAX_HOURS,
    },
    viewer: session.viewer,
    sessions: sessions.map(({ expiresAt: _expires, ...row }) => ({ ...row, current: row.id === session.id })),
    passkeys: passkeys.map(({ transports: _transports, ...passkey }) => passkey),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, staffSessionOf(context), context.get(edgeContext));
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { viewer, sessions, passkeys, limits } = loaderData;
  // New page data comes after every completed change (a password change, a passkey added or
  // removed; a refused one does not reload it): the password form starts again, its fields empty
  // and "Quitar también mis llaves de acceso" ticked again.
  const [seenData, setSeenData] = useState(loaderData);
  const [passwordFormKey, setPasswordFormKey] = useState(0);
  if (seenData !== loaderData) {
    setSeenData(loaderData);
    setPasswordFormKey((key) => key + 1);
  }
  return (
    <>
      <AdminPageTitle description={`${viewer.email} · ${ROLE_LABELS[viewer.role]}`}>Mi cuenta</AdminPageTitle>
      {result && "message" in result && (
        <AdminNotice tone={result.ok ? "ok" : "error"}>{result.message}</AdminNotice>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <AdminPanel title="Sesiones abiertas" id="sessions-title">
          <p className="mb-2 text-sm text-steel">
            Una sesión se cierra sola tras {limits.idleMinutes} minutos sin actividad o {limits.maxHours}{" "}
            horas después de ingresar.
          </p>
          <SessionList sessions={sessions} />
        </AdminPanel>
        <AdminPanel title="Contraseña" id="password-title">
          <ChangePasswordForm
            key={passwordFormKey}
            errors={result && !result.ok && "passwordErrors" in result ? result.passwordErrors : undefined}
            passkeyCount={passkeys.length}
          />
        </AdminPanel>
        <AdminPanel title="Llaves de acceso" id="passkeys-title">
          <PasskeyPanel passkeys={passkeys} pageResult={result} />
        </AdminPanel>
      </div>
    </>
  );
}
