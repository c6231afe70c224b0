// The site's menus (SPEC section 2, Layout).
import { MARKET_SLUGS } from "~/platform/lib/site-paths";
import { MARKET_MENU_LABELS } from "./market-labels";

export interface MenuLink {
  id: string;
  name: string;
  link: string;
}

export interface MenuEntry extends MenuLink {
  hasDropdown: boolean;
  submenu: MenuLink[];
}

export const SOLUTION_LINKS: MenuLink[] = [
  { id: "zunchos", name: "Zunchos y herramientas", link: "/zunchos-herramientas" },
  { id: "envolvedora", name: "Envolvedoras", link: "/envolvedora" },
  { id: "film", name: "Film de embalaje", link: "/film-embalaje" },
  { id: "airpads", name: "Airpads", link: "/airpads" },
];

export const MARKET_LINKS: MenuLink[] = MARKET_SLUGS.map((slug) => ({
  id: slug,
  name: MARKET_MENU_LABELS[slug],
  link: `/${slug}`,
}));

export const ABOUT_LINKS: MenuLink[] = [
  { id: "nosotros", name: "Nosotros", link: "/nosotros" },
  { id: "calidad", name: "Política de calidad", link: "/politica-calidad" },
  { id: "etica", name: "Código de ética", link: "/codigo-etica" },
];

/**
 * The footer's "Nosotros" column: the about pages, technical service, contact and the privacy policy.
 * The root loader sends it as data, so a link added here costs no code in every page's first load (the
 * privacy policy's address is written out, not imported from privacy-consent.ts, whose texts would
 * otherwise join that first load; navigation.test.ts checks it is the same).
 */
export const FOOTER_ABOUT_LINKS: MenuLink[] = [
  ...ABOUT_LINKS,
  { id: "servicio", name: "Servicio técnico", link: "/servicio-tecnico" },
  { id: "contacto", name: "Contacto", link: "/contacto" },
  { id: "recursos", name: "Fichas técnicas", link: "/recursos" },
  { id: "privacidad", name: "Política de privacidad", link: "/politica-de-privacidad" },
  { id: "derechos-arco", name: "Derechos ARCO", link: "/derechos-arco" },
];

export const MAIN_MENU: MenuEntry[] = [
  { id: "nosotros", name: "NOSOTROS", link: "/nosotros", hasDropdown: true, submenu: ABOUT_LINKS },
  { id: "productos", name: "PRODUCTOS", link: "/productos", hasDropdown: false, submenu: [] },
  {
    id: "soluciones",
    name: "SOLUCIONES",
    link: "/soluciones",
    hasDropdown: true,
    submenu: [{ id: "soluciones", name: "Todas las soluciones", link: "/soluciones" }, ...SOLUTION_LINKS],
  },
  {
    id: "mercados",
    name: "MERCADOS",
    link: "/mercados",
    hasDropdown: true,
    submenu: [{ id: "mercados", name: "Todos los mercados", link: "/mercados" }, ...MARKET_LINKS],
  },
  { id: "servicio", name: "SERVICIO TÉCNICO", link: "/servicio-tecnico", hasDropdown: false, submenu: [] },
];

export const CONTACT_LINK: MenuLink = { id: "contacto", name: "CONTACTO", link: "/contacto" };

/**
 * The footer's PRODUCTOS column, in the SPEC's order (packaging accessories, airpads, support tools,
 * wrapping machines, machines and tools, packaging systems, strapping), by category slug.
 */
export const FOOTER_CATEGORY_SLUGS = [
  "accesorios-de-embalaje",
  "airpad",
  "herramientas-de-apoyo",
  "maquinas-envolvedoras",
  "maquinas-y-herramientas",
  "sistemas-de-embalaje",
  "zunchos",
] as const;

/** The categories in the footer's order; a category the SPEC does not name comes last. */
export function inFooterOrder<T extends { slug: string }>(categories: readonly T[]): T[] {
  const rank = (category: T) => {
    const index = (FOOTER_CATEGORY_SLUGS as readonly string[]).indexOf(category.slug);
    return index === -1 ? FOOTER_CATEGORY_SLUGS.length : index;
  };
  return [...categories].sort((a, b) => rank(a) - rank(b));
}

/**
 * The home page's links for mobile visitors (SPEC section 2, after the route table), to the
 * canonical addresses (docs/spec-deviations.md).
 */
export const HOME_MOBILE_LINKS: MenuLink[] = [
  { id: "zunchos", name: "Zunchos", link: "/zunchos-herramientas" },
  { id: "herramientas", name: "Herramientas", link: "/zunchos-herramientas#herramientas" },
  { id: "servicio", name: "Servicio técnico", link: "/servicio-tecnico" },
];
