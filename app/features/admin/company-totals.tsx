import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from "~/lib/staff-roles";

/** How many of the company's requests are in each status (all of them, 0 included). */
export function CompanyTotals({ totals, total }: { totals: Record<LeadStatus, number>; total: number }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
      <div className="rounded-sm bg-ink px-3 py-2 text-white">
        <dt className="text-xs font-bold tracking-wide uppercase">Total</dt>
        <dd className="text-2xl font-extrabold tabular-nums">{total}</dd>
      </div>
      {LEAD_STATUSES.map((status) => (
        <div key={status} className="rounded-sm border border-ink/15 bg-white px-3 py-2">
          <dt className="text-xs font-bold tracking-wide text-steel uppercase">
            {LEAD_STATUS_LABELS[status]}
          </dt>
          <dd
            className={`text-2xl font-extrabold tabular-nums ${totals[status] === 0 ? "text-steel" : "text-ink"}`}
          >
            {totals[status]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
