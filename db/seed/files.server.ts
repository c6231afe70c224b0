// The demo catalogue's files: product and banner pictures and datasheet PDFs, drawn by demo/
// (`npm run art`) and committed under db/seed/files/. The seed only reads them.
//
// They are found in the first folder, going up from this module, that holds db/seed/files: the
// repository root both for the sources and for the server bundle (build/server/index.js), whatever
// the working directory.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { StartupError } from "../data-dir.server";

const RELATIVE = join("db", "seed", "files");

let found: string | undefined;

/** The folder of the seed's files. */
export function seedFilesFolder(): string {
  if (found) return found;
  const start = dirname(fileURLToPath(import.meta.url));
  for (let folder = start; ; folder = dirname(folder)) {
    if (existsSync(join(folder, RELATIVE))) return (found = join(folder, RELATIVE));
    if (dirname(folder) === folder) break;
  }
  throw new StartupError(
    `The demo catalogue's files (${RELATIVE}) are missing: none in the folders above ${start}. Restore them from the repository (\`npm run art\` draws them again).`,
  );
}

/** The bytes of a seed file, by its path under db/seed/files/ (e.g. "banners/wrapping.svg"). */
export function readSeedFile(path: string): Buffer {
  return readFileSync(join(seedFilesFolder(), path));
}

/** The paths of a product's pictures, main picture first: products/<slug>-1.svg, -2.svg… */
export function productImagePaths(slug: string): string[] {
  const names = new Set(readdirSync(join(seedFilesFolder(), "products")));
  const paths: string[] = [];
  for (let n = 1; names.has(`${slug}-${n}.svg`); n++) paths.push(`products/${slug}-${n}.svg`);
  return paths;
}

/** The path of a datasheet PDF under db/seed/files/. */
export function datasheetPath(fileName: string): string {
  return `datasheets/${fileName}`;
}
