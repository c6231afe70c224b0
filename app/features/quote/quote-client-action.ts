import type { SubmissionResult } from "@conform-to/react";
import { type ClientActionFunctionArgs, redirect } from "react-router";
import { QUOTE_SEND_FAILED } from "./messages";
import { quoteActions } from "./quote-store";

type QuoteActionResult = SubmissionResult<string[]> | { status: "success"; reference?: string };

/**
 * Sends the quotation through the server action. Success empties the list and goes to
 * /confirmacion; any failure (network, server error) keeps the list and the form and says so.
 */
export async function quoteClientAction({ serverAction }: ClientActionFunctionArgs) {
  let result: QuoteActionResult;
  try {
    result = await serverAction<QuoteActionResult>();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { status: "error", error: { "": [QUOTE_SEND_FAILED] } } satisfies SubmissionResult<string[]>;
  }
  if (result.status === "success" && !("error" in result)) {
    quoteActions.reset();
    return redirect("/confirmacion");
  }
  return result as SubmissionResult<string[]>;
}
