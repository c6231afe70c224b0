// The oldest Node.js the server runs on, checked before the server build is loaded: on an older Node,
// better-sqlite3's prebuilt module loads and then crashes the process at its first query (exit 139,
// no message), which a process manager starting `node build/main.js` directly would only show as a
// restart loop. `scripts/check-node.mjs` says the same for the npm scripts, from package.json's
// `engines` (server/supported-node.test.ts keeps the two in step).
export const MINIMUM_NODE = "24.11.0";

/** Whether `version` ("24.22.3") is at least MINIMUM_NODE. */
export function isSupportedNode(version: string): boolean {
  const have = version.split(".").map(Number);
  const need = MINIMUM_NODE.split(".").map(Number);
  for (let i = 0; i < 3; i++) {
    const a = have[i] ?? 0;
    const b = need[i] ?? 0;
    if (a !== b) return a > b;
  }
  return true;
}

/** One line and exit status 1 on an unsupported Node, before anything native is loaded. */
export function refuseUnsupportedNode(version = process.versions.node): void {
  if (isSupportedNode(version)) return;
  process.stderr.write(
    `Node.js ${version} is not supported: this server needs Node.js ${MINIMUM_NODE} or later ` +
      "(see the README's requirements for how to get Node 24).\n",
  );
  process.exit(1);
}
