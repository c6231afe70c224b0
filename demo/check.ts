// Renders SVG files to a PNG contact sheet for a visual check (run from the repository root):
//   npx esbuild demo/check.ts --bundle --platform=node --format=esm --packages=external \
//     --outfile=node_modules/.cache/demo/check.mjs && node node_modules/.cache/demo/check.mjs OUT.png COLS TILE_WIDTH file.svg…

import { readFileSync } from "node:fs";
import sharp from "sharp";

async function main(): Promise<void> {
  const [out, colsArg, tileArg, ...files] = process.argv.slice(2);
  if (!out || files.length === 0) throw new Error("usage: OUT.png COLS TILE_WIDTH file.svg…");
  const cols = Number(colsArg ?? 3);
  const tw = Number(tileArg ?? 600);
  const tiles: { input: Buffer; h: number }[] = [];
  for (const f of files) {
    const input = await sharp(readFileSync(f)).resize({ width: tw }).png().toBuffer();
    const meta = await sharp(input).metadata();
    tiles.push({ input, h: meta.height ?? tw });
  }
  const rowH: number[] = [];
  tiles.forEach((t, i) => {
    const r = Math.floor(i / cols);
    rowH[r] = Math.max(rowH[r] ?? 0, t.h);
  });
  const gap = 8;
  const width = cols * tw + (cols + 1) * gap;
  const height = rowH.reduce((a, b) => a + b + gap, gap);
  const composite = tiles.map((t, i) => {
    const r = Math.floor(i / cols);
    const top = gap + rowH.slice(0, r).reduce((a, b) => a + b + gap, 0);
    return { input: t.input, left: gap + (i % cols) * (tw + gap), top };
  });
  await sharp({ create: { width, height, channels: 3, background: "#7A848C" } })
    .composite(composite)
    .png()
    .toFile(out);
  process.stdout.write(`${out}: ${files.length} images\n`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
