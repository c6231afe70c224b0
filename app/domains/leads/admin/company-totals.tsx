import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from "../lead-vocabulary";

/** How many of the company's requests are in each status (all of them, 0 included). */
export function CompanyTotals({ totals, total }: { totals: Record<LeadStatus, number>; total: number }) {
  const item = "flex items-baseline gap-2 rounded-sm px-3 py-1.5";
  return (
    <dl className="flex flex-wrap gap-2">
      <div className={`${item} bg-ink text-white`}>
        <dt className="text-sm font-bold">Total</dt>
        <dd className="text-xl font-extrabold tabular-nums">{total}</dd>
      </div>
      {LEAD_STATUSES.map((status) => (
        <div key={status} className={`${item} border border-ink/15 bg-white`}>
          <dt className="text-sm text-steel">{LEAD_STATUS_LABELS[status]}</dt>
          <dd
            className={`text-xl font-extrabold tabular-nums ${totals[status] === 0 ? "text-steel" : "text-ink"}`}
          >
            {totals[status]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
