// Runs one benchmark: bundles bench/<name>.ts (TypeScript, with the project's `~/` paths) into
// node_modules/.cache/kordex-bench/<name>-<pid>.mjs and runs it with the remaining arguments.
//   node bench/run.mjs <pages|server|render-cpu|catalogue|outbox|admin> [options]
import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const [name, ...args] = process.argv.slice(2);
const entry = `bench/${name}.ts`;
if (!name || !/^[a-z-]+$/.test(name) || !existsSync(new URL(`../${entry}`, import.meta.url))) {
  console.error(`usage: node bench/run.mjs <pages|server|render-cpu|catalogue|outbox|admin> [options]`);
  process.exit(2);
}
// One file per run: worktrees that share node_modules (a symlink) would otherwise overwrite a
// bench's bundle while its child processes (which re-run it) still start from it.
const outfile = `${root}node_modules/.cache/kordex-bench/${name}-${process.pid}.mjs`;
await build({
  absWorkingDir: root,
  entryPoints: [entry],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  outfile,
  logLevel: "warning",
});
// Benchmarks measure production code: React and React Router pick their development builds (several
// times slower to render) when NODE_ENV is not "production", as `npm run serve` sets it.
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || "production" };
const child = spawn(process.execPath, [outfile, ...args], { cwd: root, stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => {
  rmSync(outfile, { force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
