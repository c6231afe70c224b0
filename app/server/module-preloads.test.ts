import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./middleware/content-security-policy";
import { preloadModulesAfterFirstPaint } from "./module-preloads";

const HEAD = [
  '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/media/a-800.avif 800w" imageSizes="100vw"/>',
  '<link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/>',
  '<link rel="modulepreload" href="/assets/root-2.js"/>',
  '<link rel="stylesheet" href="/assets/root-3.css"/>',
].join("");
const BODY =
  '<main>Hola</main><script type="module" async="">import * as route0 from "/assets/root-2.js";</script>';
const DOCUMENT = `<!DOCTYPE html><html lang="es-PE"><head>${HEAD}</head><body>${BODY}</body></html>`;

describe("preloadModulesAfterFirstPaint", () => {
  const html = preloadModulesAfterFirstPaint(DOCUMENT);

  it("takes the modulepreload links out of the document and keeps the font, image and stylesheet", () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain(
      HEAD.replace(/<link rel="modulepreload"[^>]*>/g, ""), // the other head links, in their order
    );
    expect(html).toContain(BODY); // the module script that hydrates the page, untouched
  });

  it("adds them from an inline script at the end of the body, after the first frame", () => {
    const script = /<script>(\(function\(\)\{[\s\S]*?)<\/script><\/body><\/html>$/.exec(html)?.[1];
    expect(script).toContain('["/assets/entry.client-1.js","/assets/root-2.js"]');
    expect(script).toContain('l.rel="modulepreload"');
    expect(script).toContain("requestAnimationFrame(function(){setTimeout(p)})");
    // The page handler hashes it into the document's policy like React Router's own scripts.
    expect(inlineScriptHashes(html)).toHaveLength(2);
  });

  it("leaves a document without modulepreload links as it is", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Sin scripts</p></body></html>";
    expect(preloadModulesAfterFirstPaint(plain)).toBe(plain);
  });
});
