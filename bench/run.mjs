// Runs one benchmark: bundles bench/<name>.ts (TypeScript, with the project's `~/` paths) into
// node_modules/.cache/kordex-bench/ and runs it with the remaining arguments.
//   node bench/run.mjs <pages|server|catalogue|outbox|admin> [options]
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const [name, ...args] = process.argv.slice(2);
const entry = `bench/${name}.ts`;
if (!name || !/^[a-z-]+$/.test(name) || !existsSync(new URL(`../${entry}`, import.meta.url))) {
  console.error(`usage: node bench/run.mjs <pages|server|catalogue|outbox|admin> [options]`);
  process.exit(2);
}
const outfile = `${root}node_modules/.cache/kordex-bench/${name}.mjs`;
await build({
  absWorkingDir: root,
  entryPoints: [entry],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  outfile,
  logLevel: "warning",
});
const child = spawn(process.execPath, [outfile, ...args], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
