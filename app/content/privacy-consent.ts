// The consent texts shown next to the two checkboxes of every public form (docs/decisions/035). What is
// shown is what is versioned: the ledger stores CONSENT_TEXT and its SHA-256 hash
// (app/models/consent-ledger.server.ts), so changing a word here makes a new version on the next start.
import { COMPANY, COMPANY_LEGAL_NAME } from "./company";

/** The privacy policy page, linked from every checkbox and from the footer of every page. */
export const PRIVACY_POLICY_PATH = "/politica-de-privacidad";

/** The words of the privacy statement that link to the policy (they appear in it exactly once). */
export const PRIVACY_POLICY_LINK_TEXT = "política de privacidad";

/** The required box: the visitor has read the policy and allows the processing needed to answer. */
export const PRIVACY_CONSENT_STATEMENT = `He leído la ${PRIVACY_POLICY_LINK_TEXT} y autorizo a ${COMPANY_LEGAL_NAME} a tratar mis datos personales para atender mi solicitud.`;

/** The optional box: commercial communications, a purpose of its own that needs its own consent. */
export const MARKETING_CONSENT_STATEMENT = `Acepto recibir comunicaciones comerciales de ${COMPANY.brand} Perú (novedades, ofertas e invitaciones a eventos) por correo electrónico, teléfono o WhatsApp.`;

/** The complaint book's box: the sheet is kept as long as the law requires; no marketing box there. */
export const COMPLAINT_CONSENT_STATEMENT = `He leído la ${PRIVACY_POLICY_LINK_TEXT} y autorizo a ${COMPANY_LEGAL_NAME} a tratar mis datos personales para registrar y responder esta hoja de reclamación y conservarla el tiempo que exige la ley.`;

/** The rights (ARCO) form's box; no marketing box there either. */
export const ARCO_CONSENT_STATEMENT = `He leído la ${PRIVACY_POLICY_LINK_TEXT} y autorizo a ${COMPANY_LEGAL_NAME} a tratar mis datos personales para atender esta solicitud de derechos ARCO.`;

/** The forms that ask for consent, each with its own versioned text (docs/decisions/041). */
export const CONSENT_PURPOSES = ["lead", "complaint", "arco"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** What each form shows next to its boxes: the required privacy statement and, where it applies, the marketing one. */
export const CONSENT_STATEMENTS: Record<ConsentPurpose, { privacy: string; marketing?: string }> = {
  lead: { privacy: PRIVACY_CONSENT_STATEMENT, marketing: MARKETING_CONSENT_STATEMENT },
  complaint: { privacy: COMPLAINT_CONSENT_STATEMENT },
  arco: { privacy: ARCO_CONSENT_STATEMENT },
};

/** The forms each text belongs to, as the privacy policy names them. */
export const CONSENT_FORMS: Record<ConsentPurpose, string> = {
  lead: "Formularios de contacto, servicio técnico y cotización",
  complaint: "Libro de Reclamaciones",
  arco: "Formulario de derechos ARCO",
};

/** A form's versioned text: its statements, one per line, exactly as shown. */
export function consentTextOf(purpose: ConsentPurpose): string {
  const { privacy, marketing } = CONSENT_STATEMENTS[purpose];
  return marketing ? `${privacy}\n${marketing}` : privacy;
}

/** The contact, service and quotation forms' versioned text: both statements, one per line. */
export const CONSENT_TEXT = consentTextOf("lead");

/**
 * The hidden field a form sends with the code of the consent text's version it showed (the root
 * loader's `consentVersion`), so a page opened before a change of the text is recorded with its own.
 */
export const CONSENT_VERSION_FIELD = "consentVersion";
