import { LEAD_STATUS_LABELS, type LeadStatus } from "../lead-vocabulary";

// Dark text on a light tint: each pair passes WCAG AA contrast for small bold text.
const TONES: Record<LeadStatus, string> = {
  new: "bg-sky-100 text-sky-900",
  in_progress: "bg-amber-100 text-amber-900",
  quoted: "bg-violet-100 text-violet-900",
  won: "bg-emerald-100 text-emerald-900",
  lost: "bg-ink/10 text-ink",
  spam: "bg-brand/10 text-brand-dark",
  archived: "bg-ink/10 text-steel",
};

/** A lead's status as a coloured label (text first: colour is never the only cue). */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-sm px-2 py-0.5 text-xs font-bold ${TONES[status]}`}
    >
      {LEAD_STATUS_LABELS[status]}
    </span>
  );
}

/** "Vencida": no first response within the business hours the company promises. */
export function OverdueBadge() {
  return (
    <span className="inline-block whitespace-nowrap rounded-sm bg-brand px-2 py-0.5 text-xs font-bold text-white">
      Vencida
    </span>
  );
}
