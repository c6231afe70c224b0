import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, withRequiredDirectives } from "./content-security-policy";

const source = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes the inline scripts a browser runs, not external scripts, data blocks nor empty scripts", () => {
    const html = [
      "<script>window.a = 1;</script>",
      '<script type="module" async="">import "/assets/x.js";</script>',
      '<script src="/assets/y.js"></script>',
      '<script type="module" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script>window.a = 1;</script>",
      "<script>ñandú → “€”</script>",
      '<script type="application/ld+json">{"addressCountry":"Perú"}</script>',
      '<script>window.país = "Perú";</script>',
    ].join("");
    // Read from the document's bytes as latin1 (decision 055): each hash is still the one of the
    // script's UTF-8 text, accents and all, as the browser computes it, and the same as from the text.
    expect(inlineScriptHashes(Buffer.from(html).toString("latin1"), "latin1")).toEqual([
      source("window.a = 1;"),
      source('import "/assets/x.js";'),
      source("ñandú → “€”"),
      source('window.país = "Perú";'),
    ]);
    expect(inlineScriptHashes(html)).toEqual(
      inlineScriptHashes(Buffer.from(html).toString("latin1"), "latin1"),
    );
  });
});

describe("withRequiredDirectives", () => {
  it("adds the directives every answer needs to a route's own policy, without repeating any", () => {
    expect(withRequiredDirectives("default-src 'none'; style-src 'unsafe-inline'; base-uri 'self';")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'self'; object-src 'none'; frame-ancestors 'none'; form-action 'self'",
    );
  });
});
