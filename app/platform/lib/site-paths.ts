// Paths shared by the route table and the modules that serve them.

export const MARKET_SLUGS = [
  "mineria",
  "forestal",
  "agricola",
  "siderurgica",
  "construccion",
  "ceramica",
  "envases",
  "fibras-textiles",
  "papel",
  "vidrio",
] as const;
export type MarketSlug = (typeof MARKET_SLUGS)[number];

/** The SPEC's alternative spellings → canonical page; each answers 301. */
export const ALIASES: Record<string, string> = {
  envolvedoras: "/envolvedora",
  Airpads: "/airpads",
  Contacto: "/contacto",
  heramientas: "/zunchos-herramientas",
};
