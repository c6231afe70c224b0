import type { SubmissionResult } from "@conform-to/react";
import { type ClientActionFunctionArgs, redirect } from "react-router";
import { serverActionOrFormError } from "~/lib/server-action";
import { QUOTE_SEND_FAILED } from "./messages";
import { quoteActions } from "./quote-store";

type QuoteActionResult = SubmissionResult<string[]> | { status: "success"; reference: string };

/**
 * Sends the quotation through the server action. Success empties the list and goes to
 * /confirmacion; any failure (network, server error) keeps the list and the form and says so.
 */
export async function quoteClientAction({ serverAction }: ClientActionFunctionArgs) {
  const result = await serverActionOrFormError<QuoteActionResult>(serverAction, QUOTE_SEND_FAILED);
  if (result.status === "success" && !("error" in result)) {
    quoteActions.reset();
    return redirect("/confirmacion");
  }
  return result as SubmissionResult<string[]>;
}
