import { mkdirSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";

/**
 * A start-up failure an operator fixes (a bad setting, a broken file): main.ts prints its message
 * as one line and exits 1, without a stack trace.
 */
export class StartupError extends Error {
  override name = "StartupError";
}

/**
 * Creates the folder and any missing parents, one level at a time. (Node 20's recursive mkdirSync
 * never returns for some paths, e.g. under /proc.)
 */
export function ensureFolder(folder: string): void {
  const missing: string[] = [];
  let current = resolve(folder);
  for (;;) {
    let stats;
    try {
      stats = statSync(current);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      missing.unshift(current);
      const parent = dirname(current);
      if (parent === current) break;
      current = parent;
      continue;
    }
    if (!stats.isDirectory()) {
      throw Object.assign(new Error(`ENOTDIR: ${current} is not a folder`), { code: "ENOTDIR" });
    }
    break;
  }
  for (const path of missing) mkdirSync(path);
}

/** The error code of an error or of its causes (SQLITE_NOTADB, ENOTDIR…). */
export function errorCode(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

function innermostMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

/** Turns a failure to open, migrate or write the SQLite database into one line that names DATA_DIR. */
export function dataDirError(error: unknown, dataDir: string, file: string): StartupError {
  const code = errorCode(error) ?? "error";
  const message = innermostMessage(error).replace(/\s+/g, " ");
  const detail = message.startsWith(code) ? message : `${code}: ${message}`;
  const where = `DATA_DIR="${dataDir}"`;
  if (code === "SQLITE_NOTADB") {
    return new StartupError(
      `Cannot start: ${where}: ${file} is not a SQLite database (${detail}). Point DATA_DIR to the folder of the site's database, or move that file away.`,
    );
  }
  if (code.startsWith("SQLITE_CORRUPT")) {
    return new StartupError(
      `Cannot start: ${where}: the database ${file} is corrupt (${detail}). Restore it from a backup (docs/operations.md) or point DATA_DIR elsewhere.`,
    );
  }
  if (code.startsWith("SQLITE_")) {
    return new StartupError(
      `Cannot start: ${where}: the database ${file} cannot be opened or written (${detail}). Make DATA_DIR a writable folder with free space for the server's user.`,
    );
  }
  return new StartupError(
    `Cannot start: ${where}: the folder cannot be created or written (${detail}). Set DATA_DIR to a writable folder.`,
  );
}
