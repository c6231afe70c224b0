// `npm run art`: writes every picture and PDF of the demo drawing library (see files.ts) and removes
// any file of its output folders that it no longer draws. Run from the repository root; an argument
// limits the run to the paths that contain it (and then removes nothing).

import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { demoFiles, OUTPUT_FOLDERS } from "./files";

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

async function main(): Promise<void> {
  const root = process.cwd();
  const only = process.argv[2];
  const files = await demoFiles(only);
  let bytes = 0;
  for (const [path, content] of files) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    bytes += content.length;
    if (content.length > 60_000) console.warn(`note: ${path} is ${Math.round(content.length / 1024)} KB`);
  }
  let removed = 0;
  if (!only) {
    for (const folder of OUTPUT_FOLDERS) {
      for (const file of filesUnder(join(root, folder))) {
        if (files.has(relative(root, file))) continue;
        rmSync(file);
        removed++;
      }
    }
  }
  process.stdout.write(`wrote ${files.size} files (${Math.round(bytes / 1024)} KB), removed ${removed}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
