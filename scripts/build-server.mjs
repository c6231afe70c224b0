// Bundles the hand-written Node entry (server/main.ts) to build/main.js. Packages stay external and
// the React Router server build is loaded at run time, so no application module is bundled twice.
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts"],
  outfile: "build/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
