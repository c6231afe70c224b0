// What /admin/reclamaciones and /admin/reclamaciones/{id} show: the book's list (its views and states
// at this instant) and one sheet read-only with its deadline, its answer, its pauses, its e-mails and
// its history in words.
import { data } from "react-router";
import { amountText, timeLeftText } from "../complaint-book";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { getComplaint, listComplaints } from "../server/complaint-reading.server";
import type { ComplaintRowView } from "./complaint-list";
import {
  COMPLAINT_NOT_FOUND_MESSAGE,
  complaintIdOf,
  type ComplaintListQuery,
} from "./complaint-route-params";

/** 404 for an id that is not a number and a sheet that does not exist. */
export const complaintNotFound = () => data(COMPLAINT_NOT_FOUND_MESSAGE, { status: 404 });

export async function loadComplaintList(viewer: StaffViewer, query: ComplaintListQuery, now = new Date()) {
  const list = await listComplaints(viewer, query, now);
  const rows: ComplaintRowView[] = list.rows.map((row) => ({
    id: row.id,
    number: row.number,
    filedAt: row.filedAt,
    kind: row.kind,
    consumerName: row.consumerName,
    state: row.clock.state,
    deadline: row.clock.deadline.toISOString(),
    timeLeft: timeLeftText(row.clock),
    pausedBusinessDays: row.pausedBusinessDays,
    spam: row.spam,
  }));
  return { query, rows, total: list.total, totalPages: list.totalPages, counts: list.counts };
}

const EMAIL_LABELS: Record<string, string> = {
  "complaint-copy": "Copia al consumidor",
  "complaint-inbox": "Aviso al buzón de reclamaciones",
  "complaint-answer": "Respuesta al consumidor",
  "complaint-pause": "Pausa y nuevo plazo al consumidor",
};

export async function loadComplaintDetail(
  viewer: StaffViewer,
  idParam: string | undefined,
  now = new Date(),
) {
  const id = complaintIdOf(idParam);
  if (id === undefined) throw complaintNotFound();
  const detail = await getComplaint(viewer, id, now);
  if (!detail) throw complaintNotFound();
  const { sheet, clock } = detail;
  return {
    sheet: { ...sheet, amountText: amountText(sheet.amount, sheet.currency) ?? null },
    answer: detail.answer,
    clock: {
      state: clock.state,
      deadline: clock.deadline.toISOString(),
      timeLeft: timeLeftText(clock),
      pauseDaysAvailable: clock.pauseDaysAvailable,
    },
    pausedBusinessDays: detail.pausedBusinessDays,
    events: detail.events.map((event) => ({
      id: event.id,
      at: event.at,
      kind: event.kind,
      actor: event.actor ?? "Sistema",
      businessDays: event.businessDays,
      text: event.text,
    })),
    emails: detail.emails.map((email) => ({ ...email, label: EMAIL_LABELS[email.purpose] ?? email.purpose })),
  };
}

export type ComplaintDetailView = Awaited<ReturnType<typeof loadComplaintDetail>>;
