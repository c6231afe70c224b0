// A compact way to write a seed product: specifications as an ordered object and the datasheet as a
// flag. The product's pictures and datasheet PDF are files drawn by demo/ (see db/seed/files.server.ts).

import type { SeedProduct } from "../types";

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
}

export function define(p: ProductInput): SeedProduct {
  return {
    slug: p.slug,
    name: p.name,
    subtitle: p.subtitle,
    alt: p.alt,
    description: p.description,
    categoryId: p.categoryId,
    specifications: Object.entries(p.specs).map(([key, value]) => ({ key, value })),
    information: p.information,
    datasheets: p.datasheet
      ? [{ name: `Ficha técnica ${p.datasheet} (PDF)`, fileName: `ficha-tecnica-${p.slug}.pdf` }]
      : [],
    videos: p.videos ?? [],
  };
}
