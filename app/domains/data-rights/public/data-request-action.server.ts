import { DATA_REQUEST_KIND_LABELS } from "../data-rights";
import { formatLimaDate } from "~/platform/lib/lima-time";
import { publicFormAction } from "~/platform/submission/public-form-action.server";
import { receiveDataRequest } from "../server/data-request-filing.server";
import { DataRequestFormSchema } from "../data-request-schema";
import { DATA_REQUEST_SEND_FAILED, DATA_REQUEST_UNREADABLE } from "./messages";

/** What the page shows once the request is stored: its reference and when the answer is due. */
export interface DataRequestSent {
  reference: string;
  kindLabel: string;
  /** "28/04/2026". */
  dueDate: string;
  email: string;
  /** Whether an acknowledgement was e-mailed (not when a spam trap caught the form). */
  acknowledged: boolean;
}

/**
 * The action of /derechos-arco, on the public-form protocol
 * (app/platform/submission/public-form-action.server.ts): a stored request answers the confirmation
 * with its reference (a POST answer, never cached).
 */
export const dataRequestAction = publicFormAction({
  schemaOf: () => DataRequestFormSchema,
  unreadable: DATA_REQUEST_UNREADABLE,
  sendFailed: DATA_REQUEST_SEND_FAILED,
  subject: "data-rights request",
  store: receiveDataRequest,
  answer({ request: stored }) {
    const sent: DataRequestSent = {
      reference: stored.reference,
      kindLabel: DATA_REQUEST_KIND_LABELS[stored.kind],
      dueDate: formatLimaDate(stored.dueAt),
      email: stored.email,
      acknowledged: stored.acknowledged,
    };
    return { sent };
  },
});
