// Writes every SVG of the site artwork into public/art/ (run from the repository root):
//   npx esbuild scripts/art/generate.ts --bundle --platform=node --format=esm --packages=external \
//     --outfile=/tmp/gen-art.mjs && node /tmp/gen-art.mjs
// Deterministic: the same sources always give byte-identical files.

import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { logoMarkSvg, logoSvg } from "./logo";
import { cardImages } from "./cards";
import { heroImages } from "./heroes";
import { marketImages } from "./markets";

const OUT = join(process.cwd(), "public", "art");

function main(): void {
  const files: Record<string, string> = {
    "logo.svg": logoSvg(),
    "logo-mark.svg": logoMarkSvg(),
    ...heroImages(),
    ...cardImages(),
    ...marketImages(),
  };
  const only = process.argv[2];
  let count = 0;
  let bytes = 0;
  for (const [name, svg] of Object.entries(files)) {
    if (only && !name.includes(only)) continue;
    const file = join(OUT, name);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg + "\n");
    count++;
    bytes += svg.length + 1;
    if (svg.length > 40_000) console.warn(`note: ${name} is ${Math.round(svg.length / 1024)} KB`);
  }
  process.stdout.write(`wrote ${count} SVG files (${Math.round(bytes / 1024)} KB) to ${OUT}\n`);
}

main();
