import type { SubmissionResult } from "@conform-to/react";
import type { ClientActionFunctionArgs } from "react-router";
import { serverActionOrFormError } from "~/lib/server-action";
import { LEAD_SEND_FAILED } from "./messages";

/** Sends the contact or service form; a failure keeps the form on screen with a message. */
export function leadFormClientAction({ serverAction }: ClientActionFunctionArgs) {
  return serverActionOrFormError<SubmissionResult<string[]>>(serverAction, LEAD_SEND_FAILED);
}
