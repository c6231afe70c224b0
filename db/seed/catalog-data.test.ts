import { describe, it, expect } from "vitest";
import { SEED_CATEGORIES } from "./categories";
import { SEED_PRODUCTS } from "./products";
import { SEED_BANNERS } from "./banners";
import { datasheetPath, productImagePaths, readSeedFile } from "./files.server";

const TOP_ORDER = [
  "ZUNCHOS",
  "MÁQUINAS Y HERRAMIENTAS",
  "AIRPAD",
  "MÁQUINAS ENVOLVEDORAS",
  "SISTEMAS DE EMBALAJE",
  "HERRAMIENTAS DE APOYO",
  "ACCESORIOS DE EMBALAJE",
];

const FIXED_IDS: Record<number, { parent: string; name: string }> = {
  16: { parent: "MÁQUINAS ENVOLVEDORAS", name: "Envolvedoras automáticas" },
  17: { parent: "MÁQUINAS ENVOLVEDORAS", name: "Envolvedoras de pilar" },
  18: { parent: "MÁQUINAS ENVOLVEDORAS", name: "Envolvedoras de túnel" },
  19: { parent: "MÁQUINAS Y HERRAMIENTAS", name: "Zunchadoras eléctricas" },
  20: { parent: "MÁQUINAS Y HERRAMIENTAS", name: "Herramientas manuales" },
  21: { parent: "MÁQUINAS Y HERRAMIENTAS", name: "Herramientas neumáticas" },
};

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Characters the built-in PDF fonts can draw (WinAnsi): Latin-1 plus a few typographic marks. */
const WIN_ANSI = /^[\u0020-\u007E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026\u20AC]*$/;

function leafIds(): Set<number> {
  const ids = new Set<number>();
  for (const top of SEED_CATEGORIES) {
    if (top.children.length === 0) ids.add(top.id);
    for (const child of top.children) ids.add(child.id);
  }
  return ids;
}

