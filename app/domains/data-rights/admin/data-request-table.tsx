import { Link } from "react-router";
import { formatLimaDate, formatLimaDateTime } from "~/platform/lib/lima-time";
import type { DataRequestListRow } from "./data-request-loaders.server";
import { DataRequestStatusBadge, DeadlineBadge } from "./data-request-badges";
import { dataRequestPath } from "./data-request-route-params";

const LINK = "font-semibold text-brand-dark underline-offset-2 hover:underline";

function Deadline({ row }: { row: DataRequestListRow }) {
  return (
    <>
      <DeadlineBadge deadline={row.deadline} />
      <span className="block text-xs text-steel">
        Plazo: {formatLimaDate(row.dueAt)}
        {row.extended ? " (ampliado)" : ""}
      </span>
    </>
  );
}

/**
 * The ARCO requests: a table from the tablet width up, cards on a phone (both in the page, CSS shows
 * one). Those waiting for an answer come first, by deadline, the overdue ones at the top.
 */
export function DataRequestTable({ rows }: { rows: DataRequestListRow[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-md bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Solicitudes de derechos ARCO, las que esperan respuesta primero
          </caption>
          <thead className="border-b border-ink/10 bg-ink/[0.03] text-xs uppercase tracking-wide text-steel">
            <tr>
              <th scope="col" className="px-4 py-3">
                Referencia
              </th>
              <th scope="col" className="px-4 py-3">
                Derecho
              </th>
              <th scope="col" className="px-4 py-3">
                Titular
              </th>
              <th scope="col" className="px-4 py-3">
                Recibida
              </th>
              <th scope="col" className="px-4 py-3">
                Plazo legal
              </th>
              <th scope="col" className="px-4 py-3">
                Estado
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink/10">
            {rows.map((row) => (
              <tr key={row.id} className={row.deadline.tone === "overdue" ? "bg-brand/[0.04]" : undefined}>
                <td className="whitespace-nowrap px-4 py-3">
                  <Link to={dataRequestPath(row.id)} className={LINK}>
                    {row.reference}
                  </Link>
                </td>
                <td className="px-4 py-3">{row.kindLabel}</td>
                <td className="px-4 py-3">
                  <span className="font-semibold">{row.fullName}</span>
                  <span className="block break-all text-steel">{row.email}</span>
                </td>
                <td className="whitespace-nowrap px-4 py-3 tabular-nums">
                  {formatLimaDateTime(row.receivedAt)}
                </td>
                <td className="px-4 py-3">
                  <Deadline row={row} />
                </td>
                <td className="px-4 py-3">
                  <DataRequestStatusBadge status={row.status} label={row.statusLabel} />
                  {row.flagged && <span className="block text-xs text-steel">Posible spam</span>}
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
            className={`rounded-md bg-white p-4 shadow-sm ${row.deadline.tone === "overdue" ? "border-l-4 border-brand" : ""}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link to={dataRequestPath(row.id)} className={`${LINK} underline`}>
                {row.reference}
              </Link>
              <DataRequestStatusBadge status={row.status} label={row.statusLabel} />
            </div>
            <p className="mt-1 font-semibold">
              {row.kindLabel} · {row.fullName}
            </p>
            <p className="break-all text-sm text-steel">{row.email}</p>
            <p className="mt-2 text-sm text-steel">Recibida el {formatLimaDateTime(row.receivedAt)}</p>
            <div className="mt-1">
              <Deadline row={row} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
