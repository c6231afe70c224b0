import { data } from "react-router";
import type { EdgeFacts, StaffSessionFacts } from "~/platform/submission/edge-context.server";
import {
  answerDataRequest,
  closeDataRequest,
  type DataRequestActionResult,
  extendDataRequest,
  verifyDataRequest,
} from "../server/data-request-workflow.server";
import { DATA_REQUEST_NOT_FOUND_MESSAGE, dataRequestIdOf } from "./data-request-route-params";

export const DATA_REQUEST_INTENTS = ["verify", "extend", "answer", "close"] as const;
export type DataRequestIntent = (typeof DATA_REQUEST_INTENTS)[number];

/** The outcome the page shows beside the step that was taken; a refused text comes back to its box. */
export interface DataRequestStepResult {
  ok: boolean;
  intent: DataRequestIntent | null;
  message: string;
  text?: string;
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** /admin/derechos/{id}: verify identity, extend the term, answer, close (administrators only). */
export async function dataRequestAction(
  request: Request,
  session: StaffSessionFacts,
  edge: EdgeFacts,
  idParam: string | undefined,
) {
  const id = dataRequestIdOf(idParam);
  if (id === undefined) throw data(DATA_REQUEST_NOT_FOUND_MESSAGE, { status: 404 });
  const form = await request.formData().catch(() => new FormData());
  const intent = DATA_REQUEST_INTENTS.find((name) => name === field(form, "intent"));
  const context = { ip: edge.clientIp };
  const text = field(form, "text");
  let result: DataRequestActionResult;
  switch (intent) {
    case "verify":
      result = await verifyDataRequest(session.viewer, id, text, context);
      break;
    case "extend":
      result = await extendDataRequest(session.viewer, id, text, context);
      break;
    case "answer":
      result = await answerDataRequest(session.viewer, id, text, context);
      break;
    case "close":
      result = await closeDataRequest(session.viewer, id, context);
      break;
    default:
      return data<DataRequestStepResult>(
        { ok: false, intent: null, message: "Acción desconocida." },
        { status: 400 },
      );
  }
  if (result.status === "not-found") throw data(DATA_REQUEST_NOT_FOUND_MESSAGE, { status: 404 });
  if (result.status === "refused") {
    return data<DataRequestStepResult>({ ok: false, intent, message: result.message, text }, { status: 400 });
  }
  return data<DataRequestStepResult>({ ok: true, intent, message: result.message });
}
