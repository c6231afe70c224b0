import { useActionData } from "react-router";
import type { Route } from "./+types/settings";
import { AdminNotice, AdminPageTitle, AdminPanel } from "~/platform/admin-kit/admin-ui";
import { AuditLogPanel } from "~/domains/staff/admin/audit-log-panel";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { settingsAction } from "~/domains/site/admin/settings-action.server";
import { SettingsForm } from "~/domains/site/admin/settings-form";
import { staffOnly, staffSessionOf } from "~/domains/staff/admin/staff-guard.server";
import { edgeContext } from "~/platform/submission/edge-context.server";
import { auditLogSize } from "~/platform/data/audit-log-retention.server";
import { getCompanySettings } from "~/platform/settings/company-settings.server";

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
