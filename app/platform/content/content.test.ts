import { describe, expect, it } from "vitest";
import * as catalogPage from "~/domains/catalogue/public/catalog-page";
import * as companyPages from "~/domains/site/public/company-pages";
import { COMPANY_LEGAL_NAME } from "./company";
import { COMPANY_VALUES } from "~/domains/site/public/company-values";
import * as home from "~/domains/site/public/home-page";
import * as markets from "~/domains/site/public/market-pages";
import * as quotePage from "~/domains/leads/public/quote-page";
import * as servicePages from "~/domains/leads/public/service-page";
import * as solutions from "~/domains/site/public/solution-pages";
import type { PageMeta } from "./types";

/** The company pages as a fresh install builds them (their copy names the settings' legal name). */
const builtCompanyPages = {
  ABOUT_PAGE: companyPages.aboutPage(COMPANY_LEGAL_NAME),
  QUALITY_POLICY_PAGE: companyPages.qualityPolicyPage(COMPANY_LEGAL_NAME),
  ETHICS_CODE_PAGE: companyPages.ethicsCodePage(COMPANY_LEGAL_NAME),
};

const MODULES = {
  catalogPage,
  companyPages,
  builtCompanyPages,
  home,
  markets,
  quotePage,
  servicePages,
  solutions,
};

function isPageMeta(value: unknown): value is PageMeta {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as PageMeta).title === "string" &&
    typeof (value as PageMeta).description === "string"
  );
}

/** Every `meta` found in the exports of the content modules, with where it was found. */
function collectMetas(): { where: string; meta: PageMeta }[] {
  const found: { where: string; meta: PageMeta }[] = [];
  const visit = (value: unknown, where: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${where}[${index}]`));
    } else if (typeof value === "object" && value !== null) {
      const meta = (value as { meta?: unknown }).meta;
      if (isPageMeta(meta)) found.push({ where, meta });
    }
  };
  for (const [moduleName, exports] of Object.entries(MODULES)) {
    for (const [name, value] of Object.entries(exports)) visit(value, `${moduleName}.${name}`);
  }
  return found;
}

/** All strings inside a value, depth first. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

describe("markets", () => {
  it("lists the ten markets in the SPEC's order with the dropdown's exact labels", () => {
    expect(markets.MARKETS.map((market) => [market.slug, market.dropdownLabel])).toEqual([
      ["mineria", "Minería"],
      ["forestal", "Forestal"],
      ["agricola", "Agrícola"],
      ["siderurgica", "Siderúrgica"],
      ["construccion", "CONSTRUCCIÓN"],
      ["ceramica", "CERAMICA"],
      ["envases", "ENVASES"],
      ["fibras-textiles", "FIBRAS Y TEXTILES"],
      ["papel", "PAPEL"],
      ["vidrio", "VIDRIO"],
    ]);
  });

  it.each(markets.MARKETS.map((market) => [market.slug, market] as const))(
    "%s has its images and 4 to 6 uses and advantages",
    (slug, market) => {
      expect(market.strip.map((image) => image.src)).toEqual(
        [1, 2, 3].map((n) => `/art/markets/${slug}-${n}.svg`),
      );
      expect(market.image.src).toBe(`/art/markets/${slug}.svg`);
      expect(market.uses.items.length).toBeGreaterThanOrEqual(4);
      expect(market.uses.items.length).toBeLessThanOrEqual(6);
      expect(market.advantages.items.length).toBeGreaterThanOrEqual(4);
      expect(market.advantages.items.length).toBeLessThanOrEqual(6);
      expect(market.intro.paragraphs).toHaveLength(2);
    },
  );

  it("features mining, forestry, agriculture and steel on /mercados", () => {
    expect(markets.MARKETS_OVERVIEW.featured.map((entry) => entry.slug)).toEqual([
      "mineria",
      "forestal",
      "agricola",
      "siderurgica",
    ]);
  });
});

describe("page metadata", () => {
  const metas = collectMetas();

  it("covers every page", () => {
    // 10 markets + overview, 5 solution pages, 3 company pages, home, 8 utility pages.
    expect(metas).toHaveLength(28);
  });

  it("has unique titles across the site", () => {
    const titles = metas.map(({ meta }) => meta.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(metas.map(({ where, meta }) => [where, meta] as const))(
    "%s: title of at most 60 characters ending in the brand, description of 120 to 160",
    (_where, meta) => {
      expect(meta.title.length).toBeLessThanOrEqual(60);
      expect(meta.title.endsWith(" | Kordex Perú")).toBe(true);
      expect(meta.description.length).toBeGreaterThanOrEqual(120);
      expect(meta.description.length).toBeLessThanOrEqual(160);
    },
  );
});

describe("company pages", () => {
  it("states the ethics code's working-time, minimum-age and no-retaliation rules", () => {
    const text = strings(builtCompanyPages.ETHICS_CODE_PAGE).join("\n");
    expect(text).toContain("48 horas");
    expect(text).toContain("60 horas");
    expect(text).toMatch(/siete|7/);
    expect(text).toContain("18 años");
    expect(text).toContain("represalia");
  });

  it("has exactly six company values", () => {
    expect(COMPANY_VALUES).toHaveLength(6);
  });

  it("shows the four global-presence figures", () => {
    expect(companyPages.GLOBAL_FIGURES.map((figure) => figure.value)).toEqual(["+1.200", "+40", "8", "+30"]);
  });
});

describe("solutions", () => {
  it("has the SPEC's four solution cards", () => {
    expect(solutions.SOLUTION_CARDS.map((card) => [card.title, card.link])).toEqual([
      ["Zunchos", "/zunchos-herramientas"],
      ["Envolvedoras", "/envolvedora"],
      ["Film de embalaje", "/film-embalaje"],
      ["Airpads", "/airpads"],
    ]);
  });

  it("links the tool and machine cards to the SPEC's categories", () => {
    expect(solutions.STRAPPING_PAGE.toolCards.map((card) => card.categoryId)).toEqual([19, 20, 21]);
    expect(solutions.WRAPPING_PAGE.machineCards.map((card) => card.categoryId)).toEqual([16, 17, 18]);
  });
});

describe("copy", () => {
  it("never glosses a word with itself, as in «parihuela (parihuela)»", () => {
    const texts: { where: string; text: string }[] = [];
    const visit = (value: unknown, where: string) => {
      if (typeof value === "string") texts.push({ where, text: value });
      else if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${where}[${index}]`));
      else if (typeof value === "object" && value !== null)
        for (const [key, item] of Object.entries(value)) visit(item, `${where}.${key}`);
    };
    for (const [moduleName, exports] of Object.entries(MODULES)) visit(exports, moduleName);
    const doubled = texts.filter(({ text }) => /(\p{L}+) \(\1\)/iu.test(text)).map(({ where }) => where);
    expect(texts.length).toBeGreaterThan(100);
    expect(doubled).toEqual([]);
  });
});
