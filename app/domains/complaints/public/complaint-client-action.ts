import type { SubmissionResult } from "@conform-to/react";
import type { ClientActionFunctionArgs } from "react-router";
import { COMPLAINT_SEND_FAILED } from "./messages";

/**
 * The complaint form's client action: the server's answer as it comes (a filed sheet is a redirect,
 * thrown as a Response, which React Router follows; field and form errors go to the form). When the
 * network or the server fails, a form-level error instead of an error page: what was typed stays.
 */
export async function complaintClientAction({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction<SubmissionResult<string[]>>();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { status: "error", error: { "": [COMPLAINT_SEND_FAILED] } } satisfies SubmissionResult<string[]>;
  }
}
