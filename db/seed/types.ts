// The shape of the demo catalogue the seed loads. Plain data: no database access here.

/** A top category of the sidebar, in the SPEC's fixed order, with its subcategories. */
export interface SeedCategory {
  id: number;
  name: string;
  slug: string;
  children: { id: number; name: string; slug: string }[];
}

export interface SeedSpecification {
  key: string;
  value: string;
}

/** A datasheet the seed renders to a real PDF file. */
export interface SeedDatasheet {
  /** Shown as the download's name, e.g. "Ficha técnica Zuncho PET 16 mm (PDF)". */
  name: string;
  /** File name of the generated PDF, kebab-case, ending in .pdf. */
  fileName: string;
}

/** One original SVG illustration of the product (no <text>: raster conversion must not need fonts). */
export interface SeedImage {
  /** A complete standalone SVG document, 1200×900 viewBox. */
  svg: string;
}

export interface SeedProduct {
  slug: string;
  name: string;
  subtitle: string;
  alt: string;
  description: string;
  /** The id of a leaf category (a subcategory, or a top category that has none). */
  categoryId: number;
  images: SeedImage[];
  specifications: SeedSpecification[];
  /** Either one paragraph or a list of bullet items. */
  information: string | string[];
  datasheets: SeedDatasheet[];
  /** Video ids of an embeddable player (YouTube-style 11-character ids). */
  videos: string[];
}

export interface SeedBanner {
  name: string;
  /** Link target inside the site, e.g. "/envolvedora". */
  link: string;
  /** A complete standalone SVG document, 1920×700 viewBox, no <text>. */
  svg: string;
}
