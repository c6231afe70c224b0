// Bundles the hand-written Node entries (server/main.ts, server/admin-create.ts) to build/main.js and
// build/admin-create.js. Packages stay external; the server loads the React Router server build at
// run time, so no application module of the server's process is bundled twice. The account CLI runs
// alone in its process and bundles the staff domain's account creation (decision 068).
// Then writes brotli (quality 11) and gzip (level 9) copies of the browser's text files, which the
// server sends instead of compressing on every request.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { build } from "esbuild";

await build({
  entryPoints: { main: "server/main.ts", "admin-create": "server/admin-create.ts" },
  outdir: "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

const CLIENT_DIR = "build/client";
const TEXT_FILES = /\.(?:js|mjs|css|svg|html|json|webmanifest|txt|xml|map)$/;
/** Smaller files are sent as they are (see app/server/middleware/compression.ts). */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function precompress(file) {
  const bytes = await readFile(file);
  if (bytes.byteLength < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  // A copy that is not smaller is not worth a file.
  if (br.byteLength < bytes.byteLength) await writeFile(`${file}.br`, br);
  if (gz.byteLength < bytes.byteLength) await writeFile(`${file}.gz`, gz);
  return 1;
}

const entries = await readdir(CLIENT_DIR, { recursive: true, withFileTypes: true });
const files = entries
  .filter((entry) => entry.isFile() && TEXT_FILES.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));
let done = 0;
for (const file of files) done += await precompress(file);
console.log(`precompressed ${done} files of ${CLIENT_DIR} (brotli 11, gzip 9)`);
