// The (fictional) company's identity: what does not change without a rebrand or a new legal entity.
// Its contact data, inboxes and office hours are settings staff edit at /admin/ajustes (stored in the
// database, app/platform/settings/company-settings.server.ts; decision 044): COMPANY_SETTING_DEFAULTS below are
// only their first values, what a fresh install shows until someone saves the form.

export const COMPANY = {
  /** The trade mark, drawn in the logo artwork (public/art, demo/site/logo.ts). */
  brand: "Kordex",
  groupName: "Grupo Kordex",
  foundedYear: 1947,
  /** The first message of a WhatsApp chat opened from the site. */
  chatGreeting: "Hola, quisiera información sobre sus soluciones de embalaje.",
} as const;

/**
 * The legal entity: its name as the consent texts (versioned by their exact wording in the consent
 * ledger, decision 035) state it, and its RUC (fictional, with a valid check digit), printed on
 * complaint sheets. A new legal entity is a new privacy policy and new consent texts: a release.
 */
export const COMPANY_LEGAL_NAME = "Kordex Packaging Perú S.A.C.";
export const COMPANY_RUC = "20608472135";

/**
 * The first values of the company settings (server only: the pages read the live ones from the root
 * loader). Inboxes, office hours and the response promise start from the environment (env.server.ts).
 */
export const COMPANY_SETTING_DEFAULTS = {
  legalName: COMPANY_LEGAL_NAME,
  phone: "+51 1 715 4200",
  email: "ventas@kordex.com.pe",
  street: "Av. Industrial 1450, Mz. B Lt. 7",
  district: "Lurín",
  city: "Lima",
  region: "Lima",
  postalCode: "15823",
  /** International format without "+" for WhatsApp click-to-chat links. */
  whatsApp: "51987654321",
} as const;

/** Brand colours, shared by the stylesheet theme, the SVG artwork and the generated documents. */
export const BRAND_COLORS = {
  red: "#C8102E",
  redDark: "#9B0C23",
  ink: "#1F2933",
  steel: "#5B6770",
  light: "#F4F5F7",
  white: "#FFFFFF",
} as const;
