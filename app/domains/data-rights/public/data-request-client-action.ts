import type { ClientActionFunctionArgs } from "react-router";
import { DATA_REQUEST_SEND_FAILED } from "./messages";

/**
 * Runs the page's server action; when the network or the server fails, answers a form-level error
 * instead of an error page, so the form and what was typed stay on screen.
 */
export async function dataRequestClientAction({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { status: "error", error: { "": [DATA_REQUEST_SEND_FAILED] } };
  }
}
