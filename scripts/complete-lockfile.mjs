// Adds lock entries for optional, platform-specific binaries that the registry reachable here does
// not serve (other operating systems' builds of rollup, tailwind's oxide, unrs-resolver…). Without
// them `npm ci` refuses the lock as out of sync; with them it skips them by os/cpu/libc, as npm
// does with any other platform's binary. Run after every `npm install` that changes the lock:
//   node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from "node:fs";

const LOCK = "package-lock.json";
const lock = JSON.parse(readFileSync(LOCK, "utf8"));
const packages = lock.packages;

const OS = [
  "android",
  "darwin",
  "freebsd",
  "linux",
  "openbsd",
  "openharmony",
  "win32",
  "netbsd",
  "sunos",
  "aix",
];
const CPU = ["arm64", "arm", "x64", "ia32", "loong64", "ppc64", "riscv64", "s390x", "wasm32", "mips64el"];

function platformOf(name) {
  const tokens = name.split("/").pop().split("-");
  const os = tokens.find((token) => OS.includes(token));
  const cpu = tokens.find((token) => CPU.includes(token));
  const libc = tokens.some((token) => token.startsWith("musl"))
    ? "musl"
    : tokens.includes("gnu") || tokens.some((t) => t.startsWith("gnueabi"))
      ? "glibc"
      : undefined;
  if (!cpu) return undefined;
  return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(libc && os === "linux" ? { libc: [libc] } : {}) };
}

/** Where `name` resolves from the package at `path`, following node's lookup upwards. */
function resolves(path, name) {
  let base = path;
  for (;;) {
    if (packages[`${base ? `${base}/` : ""}node_modules/${name}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

let added = 0;
for (const [path, entry] of Object.entries({ ...packages })) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(path, name)) continue;
    const platform = platformOf(name);
    if (!platform) throw new Error(`${name} is missing from the lock and is not a platform binary`);
    // resolves() found nothing up to the root, so the root node_modules is free for it.
    packages[`node_modules/${name}`] = {
      version,
      ...platform,
      optional: true,
      ...(entry.dev ? { dev: true } : {}),
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
