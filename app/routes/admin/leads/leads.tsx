import type { Route } from "./+types/leads";
import { AdminNotice, AdminPageTitle, ADMIN_SECONDARY_BUTTON } from "~/platform/admin-kit/admin-ui";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { leadClock } from "~/domains/leads/admin/lead-clock.server";
import { LeadFilters } from "~/domains/leads/admin/lead-filters";
import { LeadPagination, LeadViewTabs, NewLeadsNotice } from "~/domains/leads/admin/lead-inbox-parts";
import { LeadTable } from "~/domains/leads/admin/lead-table";
import { staffOnly, staffSessionOf } from "~/domains/staff/admin/staff-guard.server";
import { type LeadKind, leadKindsFor } from "~/domains/leads/lead-vocabulary";
import {
  ignoredLeadInboxFilters,
  leadInboxSearch,
  parseLeadInboxAddress,
} from "~/domains/leads/lead-inbox-query-schema";
import {
  listAssigneeFilterChoices,
  listLeads,
  pendingLeadCounts,
} from "~/domains/leads/server/lead-inbox.server";

export const handle = backOfficeHandle();
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];
export const meta: Route.MetaFunction = () => [
  { title: "Solicitudes | Intranet Kordex" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  const { viewer } = staffSessionOf(context);
  const query = parseLeadInboxAddress(url.searchParams);
  const clock = await leadClock();
  const [page, pending, staff] = await Promise.all([
    listLeads(viewer, query, clock),
    pendingLeadCounts(viewer, clock),
    listAssigneeFilterChoices(viewer),
  ]);
  return {
    query,
    page,
    pending,
    staff,
    kinds: leadKindsFor(viewer.role),
    exportSearch: leadInboxSearch({ ...query, page: 1 }),
    ignored: ignoredLeadInboxFilters(url.searchParams, query),
  };
}

const KIND_PLURALS: Record<LeadKind, string> = {
  QUOTE: "cotizaciones",
  CONTACT: "contactos",
  SERVICE: "pedidos de servicio técnico",
};

/** What this role's inbox holds, e.g. "Cotizaciones y contactos". */
function inboxDescription(kinds: readonly LeadKind[]): string {
  const words = kinds.map((kind) => KIND_PLURALS[kind]);
  const text = words.length > 1 ? `${words.slice(0, -1).join(", ")} y ${words.at(-1)}` : (words[0] ?? "");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { query, page, pending, staff, kinds, exportSearch, ignored } = loaderData;
  const exportHref = `/admin/solicitudes/exportar${exportSearch ? `?${exportSearch}` : ""}`;
  return (
    <>
      <div className="mb-1 flex flex-wrap items-start justify-between gap-x-3">
        <AdminPageTitle description={`${inboxDescription(kinds)}, los más recientes primero.`}>
          Solicitudes
        </AdminPageTitle>
        <a href={exportHref} className={`${ADMIN_SECONDARY_BUTTON} mb-4`} download>
          Exportar CSV
        </a>
      </div>
      <NewLeadsNotice />
      {ignored.length > 0 && (
        <AdminNotice tone="error">
          {ignored.length === 1 ? "Se ignoró el filtro " : "Se ignoraron los filtros "}
          {ignored.map((filter) => `«${filter}»`).join(", ")} de la dirección: su valor no es válido.
        </AdminNotice>
      )}
      <LeadViewTabs query={query} pending={pending} />
      <div className="mt-4">
        <LeadFilters query={query} kinds={kinds} staff={staff} />
      </div>
      <p className="mb-3 mt-5 text-sm text-steel" aria-live="polite">
        {page.total === 0
          ? "Ninguna solicitud coincide con la búsqueda y los filtros."
          : `${page.total === 1 ? "1 solicitud" : `${page.total.toLocaleString("es-PE")} solicitudes`}${
              page.overdue ? `, ${page.overdue} ${page.overdue === 1 ? "vencida" : "vencidas"} primero` : ""
            }`}
      </p>
      {page.rows.length > 0 && <LeadTable rows={page.rows} />}
      <LeadPagination query={query} totalPages={page.totalPages} />
    </>
  );
}
