// The home carousel banners: original 1920 × 700 SVG artwork linking to the solution pages.

import { bannerSvg } from "./art";
import type { SeedBanner } from "./types";

export const SEED_BANNERS: SeedBanner[] = [
  { name: "Envolvedoras de pallets", link: "/envolvedora", svg: bannerSvg("wrapping") },
  { name: "Zunchos y herramientas de zunchado", link: "/zunchos-herramientas", svg: bannerSvg("strapping") },
  { name: "Airpads: relleno de aire bajo demanda", link: "/airpads", svg: bannerSvg("airpad") },
];
