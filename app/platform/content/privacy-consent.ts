// The consent texts shown next to the two checkboxes of every public form (docs/decisions/035). What is
// shown is what is versioned: the ledger stores each text and its SHA-256 hash
// (app/platform/data/consent-ledger.server.ts), so changing a word here makes a new version on the next start.
// The texts name the legal entity as the company settings hold it (decision 053): a change of the
// "Razón social" at /admin/ajustes is a new version of every text from the next request.
import { COMPANY, COMPANY_LEGAL_NAME } from "./company";

/** The privacy policy page, linked from every checkbox and from the footer of every page. */
export const PRIVACY_POLICY_PATH = "/politica-de-privacidad";

/** The words of the privacy statement that link to the policy (they appear in it exactly once). */
export const PRIVACY_POLICY_LINK_TEXT = "política de privacidad";

/** The required box: the visitor has read the policy and allows the processing needed to answer. */
const privacyStatement = (legalName: string) =>
  `He leído la ${PRIVACY_POLICY_LINK_TEXT} y autorizo a ${legalName} a tratar mis datos personales para atender mi solicitud.`;

/** The optional box: commercial communications, a purpose of its own that needs its own consent. */
export const MARKETING_CONSENT_STATEMENT = `Acepto recibir comunicaciones comerciales de ${COMPANY.brand} Perú (novedades, ofertas e invitaciones a eventos) por correo electrónico, teléfono o WhatsApp.`;

/** The complaint book's box: the sheet is kept as long as the law requires; no marketing box there. */
const complaintStatement = (legalName: string) =>
  `He leído la ${PRIVACY_POLICY_LINK_TEXT} y autorizo a ${legalName} a tratar mis datos personales para registrar y responder esta hoja de reclamación y conservarla el tiempo que exige la ley.`;

/** The rights (ARCO) form's box; no marketing box there either. */
const arcoStatement = (legalName: string) =>
  `He leído la ${PRIVACY_POLICY_LINK_TEXT} y autorizo a ${legalName} a tratar mis datos personales para atender esta solicitud de derechos ARCO.`;

/** The statements as a fresh install shows them (the first legal name of the settings). */
export const PRIVACY_CONSENT_STATEMENT = privacyStatement(COMPANY_LEGAL_NAME);
export const COMPLAINT_CONSENT_STATEMENT = complaintStatement(COMPANY_LEGAL_NAME);
export const ARCO_CONSENT_STATEMENT = arcoStatement(COMPANY_LEGAL_NAME);

/** The forms that ask for consent, each with its own versioned text (docs/decisions/041). */
export const CONSENT_PURPOSES = ["lead", "complaint", "arco"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** What each form shows next to its boxes: the required privacy statement and, where it applies, the marketing one. */
export function consentStatements(
  purpose: ConsentPurpose,
  legalName: string,
): { privacy: string; marketing?: string } {
  switch (purpose) {
    case "lead":
      return { privacy: privacyStatement(legalName), marketing: MARKETING_CONSENT_STATEMENT };
    case "complaint":
      return { privacy: complaintStatement(legalName) };
    case "arco":
      return { privacy: arcoStatement(legalName) };
  }
}

/** The forms each text belongs to, as the privacy policy names them. */
export const CONSENT_FORMS: Record<ConsentPurpose, string> = {
  lead: "Formularios de contacto, servicio técnico y cotización",
  complaint: "Libro de Reclamaciones",
  arco: "Formulario de derechos ARCO",
};

/** A form's versioned text for the legal name in force: its statements, one per line, exactly as shown. */
export function consentTextOf(purpose: ConsentPurpose, legalName: string): string {
  const { privacy, marketing } = consentStatements(purpose, legalName);
  return marketing ? `${privacy}\n${marketing}` : privacy;
}

/** The contact, service and quotation forms' text as a fresh install shows it: both statements, one per line. */
export const CONSENT_TEXT = consentTextOf("lead", COMPANY_LEGAL_NAME);

/**
 * The hidden field a form sends with the code of the consent text's version it showed (the root
 * loader's `consentVersion`), so a page opened before a change of the text is recorded with its own.
 */
export const CONSENT_VERSION_FIELD = "consentVersion";
