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

/** The versioned text: both statements, one per line, exactly as shown. */
export const CONSENT_TEXT = `${PRIVACY_CONSENT_STATEMENT}\n${MARKETING_CONSENT_STATEMENT}`;

/**
 * The hidden field a form sends with the code of the consent text's version it showed (the root
 * loader's `consentVersion`), so a page opened before a change of the text is recorded with its own.
 */
export const CONSENT_VERSION_FIELD = "consentVersion";
