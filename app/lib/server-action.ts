import type { SubmissionResult } from "@conform-to/react";

/**
 * Runs a route's server action from its clientAction. A redirect passes through; when the network
 * or the server fails, the answer is a form-level error instead of an error page, so the form and
 * what was typed stay on screen.
 */
export async function serverActionOrFormError<T>(
  serverAction: () => Promise<unknown>,
  failureMessage: string,
): Promise<T | SubmissionResult<string[]>> {
  try {
    return (await serverAction()) as T;
  } catch (error) {
    if (error instanceof Response) throw error;
    return { status: "error", error: { "": [failureMessage] } } satisfies SubmissionResult<string[]>;
  }
}
