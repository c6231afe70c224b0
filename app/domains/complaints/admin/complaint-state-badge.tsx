import { COMPLAINT_STATE_LABELS, type ComplaintState } from "../complaint-book";

// Dark text on a light tint (the overdue one white on the brand red): each passes WCAG AA for small bold text.
const TONES: Record<ComplaintState, string> = {
  pending: "bg-amber-100 text-amber-900",
  overdue: "bg-brand text-white",
  answered: "bg-emerald-100 text-emerald-900",
  "answered-late": "bg-ink/10 text-ink",
};

/** A sheet's state as a coloured label (text first: colour is never the only cue). */
export function ComplaintStateBadge({ state }: { state: ComplaintState }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-sm px-2 py-0.5 text-xs font-bold ${TONES[state]}`}
    >
      {COMPLAINT_STATE_LABELS[state]}
    </span>
  );
}
