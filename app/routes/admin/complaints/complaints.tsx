import type { Route } from "./+types/complaints";
import { AdminPageTitle, ADMIN_SECONDARY_BUTTON } from "~/platform/admin-kit/admin-ui";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { loadComplaintList } from "~/domains/complaints/admin/complaint-detail-loader.server";
import {
  ComplaintPagination,
  ComplaintTable,
  ComplaintViewTabs,
} from "~/domains/complaints/admin/complaint-list";
import {
  COMPLAINTS_EXPORT_PATH,
  complaintListQueryOf,
} from "~/domains/complaints/admin/complaint-route-params";
import { staffOnly, staffSessionOf } from "~/domains/staff/admin/staff-guard.server";
import { COMPLAINT_ROLES } from "~/platform/admin-kit/staff-roles";

// The Libro de Reclamaciones for the roles that handle it (admin, ventas: docs/decisions/036).
export const handle = backOfficeHandle(COMPLAINT_ROLES);
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];
export const meta: Route.MetaFunction = () => [
  { title: "Libro de Reclamaciones | Intranet Kordex" },
  { name: "robots", content: "noindex, nofollow" },
];

export function loader({ url, context }: Route.LoaderArgs) {
  return loadComplaintList(staffSessionOf(context).viewer, complaintListQueryOf(url.searchParams));
}

export default function Complaints({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, totalPages, counts } = loaderData;
  return (
    <>
      <div className="mb-1 flex flex-wrap items-start justify-between gap-x-3">
        <AdminPageTitle description="Hojas del libro virtual, las vencidas primero. Plazo de respuesta: 15 días hábiles (de lunes a viernes, sin feriados nacionales).">
          Libro de Reclamaciones
        </AdminPageTitle>
        <a href={COMPLAINTS_EXPORT_PATH} className={`${ADMIN_SECONDARY_BUTTON} mb-4`} download>
          Exportar CSV
        </a>
      </div>
      <ComplaintViewTabs query={query} counts={counts} />
      <p className="mb-3 mt-5 text-sm text-steel" aria-live="polite">
        {total === 0
          ? "No hay hojas en esta vista."
          : `${total === 1 ? "1 hoja" : `${total.toLocaleString("es-PE")} hojas`}${
              counts.vencidas > 0 && query.view !== "respondidas"
                ? `, ${counts.vencidas} ${counts.vencidas === 1 ? "vencida" : "vencidas"} en todo el libro`
                : ""
            }`}
      </p>
      {rows.length > 0 && <ComplaintTable rows={rows} />}
      <ComplaintPagination query={query} totalPages={totalPages} />
    </>
  );
}
