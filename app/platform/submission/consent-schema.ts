// The two consent fields of every public form (contact, service, quotation, complaint book, ARCO
// request) and of the JSON API: `privacyConsent` (the policy read, the processing allowed; required
// on forms) and `marketingConsent` (commercial communications; always optional).
// docs/decisions/035-personal-data-consent.md.
import { z } from "zod";
import "~/platform/forms/zod-config";

export const CONSENT_MESSAGES = {
  /** The "Debes…" in the site's usted register (docs/spec-deviations.md). */
  privacyRequired: "Debe aceptar la política de privacidad",
  marketingWithoutPrivacy:
    "Para autorizar comunicaciones comerciales debe aceptar también la política de privacidad",
} as const;

/**
 * A form's two checkboxes. A ticked box posts "on", which Conform reads as true; an unticked one posts
 * nothing. The privacy box must be ticked (else "Debe aceptar la política de privacidad", in the browser
 * and in the page's action alike); the marketing box is optional and reads false when not ticked.
 */
export const ConsentFormFields = {
  privacyConsent: z.literal(true, { error: CONSENT_MESSAGES.privacyRequired }),
  marketingConsent: z
    .boolean()
    .optional()
    .transform((value) => value === true),
};

/**
 * The same fields in the JSON API, where the SPEC's contract has neither: both optional. Sent, they are
 * recorded; `privacyConsent: false` is refused with the reason. Absent, the lead is stored as "consent
 * not recorded" without marketing permission.
 */
export const ConsentApiFields = {
  privacyConsent: z
    .boolean()
    .optional()
    .refine((value) => value !== false, CONSENT_MESSAGES.privacyRequired)
    .describe(
      "true: the person read the privacy policy and allows the processing needed to answer. false is refused (400). Absent: stored as consent not recorded.",
    ),
  marketingConsent: z
    .boolean()
    .optional()
    .describe(
      "true: the person accepts commercial communications; needs privacyConsent: true. Default false.",
    ),
};

/**
 * Adds to an API request schema the rule the fields alone cannot state: a marketing permission
 * without the privacy consent it depends on is refused (it would not be informed consent).
 */
export function withConsentRules<Schema extends z.ZodObject<typeof ConsentApiFields & z.ZodRawShape>>(
  schema: Schema,
): Schema {
  return schema.refine((value) => !(value.marketingConsent === true && value.privacyConsent !== true), {
    message: CONSENT_MESSAGES.marketingWithoutPrivacy,
    path: ["marketingConsent"],
  });
}

/** What a request said about consent, once validated. */
export interface ConsentChoice {
  privacyConsent?: boolean;
  marketingConsent?: boolean;
}

/** How the ledger records a request's consent: given (with the marketing choice), or not recorded. */
export type ConsentRecord =
  { state: "given"; marketing: boolean } | { state: "not_recorded"; marketing: false };

/**
 * The ledger's record of a validated request: "given" when the privacy consent was given, "not
 * recorded" when the request did not carry it (an API client of the SPEC's contract), never with a
 * marketing permission then.
 */
export function consentRecordOf(choice: ConsentChoice): ConsentRecord {
  return choice.privacyConsent === true
    ? { state: "given", marketing: choice.marketingConsent === true }
    : { state: "not_recorded", marketing: false };
}
