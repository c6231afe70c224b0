import { useActionData } from "react-router";
import type { Route } from "./+types/settings";
import { AdminNotice, AdminPageTitle, AdminPanel } from "~/features/admin/admin-ui";
import { AuditLogPanel } from "~/features/admin/audit-log-panel";
import { backOfficeHandle } from "~/features/admin/back-office-route";
import { settingsAction } from "~/features/admin/settings-action.server";
import { SettingsForm } from "~/features/admin/settings-form";
import { staffOnly, staffSessionOf } from "~/features/admin/staff-guard.server";
import { edgeContext } from "~/lib/edge-context.server";
import { auditLogSize } from "~/models/audit-log-retention.server";
import { getCompanySettings } from "~/models/company-settings.server";

export const handle = backOfficeHandle(["admin"]);
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];
export const meta: Route.MetaFunction = () => [
  { title: "Ajustes | Intranet Kordex" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader() {
  const [settings, auditLog] = await Promise.all([getCompanySettings(), auditLogSize()]);
  return { settings, auditLog };
}

export function action({ request, context }: Route.ActionArgs) {
  return settingsAction(request, staffSessionOf(context), context.get(edgeContext));
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  return (
    <>
      <AdminPageTitle description="Los datos de la empresa que muestran el sitio y los correos. Cada cambio se ve al instante y queda en el registro de auditoría.">
        Ajustes
      </AdminPageTitle>
      {answer?.message && <AdminNotice tone="ok">{answer.message}</AdminNotice>}
      <div className="space-y-6">
        <AdminPanel title="Datos de la empresa y plazos" id="settings-title">
          <SettingsForm
            key={JSON.stringify(loaderData.settings)}
            settings={loaderData.settings}
            lastResult={answer?.result}
          />
        </AdminPanel>
        <AuditLogPanel size={loaderData.auditLog} retentionDays={loaderData.settings.auditRetentionDays} />
      </div>
    </>
  );
}
