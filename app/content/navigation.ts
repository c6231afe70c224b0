// The site's menus (SPEC section 2, Layout).
import { MARKET_SLUGS } from "~/lib/site-paths";
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
