// Decision 039: everything a visitor or staff member reads is in `usted`. This reads every app module
// (not its tests) and fails on the common `tú` forms, which the spelling check cannot see: "Intenta de
// nuevo", "Puedes volver…", "La página que buscas…". Impersonal uses ("se intenta enviar") pass.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const APP = join(import.meta.dirname, "..", "..");

const TU_FORMS = [
  /\bIntenta\b/,
  /\bintenta (?:de nuevo|más tarde)\b/,
  /\b[Pp]uedes\b/,
  /\b[Dd]ebes\b/,
  /\b[Tt]ienes\b/,
  /\b[Qq]uieres\b/,
  /\b[Nn]ecesitas\b/,
  /\bbuscas\b/,
  /\b[Tt]us? (?:solicitud|datos|cotización|correo|mensaje|empresa|pedido)\b/,
  /\bHas (?:enviado|superado)\b/,
];

/** A comment line (the code's comments are in English and may quote the SPEC's own words). */
const isComment = (line: string) => /^\s*(?:\/\/|\/\*|\*)/.test(line);

function appModules(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return appModules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the usted register (decision 039)", () => {
  it("no app module addresses the reader as tú", () => {
    const found = appModules(APP).flatMap((path) =>
      readFileSync(path, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          !isComment(line) && TU_FORMS.some((form) => form.test(line))
            ? [`${relative(APP, path)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
