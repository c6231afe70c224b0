// A compact way to write a seed product: specifications as an ordered object and the datasheet as a
// flag. The product's pictures and datasheet PDF are files drawn by demo/ (see db/seed/files.server.ts).

import type { SeedProduct } from "../types";

/** A seed product as written in the product files: its plain fields, specifications and datasheet. */
export interface ProductInput extends Pick<
  SeedProduct,
  "slug" | "code" | "unit" | "name" | "subtitle" | "alt" | "description" | "categoryId" | "information"
> {
  /** Key/value pairs in display order. */
  specs: Record<string, string>;
  /** Short label of the datasheet ("Zuncho PET 16 mm"); omitted when the product has none. */
  datasheet?: string;
  videos?: string[];
}

export function define({ specs, datasheet, videos, ...fields }: ProductInput): SeedProduct {
  return {
    ...fields,
    specifications: Object.entries(specs).map(([key, value]) => ({ key, value })),
    datasheets: datasheet
      ? [{ name: `Ficha técnica ${datasheet} (PDF)`, fileName: `ficha-tecnica-${fields.slug}.pdf` }]
      : [],
    videos: videos ?? [],
  };
}
