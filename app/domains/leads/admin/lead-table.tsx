import { Link } from "react-router";
import { formatLimaDateTime } from "~/platform/lib/lima-time";
import { LEAD_KIND_LABELS, type LeadKind, type LeadStatus } from "../lead-vocabulary";
import { leadPath } from "../lead-paths";
import { leadAgeText } from "./lead-age";
import { LeadStatusBadge, OverdueBadge } from "./lead-status-badge";

export interface LeadListRow {
  id: number;
  reference: string;
  kind: LeadKind;
  company: string;
  ruc: string;
  name: string;
  createdAt: string;
  assignee: { id: number; name: string } | null;
  status: LeadStatus;
  overdue: boolean;
  ageMinutes: number;
}

/**
 * The inbox's rows: a table from the tablet width up, a list of cards on a phone (the same facts,
 * in the order a salesperson reads them). Both are in the page; CSS shows one.
 */
export function LeadTable({ rows }: { rows: LeadListRow[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-md bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Solicitudes</caption>
          <thead className="border-b border-ink/10 bg-ink/[0.03] text-xs uppercase tracking-wide text-steel">
            <tr>
              <th scope="col" className="px-4 py-3">
                Referencia
              </th>
              <th scope="col" className="px-4 py-3">
                Tipo
              </th>
              <th scope="col" className="px-4 py-3">
                Empresa
              </th>
              <th scope="col" className="px-4 py-3">
                RUC
              </th>
              <th scope="col" className="px-4 py-3">
                Fecha
              </th>
              <th scope="col" className="px-4 py-3">
                Asignada a
              </th>
              <th scope="col" className="px-4 py-3">
                Estado
              </th>
              <th scope="col" className="px-4 py-3">
                Antigüedad
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink/10">
            {rows.map((row) => (
              <tr key={row.id} className={row.overdue ? "bg-brand/[0.04]" : undefined}>
                <td className="px-4 py-3 font-semibold">
                  <Link to={leadPath(row.id)} className="text-brand-dark underline-offset-2 hover:underline">
                    {row.reference}
                  </Link>
                </td>
                <td className="px-4 py-3">{LEAD_KIND_LABELS[row.kind]}</td>
                <td className="px-4 py-3">
                  <span className="font-semibold">{row.company}</span>
                  <span className="block text-steel">{row.name}</span>
                </td>
                <td className="px-4 py-3 tabular-nums">{row.ruc || "—"}</td>
                <td className="whitespace-nowrap px-4 py-3 tabular-nums">
                  {formatLimaDateTime(row.createdAt)}
                </td>
                <td className="px-4 py-3">
                  {row.assignee?.name ?? <span className="text-steel">Sin asignar</span>}
                </td>
                <td className="px-4 py-3">
                  <LeadStatusBadge status={row.status} />
                </td>
                <td className="whitespace-nowrap px-4 py-3">
                  {row.overdue ? <OverdueBadge /> : null}{" "}
                  <span className="text-steel">{leadAgeText(row.ageMinutes)}</span>
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
            className={`rounded-md bg-white p-4 shadow-sm ${row.overdue ? "border-l-4 border-brand" : ""}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link to={leadPath(row.id)} className="font-bold text-brand-dark underline">
                {row.reference}
              </Link>
              <LeadStatusBadge status={row.status} />
            </div>
            <p className="mt-1 font-semibold">{row.company}</p>
            <p className="text-sm text-steel">
              {row.name}
              {row.ruc ? ` · RUC ${row.ruc}` : ""}
            </p>
            <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-steel">
              <span>{LEAD_KIND_LABELS[row.kind]}</span>
              <span aria-hidden="true">·</span>
              <span>{formatLimaDateTime(row.createdAt)}</span>
              <span aria-hidden="true">·</span>
              <span>{row.assignee?.name ?? "Sin asignar"}</span>
              {row.overdue ? <OverdueBadge /> : <span>{leadAgeText(row.ageMinutes)}</span>}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
