// Every route of the SPEC's route table with the heading a visitor sees.
export const MARKET_PAGES = [
  ["/mineria", "Minería"],
  ["/forestal", "Forestal"],
  ["/agricola", "Agrícola"],
  ["/siderurgica", "Siderúrgica"],
  ["/construccion", "Construcción"],
  ["/ceramica", "Cerámica"],
  ["/envases", "Envases"],
  ["/fibras-textiles", "Fibras y textiles"],
  ["/papel", "Papel"],
  ["/vidrio", "Vidrio"],
] as const;

/** Pages that tell search engines not to index them (and stay out of the sitemap); /noticias until it has content. */
export const NOINDEX_PATHS = [
  "/cotizacion",
  "/confirmacion",
  "/libro-de-reclamaciones/constancia",
  "/login",
  "/noticias",
];

export const PUBLIC_PATHS = [
  "/",
  "/soluciones",
  "/zunchos-herramientas",
  "/envolvedora",
  "/film-embalaje",
  "/airpads",
  "/productos",
  "/confirmacion",
  "/servicio-tecnico",
  "/contacto",
  "/cotizacion",
  "/recursos",
  "/noticias",
  "/mercados",
  ...MARKET_PAGES.map(([path]) => path),
  "/nosotros",
  "/politica-calidad",
  "/codigo-etica",
  "/politica-de-privacidad",
  "/libro-de-reclamaciones",
  "/libro-de-reclamaciones/constancia",
  // Issue 17: the personal-data rights (ARCO) form.
  "/derechos-arco",
];

/** The staff sign-in: in the SPEC's route table, drawn in the back office's own frame (tests/e2e/admin-sign-in.spec.ts). */
export const STAFF_PATHS = ["/login"];
