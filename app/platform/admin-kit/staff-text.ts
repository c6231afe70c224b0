// What staff write in the back office (a lead's note, a complaint's answer or pause, an ARCO request's
// verification note, extension reason or answer): one check for all of them. Each caller says the
// problem in its own Spanish words.
import { isPlainText } from "~/platform/forms/plain-text";

export type StaffTextProblem = "empty" | "too-long" | "bad-characters";

export type StaffTextResult = { ok: true; text: string } | { ok: false; problem: StaffTextProblem };

/**
 * A staff text as it is stored and e-mailed: line breaks as "\n", trimmed, at most `max` characters
 * (code points, as a person counts them), with no control characters besides line breaks and no lone
 * surrogates (PostgreSQL refuses a NUL in text outright). Empty is a problem unless `optional`, when it
 * reads as "".
 */
export function staffText(raw: string, max: number, { optional = false } = {}): StaffTextResult {
  const text = raw.replace(/\r\n?/g, "\n").trim();
  if (text === "" && !optional) return { ok: false, problem: "empty" };
  if ([...text].length > max) return { ok: false, problem: "too-long" };
  if (!isPlainText(text, true)) return { ok: false, problem: "bad-characters" };
  return { ok: true, text };
}
