import type { DataRequestStatus, DeadlineTone } from "../data-rights";

// Dark text on a light tint (AA for small bold text); the words carry the meaning, the colour helps.
const DEADLINE_TONES: Record<DeadlineTone, string> = {
  overdue: "bg-brand text-white",
  soon: "bg-amber-100 text-amber-900",
  open: "bg-sky-100 text-sky-900",
  "in-time": "bg-emerald-100 text-emerald-900",
  late: "bg-brand/10 text-brand-dark",
};

const STATUS_TONES: Record<DataRequestStatus, string> = {
  received: "bg-sky-100 text-sky-900",
  verified: "bg-violet-100 text-violet-900",
  answered: "bg-emerald-100 text-emerald-900",
  closed: "bg-ink/10 text-steel",
};

const BADGE = "inline-block whitespace-nowrap rounded-sm px-2 py-0.5 text-xs font-bold";

/** The deadline clock: "Quedan 3 días hábiles", "Vencida hace 1 día hábil", "Respondida en plazo". */
export function DeadlineBadge({ deadline }: { deadline: { text: string; tone: DeadlineTone } }) {
  return <span className={`${BADGE} ${DEADLINE_TONES[deadline.tone]}`}>{deadline.text}</span>;
}

export function DataRequestStatusBadge({ status, label }: { status: DataRequestStatus; label: string }) {
  return <span className={`${BADGE} ${STATUS_TONES[status]}`}>{label}</span>;
}
