// Every file the demo drawing library writes, by its path from the repository root: the page
// pictures under public/art/ and the demo catalogue's files under db/seed/files/ (product and
// banner pictures, datasheet PDFs) that the seed loads. Deterministic: the same sources always give
// the same bytes.

import sharp from "sharp";
import { SEED_PRODUCTS } from "../db/seed/products";
import { bannerSvg, type BannerTheme } from "./catalogue/banners";
import { renderDatasheetPdf } from "./catalogue/datasheet";
import { PRODUCT_ART } from "./catalogue/product-art";
import { productImages } from "./catalogue/product-images";
import { cardImages } from "./site/cards";
import { heroImages } from "./site/heroes";
import { logoMarkSvg, logoOnRedSvg, logoSvg } from "./site/logo";
import { marketImages } from "./site/markets";

/** The folders the generator owns: every file in them is one it writes. */
export const OUTPUT_FOLDERS = ["public/art", "db/seed/files"] as const;

const BANNER_THEMES: BannerTheme[] = ["wrapping", "strapping", "airpad"];

/** The page pictures (public/art/), each ending with a newline. */
function sitePictures(): Map<string, string> {
  const files: Record<string, string> = {
    "logo.svg": logoSvg(),
    "logo-mark.svg": logoMarkSvg(),
    ...heroImages(),
    ...cardImages(),
    ...marketImages(),
  };
  return new Map(Object.entries(files).map(([name, svg]) => [`public/art/${name}`, svg + "\n"]));
}

/** The seed's files (db/seed/files/): product pictures, banner pictures and datasheet PDFs. */
async function catalogueFiles(): Promise<Map<string, string | Buffer>> {
  const files = new Map<string, string | Buffer>();
  for (const product of SEED_PRODUCTS) {
    const art = PRODUCT_ART[product.slug];
    if (!art) throw new Error(`demo/catalogue/product-art.ts has no picture for ${product.slug}`);
    const images = productImages(product.slug, art.art, art.images);
    images.forEach((svg, index) => files.set(`db/seed/files/products/${product.slug}-${index + 1}.svg`, svg));
    for (const sheet of product.datasheets) {
      const pdf = await renderDatasheetPdf(product, sheet, images[0]);
      files.set(`db/seed/files/datasheets/${sheet.fileName}`, pdf);
    }
  }
  for (const theme of BANNER_THEMES) files.set(`db/seed/files/banners/${theme}.svg`, bannerSvg(theme));
  return files;
}

/** The e-mails' header logo, 480 × 120 px (shown at 240 × 60, sharp on high-density screens). */
export const EMAIL_LOGO_PATH = "public/art/email-logo.png";

async function emailLogo(): Promise<Buffer> {
  return sharp(Buffer.from(logoOnRedSvg()), { density: 144 })
    .resize(480, 120)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/** Every file, by path from the repository root; `only` keeps the paths that contain it. */
export async function demoFiles(only?: string): Promise<Map<string, string | Buffer>> {
  const all = new Map<string, string | Buffer>([
    ...sitePictures(),
    [EMAIL_LOGO_PATH, await emailLogo()],
    ...(await catalogueFiles()),
  ]);
  if (!only) return all;
  return new Map([...all].filter(([path]) => path.includes(only)));
}
