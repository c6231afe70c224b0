// The demo catalogue's files: product and banner pictures and datasheet PDFs, drawn by demo/
// (`npm run art`) and committed under db/seed/files/. The seed only reads them.
//
// They are found from the working directory, which is the repository root for `npm start`,
// `npm run serve` and the tests: a path relative to this module would differ between the sources
// and the server bundle (build/server/index.js).

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { StartupError } from "../data-dir.server";

/** The folder of the seed's files. */
export const SEED_FILES_FOLDER = resolve(process.cwd(), "db", "seed", "files");

function folder(): string {
  if (!existsSync(SEED_FILES_FOLDER)) {
    throw new StartupError(
      `The demo catalogue's files are missing at ${SEED_FILES_FOLDER}: start the server from the repository root.`,
    );
  }
  return SEED_FILES_FOLDER;
}

/** The bytes of a seed file, by its path under db/seed/files/ (e.g. "banners/wrapping.svg"). */
export function readSeedFile(path: string): Buffer {
  return readFileSync(join(folder(), path));
}

/** The paths of a product's pictures, main picture first: products/<slug>-1.svg, -2.svg… */
export function productImagePaths(slug: string): string[] {
  const names = new Set(readdirSync(join(folder(), "products")));
  const paths: string[] = [];
  for (let n = 1; names.has(`${slug}-${n}.svg`); n++) paths.push(`products/${slug}-${n}.svg`);
  return paths;
}

/** The path of a datasheet PDF under db/seed/files/. */
export function datasheetPath(fileName: string): string {
  return `datasheets/${fileName}`;
}
