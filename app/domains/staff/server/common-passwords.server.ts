// The list of common passwords a staff password is checked against: the 49,000 most used passwords
// of the zxcvbn project (@zxcvbn-ts/language-common, MIT), read from the package once, when a
// password is first set, never at start-up.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

let loaded: Promise<ReadonlySet<string>> | undefined;

export function commonPasswords(): Promise<ReadonlySet<string>> {
  loaded ??= (async () => {
    const file = createRequire(import.meta.url).resolve("@zxcvbn-ts/language-common/src/passwords.json");
    const words = JSON.parse(await readFile(file, "utf8")) as string[];
    return new Set(words.map((word) => word.toLowerCase()));
  })();
  return loaded;
}
