// The one place that names the (fictional) company and how to reach it.
// Everything a visitor reads about the company's identity and contact data comes from here.

export const COMPANY = {
  brand: "Kordex",
  legalName: "Kordex Packaging Perú S.A.C.",
  groupName: "Grupo Kordex",
  phone: "+51 1 715 4200",
  /** The number as shown on the page: non-breaking spaces keep it on one line. */
  phoneText: "+51\u00a01\u00a0715\u00a04200",
  phoneHref: "tel:+5117154200",
  email: "ventas@kordex.com.pe",
  address: {
    street: "Av. Industrial 1450, Mz. B Lt. 7",
    district: "Lurín",
    city: "Lima",
    region: "Lima",
    country: "PE",
    countryName: "Perú",
    postalCode: "15823",
  },
  /** International format without "+" for WhatsApp click-to-chat links. */
  chatNumber: "51987654321",
  chatGreeting: "Hola, quisiera información sobre sus soluciones de embalaje.",
  foundedYear: 1947,
} as const;

/**
 * The company's RUC (fictional, with a valid check digit), printed on complaint sheets. Apart from
 * COMPANY so that it stays out of the pages' scripts: only server code and loaders read it.
 */
export const COMPANY_RUC = "20608472135";

/** Brand colours, shared by the stylesheet theme, the SVG artwork and the generated documents. */
export const BRAND_COLORS = {
  red: "#C8102E",
  redDark: "#9B0C23",
  ink: "#1F2933",
  steel: "#5B6770",
  light: "#F4F5F7",
  white: "#FFFFFF",
} as const;
