import { MARKET_SLUGS } from "./site-paths";

/**
 * The public pages search engines should index, in the sitemap's order (products are added from the
 * database). /noticias stays out (and says noindex) until it has content.
 */
export const INDEXABLE_PATHS = [
  "/",
  "/soluciones",
  "/zunchos-herramientas",
  "/envolvedora",
  "/film-embalaje",
  "/airpads",
  "/productos",
  "/mercados",
  ...MARKET_SLUGS.map((slug) => `/${slug}`),
  "/nosotros",
  "/politica-calidad",
  "/codigo-etica",
  "/politica-de-privacidad",
  "/servicio-tecnico",
  "/contacto",
  "/recursos",
  "/libro-de-reclamaciones",
  "/derechos-arco",
] as const;
