import { describe, expect, it } from "vitest";
import { preloadModulesAfterFirstPaint } from "./module-preloads";

// app/entry.server.tsx hands preloadModulesAfterFirstPaint the document's bytes read as latin1 (one
// character per byte) and writes its answer back as latin1 (decision 055): the same bytes as the
// UTF-8 text rewritten and encoded, accents and all.
const DOCUMENT =
  '<!DOCTYPE html><html lang="es-PE"><head><link rel="modulepreload" href="/assets/root-2.js"/>' +
  '<meta name="description" content="Zunchos en Perú: “envíos” a todo el país"/></head>' +
  '<body><main>Máquinas, ñandú → €</main><script type="module" async="">import "/assets/root-2.js";</script>' +
  '<script type="application/ld+json">{"addressCountry":"Perú"}</script></body></html>';

describe("preloadModulesAfterFirstPaint on the document's bytes read as latin1", () => {
  it("gives back the bytes of the UTF-8 text's rewrite", () => {
    const bytes = Buffer.from(DOCUMENT, "utf8");
    const viaLatin1 = Buffer.from(preloadModulesAfterFirstPaint(bytes.toString("latin1")), "latin1");
    const viaText = Buffer.from(preloadModulesAfterFirstPaint(DOCUMENT), "utf8");
    expect(viaLatin1.equals(viaText)).toBe(true);
    expect(viaLatin1.toString("utf8")).toContain("Máquinas, ñandú → €");
    expect(viaLatin1.toString("utf8")).not.toContain('<link rel="modulepreload"');
  });
});
