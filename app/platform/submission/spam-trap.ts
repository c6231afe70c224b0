// The two spam traps of the lead forms, shared by the form component, the form actions and the API.

/** A field people never see (visually hidden, aria-hidden, out of the tab order); bots fill it in. */
export const HONEYPOT_FIELD = "website";

/** Milliseconds between the form appearing in the browser and its sending, written by the page's script. */
export const FILL_TIME_FIELD = "formFillMs";

export type SpamReason = "honeypot" | "too-fast";

/** Why a submission looks automated; for a fast one, how fast and the minimum it missed. */
export type SpamVerdict = { reason: "honeypot" } | { reason: "too-fast"; fillMs: number; minFillMs: number };

/**
 * Why a submission looks automated, or undefined when it does not. A missing or unreadable fill time
 * (no JavaScript, an API client) is unknown and never counts against the sender.
 */
export function spamVerdictOf(
  honeypot: unknown,
  fillMs: unknown,
  minFillMs: number,
): SpamVerdict | undefined {
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot != null && honeypot !== false) {
    return { reason: "honeypot" };
  }
  if (minFillMs > 0 && (typeof fillMs === "number" || (typeof fillMs === "string" && fillMs.trim() !== ""))) {
    const elapsed = Number(fillMs);
    if (Number.isFinite(elapsed) && elapsed < minFillMs)
      return { reason: "too-fast", fillMs: elapsed, minFillMs };
  }
  return undefined;
}
