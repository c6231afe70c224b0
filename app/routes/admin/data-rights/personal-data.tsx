import { useActionData } from "react-router";
import type { Route } from "./+types/personal-data";
import { AdminNotice, AdminPageTitle } from "~/platform/admin-kit/admin-ui";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { personalDataAction } from "~/domains/data-rights/admin/personal-data-action.server";
import { EMPTY_PERSONAL_DATA_VIEW } from "~/domains/data-rights/admin/personal-data-loader.server";
import { SEARCH_INVALID_MESSAGE } from "~/domains/data-rights/admin/data-request-route-params";
import {
  EraseConfirm,
  ErasePanel,
  HeldEmails,
  HeldLeads,
  PersonalDataExport,
  PersonalDataSearch,
  RetainedRecords,
} from "~/domains/data-rights/admin/personal-data-panels";
import { staffOnly, staffSessionOf } from "~/domains/staff/admin/staff-guard.server";
import { edgeContext } from "~/platform/submission/edge-context.server";
import { subjectText } from "~/domains/data-rights/personal-data";

// Administrators only: one person's data across the site, its export and its erasure (decision 037).
export const handle = backOfficeHandle(["admin"]);
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];
export const meta: Route.MetaFunction = () => [
  { title: "Datos personales | Intranet Kordex" },
  { name: "robots", content: "noindex, nofollow" },
];

/** The search form only: a search is posted (no e-mail or RUC in the address), see the action. */
export function loader() {
  return EMPTY_PERSONAL_DATA_VIEW;
}

export function action({ request, context }: Route.ActionArgs) {
  return personalDataAction(request, staffSessionOf(context), context.get(edgeContext));
}

export default function PersonalData({ loaderData }: Route.ComponentProps) {
  const outcome = useActionData<typeof action>();
  const { search, invalid, confirm, result } = outcome?.view ?? loaderData;
  return (
    <>
      <AdminPageTitle description="Lo que el sitio guarda de un correo o un RUC: para responder un pedido de acceso, exportarlo o eliminarlo (derechos ARCO).">
        Datos personales
      </AdminPageTitle>
      <PersonalDataSearch search={search} invalid={invalid} message={SEARCH_INVALID_MESSAGE} />
      {outcome?.notice && (
        <AdminNotice tone={outcome.notice.ok ? "ok" : "error"}>{outcome.notice.message}</AdminNotice>
      )}
      {result && (
        <>
          {confirm && <EraseConfirm result={result} search={search} />}
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <p className="text-steel" aria-live="polite">
              Para {subjectText(result.subject)}:{" "}
              {result.leads.length === 1 ? "1 solicitud" : `${result.leads.length} solicitudes`},{" "}
              {result.emails.length === 1 ? "1 correo" : `${result.emails.length} correos`}.
            </p>
            <PersonalDataExport search={search} />
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="min-w-0 space-y-6">
              <HeldLeads leads={result.leads} />
              {!confirm && <ErasePanel result={result} search={search} />}
              <RetainedRecords groups={result.retained} />
            </div>
            <div className="min-w-0">
              <HeldEmails emails={result.emails} />
            </div>
          </div>
        </>
      )}
    </>
  );
}
