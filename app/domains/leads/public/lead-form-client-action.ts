import type { SubmissionResult } from "@conform-to/react";
import type { ClientActionFunctionArgs } from "react-router";
import { LEAD_SEND_FAILED } from "./messages";

interface LeadClientActionOptions {
  /** The form-level message when the network or the server fails. */
  sendFailed: string;
  /** Runs once the lead is stored, just before the browser follows the redirect (e.g. empty the quotation list). */
  onSuccess?(): void;
}

/**
 * The client action of every lead form. It runs the route's server action: a stored lead comes back
 * as a redirect, which React Router's serverAction() throws as a Response (single fetch), and goes
 * through after onSuccess; any answer with data (field or form errors) goes to the form as it is.
 * When the network or the server fails, the answer is a form-level error instead of an error page,
 * so the form and what was typed stay on screen.
 */
export function leadClientAction({ sendFailed, onSuccess }: LeadClientActionOptions) {
  return async function clientAction({ serverAction }: ClientActionFunctionArgs) {
    try {
      return await serverAction<SubmissionResult<string[]>>();
    } catch (error) {
      if (error instanceof Response) {
        if (error.status >= 300 && error.status < 400) onSuccess?.();
        throw error;
      }
      return { status: "error", error: { "": [sendFailed] } } satisfies SubmissionResult<string[]>;
    }
  };
}

/** The contact and technical service forms. */
export const leadFormClientAction = leadClientAction({ sendFailed: LEAD_SEND_FAILED });
