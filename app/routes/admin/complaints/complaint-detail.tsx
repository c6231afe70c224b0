import { Link, useActionData } from "react-router";
import type { Route } from "./+types/complaint-detail";
import { AdminNotice, ADMIN_SECONDARY_BUTTON } from "~/platform/admin-kit/admin-ui";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { complaintDetailAction } from "~/domains/complaints/admin/complaint-detail-action.server";
import { loadComplaintDetail } from "~/domains/complaints/admin/complaint-detail-loader.server";
import { COMPLAINTS_PATH, complaintPdfPath } from "~/domains/complaints/admin/complaint-route-params";
import { ComplaintSheetView } from "~/domains/complaints/admin/complaint-sheet-view";
import { ComplaintStateBadge } from "~/domains/complaints/admin/complaint-state-badge";
import { ComplaintWorkPanel } from "~/domains/complaints/admin/complaint-work-panel";
import { staffOnly, staffSessionOf } from "~/domains/staff/admin/staff-guard.server";
import { edgeContext } from "~/platform/submission/edge-context.server";
import { COMPLAINT_KIND_LABELS } from "~/domains/complaints/complaint-book";
import { formatLimaDate } from "~/platform/lib/lima-time";
import { COMPLAINT_ROLES } from "~/platform/admin-kit/staff-roles";

// A sheet, read-only; its actions only append (the answer, a pause, a copy): docs/decisions/036.
export const handle = backOfficeHandle(COMPLAINT_ROLES);
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.sheet.number ?? "Hoja de reclamación"} | Intranet Kordex` },
  { name: "robots", content: "noindex, nofollow" },
];

export function loader({ params, context }: Route.LoaderArgs) {
  return loadComplaintDetail(staffSessionOf(context).viewer, params.id);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return complaintDetailAction(request, staffSessionOf(context), context.get(edgeContext), params.id);
}

export default function ComplaintDetail({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { sheet } = loaderData;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={COMPLAINTS_PATH} className="font-semibold text-brand-dark underline underline-offset-2">
          ← Libro de Reclamaciones
        </Link>
      </p>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">
            <span className="block text-base font-bold text-steel">{COMPLAINT_KIND_LABELS[sheet.kind]}</span>{" "}
            <span className="whitespace-nowrap">{sheet.number}</span>
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-steel">
            <ComplaintStateBadge state={loaderData.clock.state} />
            <span>
              {sheet.consumerName} · Plazo: {formatLimaDate(loaderData.clock.deadline)} (
              {loaderData.clock.timeLeft})
            </span>
          </p>
        </div>
        <a href={complaintPdfPath(sheet.id)} className={ADMIN_SECONDARY_BUTTON} download>
          Descargar la hoja (PDF)
        </a>
      </div>
      {result?.section === "sheet" && <AdminNotice tone="error">{result.message}</AdminNotice>}
      {sheet.spamReason && (
        <AdminNotice tone="error">
          Posible envío automático: el formulario cayó en una trampa antispam. La hoja está registrada igual.
        </AdminNotice>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,25rem)]">
        <div className="min-w-0">
          <ComplaintSheetView sheet={sheet} />
        </div>
        <div className="min-w-0 space-y-6">
          <ComplaintWorkPanel view={loaderData} result={result} />
        </div>
      </div>
    </>
  );
}
