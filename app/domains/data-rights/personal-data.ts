// Whose data an administrator looks for (one e-mail or one RUC), the marker that replaces erased
// personal data, and the scrubbing of that data out of texts kept for other reasons (the daily
// digest e-mails). Pure: the models and the back office share it. See
// docs/decisions/037-data-rights-and-retention.md.
import { hasRucLength, normalizeRuc } from "~/platform/lib/ruc";

/** What every erased personal field of a kept record reads. */
export const ANONYMISED_MARKER = "[datos eliminados]";

export type PersonalDataSubject = { type: "email"; value: string } | { type: "ruc"; value: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SUBJECT_MAX_LENGTH = 254;

/**
 * The subject a search names: an e-mail (anything with an @, lower-cased) or a RUC (11 digits, spaces
 * allowed). Undefined for anything else. The RUC's check digit is not required: a search must also
 * find what an older rule let in.
 */
export function personalDataSubjectOf(text: string | null | undefined): PersonalDataSubject | undefined {
  const value = (text ?? "").trim();
  if (value === "" || value.length > SUBJECT_MAX_LENGTH) return undefined;
  if (value.includes("@"))
    return EMAIL.test(value) ? { type: "email", value: value.toLowerCase() } : undefined;
  const ruc = normalizeRuc(value);
  return hasRucLength(ruc) ? { type: "ruc", value: ruc } : undefined;
}

/** "el correo ana@x.pe" / "el RUC 20131312955", as sentences name the subject. */
export function subjectText(subject: PersonalDataSubject): string {
  return subject.type === "email" ? `el correo ${subject.value}` : `el RUC ${subject.value}`;
}

/** Texts shorter than this are not scrubbed out of other texts: "Ana" would also hit "Analítica". */
const MIN_NEEDLE_LENGTH = 3;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

/** The text as React writes it into HTML (React escapes &, <, >, " and ' as &#x27;). */
export function htmlEscaped(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * The forms a personal value takes in an e-mail: as typed, HTML-escaped, a phone's digits alone (its
 * tel: link). Distinct, long enough to scrub safely, longest first.
 */
export function needleVariants(values: readonly (string | null | undefined)[]): string[] {
  const variants = new Set<string>();
  for (const raw of values) {
    const value = raw?.trim();
    if (!value || value === ANONYMISED_MARKER) continue;
    variants.add(value);
    variants.add(htmlEscaped(value));
    const digits = value.replace(/[^\d+]/g, "");
    if (/^\+?\d{6,}$/.test(digits) && /[\s().-]/.test(value)) variants.add(digits);
  }
  return [...variants].filter((item) => item.length >= MIN_NEEDLE_LENGTH).sort((a, b) => b.length - a.length);
}

/**
 * A pattern for each needle: case-insensitive, any run of white space inside it matching any run
 * (a plain-text e-mail part may have wrapped a long name across lines), and not inside a longer word
 * or number (no letter or digit right before or after).
 */
function patternOf(needle: string): RegExp {
  const body = needle.split(/\s+/).filter(Boolean).map(escapeRegExp).join("\\s+");
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, "giu");
}

/** The text with every occurrence of the needles replaced by the marker; `changed` says whether any was. */
export function scrubText(
  text: string,
  needles: readonly string[],
  marker = ANONYMISED_MARKER,
): { text: string; changed: boolean } {
  let result = text;
  for (const needle of needles) result = result.replace(patternOf(needle), marker);
  return { text: result, changed: result !== text };
}
