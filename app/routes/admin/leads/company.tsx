import { Link } from "react-router";
import type { Route } from "./+types/company";
import { AdminPanel } from "~/platform/admin-kit/admin-ui";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { loadCompany } from "~/domains/leads/admin/company-loader.server";
import { CompanyTotals } from "~/domains/leads/admin/company-totals";
import { LEADS_PATH } from "~/domains/leads/lead-paths";
import { LeadRowList } from "~/domains/leads/admin/lead-row-list";
import { personalDataLook } from "~/platform/data/personal-data-look.server";
import { staffOnly, staffSessionOf } from "~/domains/staff/admin/staff-guard.server";
import { edgeContext } from "~/platform/submission/edge-context.server";

// Every role enters; the model lists only the leads of the viewer's kinds.
export const handle = backOfficeHandle();
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.company ?? "Empresa"} | Intranet Kordex` },
  { name: "robots", content: "noindex, nofollow" },
];

export function loader({ request, params, context, url }: Route.LoaderArgs) {
  return loadCompany(
    staffSessionOf(context).viewer,
    params.ruc,
    url,
    personalDataLook(request, context.get(edgeContext)),
  );
}

const LINK = "font-semibold text-brand-dark underline underline-offset-2";

export default function Company({ loaderData }: Route.ComponentProps) {
  const { company, ruc, rows, totals, total, page, totalPages } = loaderData;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={LEADS_PATH} className={LINK}>
          ← Solicitudes
        </Link>
      </p>
      <div className="mb-6">
        <h1 className="text-2xl font-extrabold break-words text-ink sm:text-3xl">{company}</h1>
        <p className="mt-1 text-steel">
          RUC {ruc} · {total === 1 ? "1 solicitud" : `${total} solicitudes`}
        </p>
      </div>
      <section aria-labelledby="company-totals-title" className="mb-6">
        <h2 id="company-totals-title" className="sr-only">
          Solicitudes por estado
        </h2>
        <CompanyTotals totals={totals} total={total} />
      </section>
      <AdminPanel title="Solicitudes, de la más reciente a la más antigua" id="company-leads-title">
        {rows.length === 0 ? (
          <p className="text-steel">No hay solicitudes en esta página.</p>
        ) : (
          <LeadRowList rows={rows} />
        )}
        {totalPages > 1 && (
          <nav aria-label="Páginas de solicitudes" className="mt-4 flex flex-wrap items-center gap-4 text-sm">
            {page > 1 && (
              <Link to={`?pagina=${page - 1}`} className={LINK}>
                ← Más recientes
              </Link>
            )}
            <span className="text-steel">
              Página {page} de {totalPages}
            </span>
            {page < totalPages && (
              <Link to={`?pagina=${page + 1}`} className={LINK}>
                Más antiguas →
              </Link>
            )}
          </nav>
        )}
      </AdminPanel>
    </>
  );
}
