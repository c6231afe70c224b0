import { formatLimaDateTime } from "~/platform/lib/lima-time";
import { AdminPanel } from "~/platform/admin-kit/admin-ui";
import type { LeadHistoryItem } from "./lead-detail-loader.server";

/** Every change of the lead and its notes, newest first: when, who, what. */
export function LeadHistoryList({ history }: { history: LeadHistoryItem[] }) {
  return (
    <AdminPanel title="Historial y notas" id="lead-history-title">
      {history.length === 0 ? (
        <p className="text-steel">Nadie ha trabajado esta solicitud todavía.</p>
      ) : (
        <ol className="divide-y divide-ink/10">
          {history.map((item) => (
            <li key={item.id} className="py-3">
              <p className="text-sm text-steel">
                <time dateTime={item.at}>{formatLimaDateTime(item.at)}</time> ·{" "}
                <span className="font-semibold text-ink">{item.actor}</span>
              </p>
              <p className="mt-0.5">{item.text}</p>
              {item.note !== null && (
                <p className="mt-2 rounded-sm border-l-4 border-amber-400 bg-amber-50 px-3 py-2 break-words whitespace-pre-line">
                  {item.note}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </AdminPanel>
  );
}
