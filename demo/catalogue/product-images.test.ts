import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SEED_PRODUCTS } from "../../db/seed/products";
import { PRODUCT_ART } from "./product-art";
import { productImages } from "./product-images";

/**
 * A picture's fingerprint: the SVG with its gradient and clip ids (derived from the file's own
 * key, so different in every file) replaced by their position, then hashed. Two pictures with the
 * same fingerprint draw the very same thing.
 */
function fingerprint(svg: string): string {
  const normalised = svg.replace(/(id="|url\(#)k[0-9a-z]+-/g, "$1k-");
  return createHash("sha256").update(normalised).digest("hex");
}

function picturesBySlug(): Map<string, string[]> {
  return new Map(
    SEED_PRODUCTS.map((product) => {
      const art = PRODUCT_ART[product.slug]!;
      return [product.slug, productImages(product.slug, art.art, art.images)];
    }),
  );
}

describe("product pictures", () => {
  const pictures = picturesBySlug();

  it("never show the same drawing for two different products, main picture or any other", () => {
    const owner = new Map<string, string>();
    const shared: string[] = [];
    for (const [slug, svgs] of pictures) {
      svgs.forEach((svg, index) => {
        const key = fingerprint(svg);
        const first = owner.get(key);
        if (first && first.split("#")[0] !== slug) shared.push(`${first} = ${slug}#${index + 1}`);
        else if (!first) owner.set(key, `${slug}#${index + 1}`);
      });
    }
    expect(shared).toEqual([]);
  });

  it("show each product from different views, never the same drawing twice", () => {
    for (const [slug, svgs] of pictures) {
      expect(new Set(svgs.map(fingerprint)).size, slug).toBe(svgs.length);
    }
  });

  it("carry nothing but the product and its scene: no pager mark, no text elements", () => {
    for (const [slug, svgs] of pictures) {
      for (const svg of svgs) {
        // the old studio accent: a red 64 × 8 bar beside a grey 28 × 8 one at the bottom left
        expect(svg, slug).not.toContain('width="64" height="8"');
        expect(svg, slug).not.toMatch(/<text[\s>]/);
      }
    }
  });

  it("print the model's name on every tool and machine that has one", () => {
    // "Zunchadora a batería Kordex KB-16" → KB-16; lettering paths carry their text in data-text.
    const named = SEED_PRODUCTS.flatMap((p) => {
      const model = /Kordex (.+)$/.exec(p.name)?.[1];
      return model ? [{ slug: p.slug, model: model.toUpperCase() }] : [];
    });
    expect(named.length).toBeGreaterThan(25);
    const unnamed = named.filter(
      ({ slug, model }) => !pictures.get(slug)![0]!.includes(`data-text="${model}"`),
    );
    expect(unnamed).toEqual([]);
  });
});
