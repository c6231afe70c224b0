// Loads sharp from the repository's node_modules, wherever the bundled script itself lives
// (the scripts are bundled to /tmp, from where a bare "sharp" import would not resolve).

import { createRequire } from "node:module";
import { join } from "node:path";
import type sharpFn from "sharp";

export type Sharp = typeof sharpFn;

export function loadSharp(): Sharp {
  const require = createRequire(join(process.cwd(), "package.json"));
  return require("sharp") as Sharp;
}
