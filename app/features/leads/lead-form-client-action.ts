import type { SubmissionResult } from "@conform-to/react";
import type { ClientActionFunctionArgs } from "react-router";
import { LEAD_SEND_FAILED } from "./messages";

/**
 * Runs the server action; when the network or the server fails, answers a form error instead of
 * leaving the page, so the form and what was typed stay on screen.
 */
export async function leadFormClientAction({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction<SubmissionResult<string[]>>();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { status: "error", error: { "": [LEAD_SEND_FAILED] } } satisfies SubmissionResult<string[]>;
  }
}
