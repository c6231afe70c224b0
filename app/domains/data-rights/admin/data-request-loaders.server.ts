// What the ARCO pages of the back office show: the list with each request's deadline clock, and one
// request with its history, its e-mails and the steps still open to it.
import { data } from "react-router";
import {
  canExtend,
  DATA_REQUEST_EVENT_LABELS,
  DATA_REQUEST_KIND_LABELS,
  DATA_REQUEST_STATUS_LABELS,
  DATA_REQUEST_TERMS,
  dataRequestStatus,
  deadlineState,
  deadlineText,
  deadlineTone,
  DOCUMENT_TYPE_LABELS,
} from "../data-rights";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { type DataRequestRow, getDataRequest, listDataRequests } from "../server/data-request-reading.server";
import { DATA_REQUEST_NOT_FOUND_MESSAGE, dataRequestIdOf } from "./data-request-route-params";

function withClock(row: DataRequestRow, now: Date) {
  const state = deadlineState(new Date(row.dueAt), row.answeredAt ? new Date(row.answeredAt) : null, now);
  const status = dataRequestStatus(row);
  return {
    id: row.id,
    reference: row.reference,
    kindLabel: DATA_REQUEST_KIND_LABELS[row.kind],
    fullName: row.fullName,
    email: row.email,
    receivedAt: row.receivedAt,
    dueAt: row.dueAt,
    extended: row.extendedAt !== null,
    flagged: row.flagged,
    status,
    statusLabel: DATA_REQUEST_STATUS_LABELS[status],
    deadline: { text: deadlineText(state), tone: deadlineTone(state) },
  };
}

export type DataRequestListRow = ReturnType<typeof withClock>;

export async function loadDataRequestList(now = new Date()) {
  const rows = (await listDataRequests()).map((row) => withClock(row, now));
  return {
    rows,
    waiting: rows.filter((row) => row.status === "received" || row.status === "verified").length,
    overdue: rows.filter((row) => row.deadline.tone === "overdue").length,
  };
}

export async function loadDataRequestDetail(
  viewer: StaffViewer,
  idParam: string | undefined,
  now = new Date(),
) {
  const id = dataRequestIdOf(idParam);
  const request = id === undefined ? undefined : await getDataRequest(viewer, id);
  if (!request) throw data(DATA_REQUEST_NOT_FOUND_MESSAGE, { status: 404 });
  const term = DATA_REQUEST_TERMS[request.kind];
  const open = request.closedAt === null;
  return {
    request: {
      ...withClock(request, now),
      document: `${DOCUMENT_TYPE_LABELS[request.documentType]} ${request.documentNumber}`,
      phone: request.phone,
      representativeName: request.representativeName,
      detail: request.detail,
      consent: {
        version: request.consentVersion.slice(0, 12),
        at: request.consentAt,
        ip: request.consentIp,
        marketing: request.marketingConsent,
      },
      spamReason: request.spamReason,
      term: `${term.days} días hábiles${term.extensionDays > 0 ? `, ampliable una vez por ${term.extensionDays}` : ", sin ampliación"}`,
      history: request.history.map((entry) => ({
        ...entry,
        label: DATA_REQUEST_EVENT_LABELS[entry.kind],
        by: entry.by ?? "Sitio web",
      })),
      emails: request.emails,
    },
    steps: {
      verify: open && request.verifiedAt === null,
      extend:
        open &&
        canExtend(
          {
            kind: request.kind,
            dueAt: new Date(request.dueAt),
            extendedAt: request.extendedAt ? new Date(request.extendedAt) : null,
            answeredAt: request.answeredAt ? new Date(request.answeredAt) : null,
          },
          now,
        ),
      answer: open && request.answeredAt === null,
      close: open && request.answeredAt !== null,
    },
  };
}

export type DataRequestDetailView = Awaited<ReturnType<typeof loadDataRequestDetail>>;
