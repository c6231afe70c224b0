import { Link } from "react-router";
import {
  COMPLAINT_KIND_LABELS,
  type ComplaintKind,
  type ComplaintListView,
  type ComplaintState,
} from "../complaint-book";
import { formatLimaDate, formatLimaDateTime } from "~/platform/lib/lima-time";
import { ADMIN_SECONDARY_BUTTON } from "~/platform/admin-kit/admin-ui";
import { ComplaintStateBadge } from "./complaint-state-badge";
import { complaintListHref, type ComplaintListQuery, complaintPath } from "./complaint-route-params";

/** A sheet as the list shows it (the loader's view of app/domains/complaints/server/complaint-reading.server.ts's rows). */
export interface ComplaintRowView {
  id: number;
  number: string;
  filedAt: string;
  kind: ComplaintKind;
  consumerName: string;
  state: ComplaintState;
  deadline: string;
  timeLeft: string;
  pausedBusinessDays: number;
  spam: boolean;
}

const VIEW_LABELS: Record<ComplaintListView, string> = {
  todas: "Todas",
  pendientes: "Pendientes",
  vencidas: "Vencidas",
  respondidas: "Respondidas",
};

/** The list's views with how many sheets each holds. */
export function ComplaintViewTabs({
  query,
  counts,
}: {
  query: ComplaintListQuery;
  counts: Record<ComplaintListView, number>;
}) {
  return (
    <nav aria-label="Vistas del libro" className="flex flex-wrap items-center gap-2">
      {(Object.keys(VIEW_LABELS) as ComplaintListView[]).map((view) => {
        const current = query.view === view;
        return (
          <Link
            key={view}
            to={complaintListHref({ view, page: 1 })}
            aria-current={current ? "page" : undefined}
            className={`rounded-sm px-4 py-2 text-sm font-bold ${current ? "bg-ink text-white" : "bg-white text-ink shadow-sm hover:bg-ink/5"}`}
          >
            {VIEW_LABELS[view]} ({counts[view]})
          </Link>
        );
      })}
    </nav>
  );
}

function Deadline({ row }: { row: ComplaintRowView }) {
  return (
    <>
      <span className="tabular-nums">{formatLimaDate(row.deadline)}</span>
      <span
        className={`block text-xs ${row.state === "overdue" ? "font-bold text-brand-dark" : "text-steel"}`}
      >
        {row.timeLeft}
        {row.pausedBusinessDays > 0 ? ` · pausa de ${row.pausedBusinessDays} d. háb.` : ""}
      </span>
    </>
  );
}

/** The sheets: a table from the tablet width up, cards on a phone; CSS shows one. */
export function ComplaintTable({ rows }: { rows: ComplaintRowView[] }) {
  const head = "px-4 py-3";
  return (
    <>
      <div className="hidden overflow-x-auto rounded-md bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Hojas de reclamación</caption>
          <thead className="border-b border-ink/10 bg-ink/[0.03] text-xs uppercase tracking-wide text-steel">
            <tr>
              <th scope="col" className={head}>
                Número
              </th>
              <th scope="col" className={head}>
                Presentada
              </th>
              <th scope="col" className={head}>
                Consumidor
              </th>
              <th scope="col" className={head}>
                Tipo
              </th>
              <th scope="col" className={head}>
                Estado
              </th>
              <th scope="col" className={head}>
                Plazo de respuesta
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink/10">
            {rows.map((row) => (
              <tr key={row.id} className={row.state === "overdue" ? "bg-brand/[0.04]" : undefined}>
                <td className="whitespace-nowrap px-4 py-3 font-semibold">
                  <Link
                    to={complaintPath(row.id)}
                    className="text-brand-dark underline-offset-2 hover:underline"
                  >
                    {row.number}
                  </Link>
                </td>
                <td className="whitespace-nowrap px-4 py-3 tabular-nums">
                  {formatLimaDateTime(row.filedAt)}
                </td>
                <td className="px-4 py-3">
                  {row.consumerName}
                  {row.spam && <span className="block text-xs text-steel">Posible envío automático</span>}
                </td>
                <td className="px-4 py-3">{COMPLAINT_KIND_LABELS[row.kind]}</td>
                <td className="px-4 py-3">
                  <ComplaintStateBadge state={row.state} />
                </td>
                <td className="whitespace-nowrap px-4 py-3">
                  <Deadline row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li
            key={row.id}
            className={`rounded-md bg-white p-4 shadow-sm ${row.state === "overdue" ? "border-l-4 border-brand" : ""}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link to={complaintPath(row.id)} className="font-bold text-brand-dark underline">
                {row.number}
              </Link>
              <ComplaintStateBadge state={row.state} />
            </div>
            <p className="mt-1 font-semibold">{row.consumerName}</p>
            <p className="text-sm text-steel">
              {COMPLAINT_KIND_LABELS[row.kind]} · {formatLimaDateTime(row.filedAt)}
            </p>
            <p className="mt-2 text-sm">
              Plazo: <Deadline row={row} />
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Previous / next page of a view. */
export function ComplaintPagination({
  query,
  totalPages,
}: {
  query: ComplaintListQuery;
  totalPages: number;
}) {
  if (totalPages <= 1) return null;
  const page = Math.min(query.page, totalPages);
  return (
    <nav aria-label="Páginas del libro" className="mt-5 flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={complaintListHref({ ...query, page: page - 1 })} className={ADMIN_SECONDARY_BUTTON}>
          ← Anterior
        </Link>
      ) : (
        <span />
      )}
      <span className="text-steel">
        Página {page} de {totalPages}
      </span>
      {page < totalPages ? (
        <Link to={complaintListHref({ ...query, page: page + 1 })} className={ADMIN_SECONDARY_BUTTON}>
          Siguiente →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
