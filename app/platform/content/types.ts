// Shapes shared by the pages' copy (in each domain's public/ and in platform/content) and by the
// platform's sections that render it. Plain data: no UI, no React.

/** A titled block of running text. */
export interface Section {
  title: string;
  paragraphs: string[];
}

/** A titled bullet list with an optional lead-in sentence. */
export interface BulletSection {
  title: string;
  intro?: string;
  items: string[];
}

/** An image path under /public with its alternative text. */
export interface ImageRef {
  src: string;
  alt: string;
}

/** The page's <title> (at most 60 characters, ending with " | Kordex Perú") and meta description (120–160 characters). */
export interface PageMeta {
  title: string;
  description: string;
}

/** Text of the hero block: category label, heading and lead sentence. */
export interface HeroCopy {
  label: string;
  title: string;
  description: string;
}

/** A page whose only copy of its own is its <title> and meta description. */
export interface MetaOnlyPage {
  meta: PageMeta;
}

/** A key figure of the global-presence block: the number as shown and what it counts. */
export interface Figure {
  value: string;
  label: string;
}

/** One entry of the company-values accordion. */
export interface CompanyValue {
  title: string;
  text: string;
}
