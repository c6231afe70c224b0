// A compact way to write a seed product: specifications as an ordered object, the datasheet as a
// flag, and the artwork as an ArtSpec that is rendered into the product's images.

import type { SeedProduct } from "../types";
import { productImages, type ArtSpec } from "../art";

export interface ProductInput {
  slug: string;
  name: string;
  subtitle: string;
  alt: string;
  description: string;
  categoryId: number;
  /** Key/value pairs in display order. */
  specs: Record<string, string>;
  information: string | string[];
  /** Short label of the datasheet ("Zuncho PET 16 mm"); omitted when the product has none. */
  datasheet?: string;
  videos?: string[];
  art: ArtSpec;
  /** Number of images (2–4); derived from the slug when omitted. */
  images?: number;
}

export function define(p: ProductInput): SeedProduct {
  return {
    slug: p.slug,
    name: p.name,
    subtitle: p.subtitle,
    alt: p.alt,
    description: p.description,
    categoryId: p.categoryId,
    images: productImages(p.slug, p.art, p.images),
    specifications: Object.entries(p.specs).map(([key, value]) => ({ key, value })),
    information: p.information,
    datasheets: p.datasheet
      ? [{ name: `Ficha técnica ${p.datasheet} (PDF)`, fileName: `ficha-tecnica-${p.slug}.pdf` }]
      : [],
    videos: p.videos ?? [],
  };
}

/** Strap colours used across the catalogue. */
export const STRAP = {
  ppBlack: "#2B2D31",
  ppWhite: "#F2F2EE",
  ppYellow: "#EDB816",
  ppBlue: "#2F6DB5",
  petGreen: "#3E8E41",
  petClear: "#6DB886",
  steelBlue: "#5E7283",
  steelZinc: "#A9B2B9",
  textile: "#F3F2EC",
} as const;
