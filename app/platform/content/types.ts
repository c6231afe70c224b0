// Shapes shared by the page-content modules of app/content. Plain data: no UI, no React.

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
