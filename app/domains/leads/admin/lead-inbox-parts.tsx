import { Link, useLocation } from "react-router";
import { leadInboxSearch, type LeadInboxQuery } from "../lead-inbox-query-schema";
import { ADMIN_SECONDARY_BUTTON } from "~/platform/admin-kit/admin-ui";
import { useNewLeadsCount } from "./use-new-leads";

const inboxHref = (query: Partial<LeadInboxQuery>) => {
  const search = leadInboxSearch(query);
  return search ? `/admin/solicitudes?${search}` : "/admin/solicitudes";
};

/** "Todas" and "Pendientes" (with how many wait, and how many of them are overdue), keeping the other filters. */
export function LeadViewTabs({
  query,
  pending,
}: {
  query: LeadInboxQuery;
  pending: { pending: number; overdue: number };
}) {
  const tab = (view: LeadInboxQuery["view"], label: string) => {
    const current = query.view === view;
    return (
      <Link
        to={inboxHref({ ...query, view, page: 1 })}
        aria-current={current ? "page" : undefined}
        className={`rounded-sm px-4 py-2 text-sm font-bold ${current ? "bg-ink text-white" : "bg-white text-ink shadow-sm hover:bg-ink/5"}`}
      >
        {label}
      </Link>
    );
  };
  return (
    <nav aria-label="Vistas de la bandeja" className="flex flex-wrap items-center gap-2">
      {tab("todas", "Todas")}
      {tab(
        "pendientes",
        `Pendientes (${pending.pending}${pending.overdue > 0 ? `, ${pending.overdue} ${pending.overdue === 1 ? "vencida" : "vencidas"}` : ""})`,
      )}
    </nav>
  );
}

/** Previous / next page, keeping the filters. */
export function LeadPagination({ query, totalPages }: { query: LeadInboxQuery; totalPages: number }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Páginas de la bandeja" className="mt-5 flex items-center justify-between gap-3 text-sm">
      {query.page > 1 ? (
        <Link to={inboxHref({ ...query, page: query.page - 1 })} className={ADMIN_SECONDARY_BUTTON}>
          ← Anterior
        </Link>
      ) : (
        <span />
      )}
      <span className="text-steel">
        Página {Math.min(query.page, totalPages)} de {totalPages}
      </span>
      {query.page < totalPages ? (
        <Link to={inboxHref({ ...query, page: query.page + 1 })} className={ADMIN_SECONDARY_BUTTON}>
          Siguiente →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** Said when requests arrived since the list was read, with the way to show them. */
export function NewLeadsNotice() {
  const count = useNewLeadsCount();
  const location = useLocation();
  return (
    <div role="status" aria-live="polite" className="min-h-0">
      {count > 0 && (
        <p className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-sm border border-sky-700/30 bg-sky-50 px-4 py-3 text-sm font-semibold text-sky-950">
          {count === 1
            ? "Llegó 1 solicitud nueva."
            : `Llegaron ${count >= 100 ? "más de 100" : count} solicitudes nuevas.`}
          {/* Going to the same address reads the page's data again (React Router revalidates). */}
          <Link to={location.pathname + location.search} replace className={ADMIN_SECONDARY_BUTTON}>
            Mostrar
          </Link>
        </p>
      )}
    </div>
  );
}

export { inboxHref };
