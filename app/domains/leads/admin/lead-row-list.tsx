import { Link } from "react-router";
import { formatLimaDateTime } from "~/platform/lib/lima-time";
import { LEAD_KIND_LABELS, type LeadKind, type LeadStatus } from "../lead-vocabulary";
import { leadPath } from "../lead-paths";
import { LeadStatusBadge } from "./lead-status-badge";

/** A lead as a list shows it (app/domains/leads/server/lead-inbox-rows.server.ts LeadInboxRow). */
export interface LeadRowView {
  id: number;
  reference: string;
  kind: LeadKind;
  name: string;
  email: string;
  createdAt: string;
  assignee: { id: number; name: string } | null;
  status: LeadStatus;
  overdue: boolean;
}

/** Leads newest first, each a link to its page with its kind, status, date, contact and assignee. */
export function LeadRowList({ rows }: { rows: LeadRowView[] }) {
  return (
    <ul className="divide-y divide-ink/10">
      {rows.map((row) => (
        <li key={row.id} className="py-3">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Link to={leadPath(row.id)} className="font-bold text-brand-dark underline underline-offset-2">
              {row.reference}
            </Link>
            <span className="text-sm text-steel">{LEAD_KIND_LABELS[row.kind]}</span>
            <LeadStatusBadge status={row.status} />
            {row.overdue && (
              <span className="rounded-sm border border-brand-dark px-1.5 text-xs font-bold text-brand-dark">
                Sin respuesta a tiempo
              </span>
            )}
          </p>
          <p className="mt-1 text-sm break-words text-steel">
            {formatLimaDateTime(row.createdAt)} · {row.name} · {row.email}
            {row.assignee ? ` · Asignada a ${row.assignee.name}` : " · Sin asignar"}
          </p>
        </li>
      ))}
    </ul>
  );
}
