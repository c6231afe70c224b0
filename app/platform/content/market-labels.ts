// The market pages' menu labels, apart from their copy so that the menus (on every page) do not
// carry the ten market pages' text into the browser.
import type { MarketSlug } from "~/platform/lib/site-paths";

/** Label of each market in the main menu and the footer, in the SPEC's order. */
export const MARKET_MENU_LABELS: Record<MarketSlug, string> = {
  mineria: "Minería",
  forestal: "Forestal",
  agricola: "Agrícola",
  siderurgica: "Siderúrgica",
  construccion: "Construcción",
  ceramica: "Cerámica",
  envases: "Envases",
  "fibras-textiles": "Fibras y textiles",
  papel: "Papel",
  vidrio: "Vidrio",
};
