import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseEnv } from "node:util";

const NAME_IS_VALUE = /^\s*(?:export\s+)?[A-Za-z_][A-Za-z0-9_]*\s*=(.*)$/;

/**
 * The lines of an env file that are neither blank, a comment, NAME=value, nor inside a quoted value
 * spanning lines. Node's parser skips such a line silently and with it the line after it, so a typo
 * would drop a setting without a word; the server refuses to start instead.
 */
function badLines(content: string): number[] {
  const bad: number[] = [];
  let openQuote: string | undefined;
  content.split(/\r?\n/).forEach((line, index) => {
    if (openQuote) {
      if (line.includes(openQuote)) openQuote = undefined;
      return;
    }
    if (line.trim() === "" || line.trimStart().startsWith("#")) return;
    const match = NAME_IS_VALUE.exec(line);
    if (!match) {
      bad.push(index + 1);
      return;
    }
    const value = match[1]!.trim();
    const quote = value[0];
    if ((quote === '"' || quote === "'" || quote === "`") && value.indexOf(quote, 1) === -1)
      openQuote = quote;
  });
  return bad;
}

/**
 * Reads `.env` from the working directory when there is one, with Node's own parser (the format of
 * `node --env-file` and `process.loadEnvFile`), into `target` (process.env). A variable already set
 * in the environment wins over the file, as with `process.loadEnvFile`. No file: nothing happens. A
 * file that cannot be read, or a line that is not NAME=value, stops the start with a message naming
 * the file and the line. Returns the path read, or undefined.
 */
export function loadEnvFile(
  path = resolve(".env"),
  target: Record<string, string | undefined> = process.env,
): string | undefined {
  if (!existsSync(path)) return undefined;
  let content: string;
  try {
    content = readFileSync(path, "utf8");
  } catch (error) {
    throw new Error(`${path} could not be read: ${(error as Error).message}`, { cause: error });
  }
  const bad = badLines(content);
  if (bad.length > 0) {
    throw new Error(
      `${path} line${bad.length > 1 ? "s" : ""} ${bad.join(", ")} is not NAME=value (a comment starts with #); fix or remove it and start again`,
    );
  }
  for (const [name, value] of Object.entries(parseEnv(content))) {
    if (target[name] === undefined && value !== undefined) target[name] = value;
  }
  return path;
}
