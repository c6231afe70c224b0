import { LEAD_STATUS_LABELS, type LeadStatus } from "~/lib/staff-roles";

// Dark text on a light tint: each pair passes WCAG AA contrast for small bold text.
const TONES: Record<LeadStatus, string> = {
  new: "bg-brand/10 text-brand-dark",
  in_progress: "bg-amber-100 text-amber-900",
  quoted: "bg-sky-100 text-sky-900",
  won: "bg-emerald-100 text-emerald-900",
  lost: "bg-ink/10 text-ink",
  spam: "bg-ink text-white",
  archived: "bg-ink/10 text-ink",
};

/** A lead's status as a small label. */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={`inline-block rounded-sm px-2 py-0.5 text-xs font-bold whitespace-nowrap ${TONES[status]}`}
    >
      {LEAD_STATUS_LABELS[status]}
    </span>
  );
}
