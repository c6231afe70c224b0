import type { Route } from "./+types/data-requests";
import { AdminPageTitle } from "~/platform/admin-kit/admin-ui";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { loadDataRequestList } from "~/domains/data-rights/admin/data-request-loaders.server";
import { PERSONAL_DATA_PATH } from "~/domains/data-rights/admin/data-request-route-params";
import { DataRequestTable } from "~/domains/data-rights/admin/data-request-table";
import { staffOnly } from "~/domains/staff/admin/staff-guard.server";

// Administrators only: a request names a person, their document and what they ask about their data.
export const handle = backOfficeHandle(["admin"]);
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];
export const meta: Route.MetaFunction = () => [
  { title: "Derechos ARCO | Intranet Kordex" },
  { name: "robots", content: "noindex, nofollow" },
];

export function loader() {
  return loadDataRequestList();
}

export default function DataRequests({ loaderData }: Route.ComponentProps) {
  const { rows, waiting, overdue } = loaderData;
  return (
    <>
      <AdminPageTitle
        description={
          <>
            Solicitudes de acceso, rectificación, cancelación y oposición recibidas en /derechos-arco, con su
            plazo legal en días hábiles. Para buscar, exportar o eliminar los datos de una persona, use{" "}
            <a
              href={PERSONAL_DATA_PATH}
              className="font-semibold text-brand-dark underline underline-offset-2"
            >
              Datos personales
            </a>
            .
          </>
        }
      >
        Derechos ARCO
      </AdminPageTitle>
      <p className="mb-3 text-sm text-steel" aria-live="polite">
        {rows.length === 0
          ? "Todavía no se recibieron solicitudes."
          : `${waiting === 1 ? "1 solicitud espera" : `${waiting} solicitudes esperan`} respuesta${
              overdue > 0 ? `; ${overdue === 1 ? "1 vencida" : `${overdue} vencidas`}, primero` : ""
            }.`}
      </p>
      {rows.length > 0 && <DataRequestTable rows={rows} />}
    </>
  );
}