function checkSvg(svg: string, width: number, height: number): void {
  expect(svg.startsWith("<svg")).toBe(true);
  expect(svg.endsWith("</svg>")).toBe(true);
  expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
  expect(svg).toContain(`width="${width}"`);
  expect(svg).toContain(`height="${height}"`);
  expect(svg).not.toMatch(/<text\b/);
  expect(svg).not.toMatch(/<image\b|<use\b|xlink:href|href=|@import|url\((?!#)/);
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  // every referenced id is defined in the same document
  const defined = new Set([...svg.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]));
  for (const m of svg.matchAll(/url\(#([^)]+)\)/g)) expect(defined.has(m[1])).toBe(true);
  // well-formed enough: balanced tags
  const opened = (svg.match(/<(?!\/)[a-zA-Z][^>]*[^/]>/g) ?? []).length;
  const closed = (svg.match(/<\/[a-zA-Z]+>/g) ?? []).length;
  expect(opened).toBe(closed);
}

describe("seed categories", () => {
  it("lists the seven top categories in the sidebar order", () => {
    expect(SEED_CATEGORIES.map((c) => c.name)).toEqual(TOP_ORDER);
  });

  it("has unique ids and kebab-case ASCII slugs", () => {
    const all = SEED_CATEGORIES.flatMap((c) => [c, ...c.children]);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    expect(new Set(all.map((c) => c.slug)).size).toBe(all.length);
    for (const c of all) expect(c.slug).toMatch(KEBAB);
  });

  it("keeps the ids the solution pages link to", () => {
    for (const [id, expected] of Object.entries(FIXED_IDS)) {
      const parent = SEED_CATEGORIES.find((c) => c.children.some((child) => child.id === Number(id)));
      expect(parent?.name).toBe(expected.parent);
      expect(parent?.children.find((child) => child.id === Number(id))?.name).toBe(expected.name);
    }
  });
});

describe("seed products", () => {
  const leaves = leafIds();

  it("has at least 64 products with unique kebab-case slugs", () => {
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(64);
    const slugs = SEED_PRODUCTS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(KEBAB);
    expect(new Set(SEED_PRODUCTS.map((p) => p.name)).size).toBe(SEED_PRODUCTS.length);
  });

  it("gives every product a distinct product code and a unit of sale in Spanish", () => {
    const codes = SEED_PRODUCTS.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/);
    // Codes carry the model name where the product has one (e.g. "Zunchadora a batería … KB-19").
    const kb19 = SEED_PRODUCTS.find((p) => p.slug === "zunchadora-bateria-kb-19");
    expect(kb19?.code).toBe("KB-19");
    for (const p of SEED_PRODUCTS) {
      expect(p.unit.trim().length).toBeGreaterThan(0);
      // One lower-case word, as the quotation lines show it ("3 bobinas").
      expect(p.unit).toMatch(/^[a-záéíóúñ]+$/);
    }
    // Strap is sold by the coil, machines by the unit.
    expect(new Set(SEED_PRODUCTS.filter((p) => p.categoryId === 22).map((p) => p.unit))).toEqual(
      new Set(["bobina"]),
    );
    expect(new Set(SEED_PRODUCTS.filter((p) => p.categoryId === 16).map((p) => p.unit))).toEqual(
      new Set(["unidad"]),
    );
  });

  it("puts every product in an existing leaf category and fills every leaf", () => {
    const counts = new Map<number, number>();
    for (const p of SEED_PRODUCTS) {
      expect(leaves.has(p.categoryId)).toBe(true);
      counts.set(p.categoryId, (counts.get(p.categoryId) ?? 0) + 1);
    }
    for (const id of leaves) expect(counts.get(id) ?? 0).toBeGreaterThanOrEqual(1);
    for (const id of [16, 17, 18, 19, 20, 21]) expect(counts.get(id) ?? 0).toBeGreaterThanOrEqual(2);
  });

  it("has complete texts that the PDF fonts can render", () => {
    for (const p of SEED_PRODUCTS) {
      for (const text of [p.name, p.subtitle, p.alt, p.description]) {
        expect(text.trim().length).toBeGreaterThan(0);
        expect(text).toMatch(WIN_ANSI);
      }
      expect(p.specifications.length).toBeGreaterThanOrEqual(4);
      expect(p.specifications.length).toBeLessThanOrEqual(8);
      for (const s of p.specifications) {
        expect(s.key).toMatch(WIN_ANSI);
        expect(s.value).toMatch(WIN_ANSI);
        expect(s.value.trim().length).toBeGreaterThan(0);
      }
      const info = p.information;
      if (typeof info === "string") {
        expect(info.length).toBeGreaterThan(40);
        expect(info).toMatch(WIN_ANSI);
      } else {
        expect(info.length).toBeGreaterThanOrEqual(3);
        expect(info.length).toBeLessThanOrEqual(6);
        for (const item of info) expect(item).toMatch(WIN_ANSI);
      }
    }
    const kinds = new Set(SEED_PRODUCTS.map((p) => typeof p.information));
    expect(kinds).toEqual(new Set(["string", "object"]));
  });

  // That `npm run art` draws these files again byte for byte is demo/files.test.ts's job.
  it("has 2 to 4 valid SVG images per product, without text or external references", () => {
    for (const p of SEED_PRODUCTS) {
      const images = productImagePaths(p.slug).map((path) => readSeedFile(path).toString("utf8"));
      expect(images.length).toBeGreaterThanOrEqual(2);
      expect(images.length).toBeLessThanOrEqual(4);
      for (const svg of images) checkSvg(svg, 1200, 900);
      // the images of a product differ from each other
      expect(new Set(images).size).toBe(images.length);
    }
  });

  it("has datasheets on at least 12 products and some videos", () => {
    const withSheets = SEED_PRODUCTS.filter((p) => p.datasheets.length > 0);
    expect(withSheets.length).toBeGreaterThanOrEqual(12);
    const files = withSheets.flatMap((p) => p.datasheets.map((d) => d.fileName));
    expect(new Set(files).size).toBe(files.length);
    for (const p of withSheets) {
      for (const d of p.datasheets) {
        expect(d.name).toMatch(/^Ficha técnica .+ \(PDF\)$/);
        expect(d.fileName).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*\.pdf$/);
      }
    }
    const withVideos = SEED_PRODUCTS.filter((p) => p.videos.length > 0);
    expect(withVideos.length).toBeGreaterThanOrEqual(6);
    for (const p of withVideos) {
      expect(p.videos.length).toBeLessThanOrEqual(2);
      for (const id of p.videos) expect(id).toMatch(/^[A-Za-z0-9_-]{11}$/);
    }
  });
});

describe("seed banners", () => {
  it("has three 1920 × 700 banners linking inside the site", () => {
    expect(SEED_BANNERS).toHaveLength(3);
    for (const b of SEED_BANNERS) {
      expect(b.link.startsWith("/")).toBe(true);
      expect(b.name.length).toBeGreaterThan(0);
      checkSvg(readSeedFile(b.image).toString("utf8"), 1920, 700);
    }
  });
});

describe("datasheet PDF", () => {
  it("is a one-page PDF file for every datasheet", () => {
    for (const product of SEED_PRODUCTS) {
      for (const sheet of product.datasheets) {
        const pdf = readSeedFile(datasheetPath(sheet.fileName));
        expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
        expect(pdf.length).toBeGreaterThan(1500);
        const pages = pdf.toString("latin1").match(/\/Type \/Page\b(?!s)/g) ?? [];
        expect(pages).toHaveLength(1);
      }
    }
  });
});
