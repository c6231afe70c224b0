// The home carousel banners: original 1920 × 700 SVG pictures (drawn by demo/) linking to the
// solution pages.

import type { SeedBanner } from "./types";

export const SEED_BANNERS: SeedBanner[] = [
  { name: "Envolvedoras de parihuelas", link: "/envolvedora", image: "banners/wrapping.svg" },
  {
    name: "Zunchos y herramientas de zunchado",
    link: "/zunchos-herramientas",
    image: "banners/strapping.svg",
  },
  { name: "Airpads: relleno de aire bajo demanda", link: "/airpads", image: "banners/airpad.svg" },
];
