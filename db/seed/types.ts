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

/** A datasheet: a PDF file drawn by demo/ into db/seed/files/datasheets/. */
export interface SeedDatasheet {
  /** Shown as the download's name, e.g. "Ficha técnica Zuncho PET 16 mm (PDF)". */
  name: string;
  /** File name of the PDF, kebab-case, ending in .pdf. */
  fileName: string;
}

export interface SeedProduct {
  slug: string;
  /**
   * The product code staff and buyers quote (upper case, digits and hyphens, unique), e.g. "ZPP-12N"
   * or a machine's model name such as "KB-19".
   */
  code: string;
  /** The unit of sale, a singular Spanish noun in lower case: "bobina", "caja", "unidad"… */
  unit: string;
  name: string;
  subtitle: string;
  alt: string;
  description: string;
  /** The id of a leaf category (a subcategory, or a top category that has none). */
  categoryId: number;
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
  /** The picture, a path under db/seed/files/ (a 1920×700 SVG drawn by demo/). */
  image: string;
}
