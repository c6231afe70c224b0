import { Link, useActionData } from "react-router";
import type { Route } from "./+types/lead-detail";
import { AdminPanel } from "~/platform/admin-kit/admin-ui";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { leadDetailAction } from "~/domains/leads/admin/lead-detail-action.server";
import { loadLeadDetail } from "~/domains/leads/admin/lead-detail-loader.server";
import { LeadHistoryList } from "~/domains/leads/admin/lead-history-list";
import { companyPath, LEADS_PATH } from "~/domains/leads/lead-paths";
import { LeadRowList } from "~/domains/leads/admin/lead-row-list";
import { LeadStatusBadge } from "~/domains/leads/admin/lead-status-badge";
import { LeadLinesTable, LeadMessage, LeadSummary } from "~/domains/leads/admin/lead-summary";
import { LeadWorkPanel } from "~/domains/leads/admin/lead-work-panel";
import { personalDataLook } from "~/platform/data/personal-data-look.server";
import { staffOnly, staffSessionOf } from "~/domains/staff/admin/staff-guard.server";
import { edgeContext } from "~/platform/submission/edge-context.server";
import { LEAD_KIND_LABELS } from "~/domains/leads/lead-vocabulary";

// Every role enters; each lead is checked against the viewer's role by the models. A lead of a kind
// the role does not work (a `ventas` account on a service request) answers 404 like a missing id, not
// 403: telling the two apart would confirm to that role that the id is another team's lead
// (docs/decisions/029-lead-workflow-mail.md; see leadNotFound in lead-detail-loader.server.ts).
export const handle = backOfficeHandle();
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.lead.reference ?? "Solicitud"} | Intranet Kordex` },
  { name: "robots", content: "noindex, nofollow" },
];

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadLeadDetail(
    staffSessionOf(context).viewer,
    params.id,
    personalDataLook(request, context.get(edgeContext)),
  );
}

export function action({ request, params, context }: Route.ActionArgs) {
  return leadDetailAction(request, staffSessionOf(context), context.get(edgeContext), params.id);
}

export default function LeadDetail({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { lead, related } = loaderData;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={LEADS_PATH} className="font-semibold text-brand-dark underline underline-offset-2">
          ← Solicitudes
        </Link>
      </p>
      <div className="mb-6">
        <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">
          <span className="block text-base font-bold text-steel">{LEAD_KIND_LABELS[lead.kind]}</span>{" "}
          <span className="whitespace-nowrap">{lead.reference}</span>
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-steel">
          <LeadStatusBadge status={lead.status} />
          <span>
            {lead.company} · {lead.assignee ? `Asignada a ${lead.assignee.name}` : "Sin asignar"}
          </span>
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,25rem)] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <LeadSummary lead={lead} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <LeadWorkPanel view={loaderData} result={result} />
        </div>
        <div className="min-w-0 space-y-6 self-start lg:col-start-1 lg:row-start-2">
          {lead.kind === "QUOTE" && lead.lines.length > 0 && <LeadLinesTable lines={lead.lines} />}
          <LeadMessage message={lead.message} />
          <AdminPanel title="Otras solicitudes de la empresa" id="lead-related-title">
            {related.rows.length === 0 ? (
              <p className="text-steel">
                {lead.anonymisedAt
                  ? "Los datos personales de esta solicitud se eliminaron: ya no se relaciona con una empresa."
                  : "No hay otras solicitudes de esta empresa."}
              </p>
            ) : (
              <>
                <LeadRowList rows={related.rows} />
                {related.total > related.rows.length && (
                  <p className="mt-2 text-sm text-steel">
                    Se muestran las {related.rows.length} más recientes de {related.total}.
                  </p>
                )}
              </>
            )}
            {lead.ruc && !lead.anonymisedAt && (
              <p className="mt-3">
                <Link
                  to={companyPath(lead.ruc)}
                  className="font-semibold text-brand-dark underline underline-offset-2"
                >
                  Ver todas las solicitudes de {lead.company}
                </Link>
              </p>
            )}
          </AdminPanel>
          <LeadHistoryList history={loaderData.history} />
        </div>
      </div>
    </>
  );
}
