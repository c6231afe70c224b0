import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { demoFiles, OUTPUT_FOLDERS } from "./files";

const ROOT = join(import.meta.dirname, "..");

function committedFiles(): string[] {
  return OUTPUT_FOLDERS.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(ROOT, join(entry.parentPath, entry.name))),
  ).sort();
}

describe("npm run art", () => {
  // Two runs of the generator, compared with each other and with the committed files: running
  // `npm run art` twice leaves `git status` clean.
  it("draws the committed pictures and PDFs again, byte for byte, on every run", async () => {
    const first = await demoFiles();
    const second = await demoFiles();
    expect([...first.keys()].sort()).toEqual(committedFiles());
    for (const [path, content] of first) {
      const bytes = Buffer.from(content);
      expect(Buffer.from(second.get(path)!).equals(bytes), `${path} differs between two runs`).toBe(true);
      expect(readFileSync(join(ROOT, path)).equals(bytes), `${path} differs from the committed file`).toBe(
        true,
      );
    }
  }, 60_000);
});
