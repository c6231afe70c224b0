import { Link, useActionData } from "react-router";
import type { Route } from "./+types/data-request-detail";
import { AdminNotice } from "~/platform/admin-kit/admin-ui";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { dataRequestAction } from "~/domains/data-rights/admin/data-request-action.server";
import { DataRequestStatusBadge, DeadlineBadge } from "~/domains/data-rights/admin/data-request-badges";
import { loadDataRequestDetail } from "~/domains/data-rights/admin/data-request-loaders.server";
import {
  DataRequestDetailText,
  DataRequestEmails,
  DataRequestFacts,
  DataRequestHistory,
  DataRequestSteps,
} from "~/domains/data-rights/admin/data-request-panels";
import { DATA_REQUESTS_PATH } from "~/domains/data-rights/admin/data-request-route-params";
import { staffOnly, staffSessionOf } from "~/domains/staff/admin/staff-guard.server";
import { edgeContext } from "~/platform/submission/edge-context.server";

export const handle = backOfficeHandle(["admin"]);
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.request.reference ?? "Solicitud ARCO"} | Intranet Kordex` },
  { name: "robots", content: "noindex, nofollow" },
];

export function loader({ params, context }: Route.LoaderArgs) {
  return loadDataRequestDetail(staffSessionOf(context).viewer, params.id);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return dataRequestAction(request, staffSessionOf(context), context.get(edgeContext), params.id);
}

export default function DataRequestDetail({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { request } = loaderData;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={DATA_REQUESTS_PATH} className="font-semibold text-brand-dark underline underline-offset-2">
          ← Derechos ARCO
        </Link>
      </p>
      <div className="mb-6">
        <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">
          <span className="block text-base font-bold text-steel">
            Solicitud de {request.kindLabel.toLowerCase()}
          </span>{" "}
          <span className="whitespace-nowrap">{request.reference}</span>
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-steel">
          <DataRequestStatusBadge status={request.status} label={request.statusLabel} />
          <DeadlineBadge deadline={request.deadline} />
          <span>{request.fullName}</span>
        </p>
      </div>
      {result && <AdminNotice tone={result.ok ? "ok" : "error"}>{result.message}</AdminNotice>}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,25rem)]">
        <div className="min-w-0 space-y-6">
          <DataRequestFacts request={request} />
          <DataRequestDetailText detail={request.detail} />
          <DataRequestHistory history={request.history} />
        </div>
        <div className="min-w-0 space-y-6">
          <DataRequestSteps view={loaderData} result={result} />
          <DataRequestEmails emails={request.emails} />
        </div>
      </div>
    </>
  );
}
