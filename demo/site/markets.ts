// The ten markets: for each, its setting, its typical unit loads and how they are secured, and
// the five images built from them (main 1200×800, three 800×600 strips, hero 1920×640).

import { markShapes } from "./logo";
import {
  calmLeft,
  canvas,
  type Canvas,
  DEPTH,
  finish,
  group,
  line,
  n,
  P,
  place,
  poly,
  rect,
  reuse,
  rng,
  shade,
  shadow,
} from "./kit";
import { arrange, deckRow, extentH, extentW, put, road } from "./layout";
import * as L from "./loads";
import { type Load } from "./loads";
import { bale, paperReel, steelCoil, glassRack } from "./props";
import {
  andes,
  clouds,
  forest,
  ground,
  hall,
  type HallOptions,
  hills,
  mountains,
  openPit,
  orchard,
  cropRows,
  plantBuilding,
  plantSilhouette,
  sky,
} from "./scenery";
import { filmRoll } from "../catalogue/film";
import { tool, type ToolKind } from "../catalogue/tools";
import { forklift, truck } from "./vehicles";
import { MARKET_SLUGS, type MarketSlug } from "../../app/platform/lib/site-paths";

type Backdrop = (c: Canvas, g: number, calm: boolean) => string;

interface MarketSpec {
  backdrop: Backdrop;
  outdoor: boolean;
  hero: Load;
  second: Load;
  third: Load;
  truck: { load: Load; count: number };
  /** Close-up: the tool on a strap across the top of the load, on the floor beside it, or film. */
  close: { kind: "strap"; tool: ToolKind; strap: string; onFloor?: boolean } | { kind: "film" };
}

// ---- settings -----------------------------------------------------------------------------------

function at(x: number, y: number, s: number): string {
  return `translate(${n(x)} ${n(y)}) scale(${Math.round(s * 1000) / 1000})`;
}

function k(c: Canvas): number {
  return c.height / 800;
}

const miningSetting: Backdrop = (c, g) =>
  [
    sky(c, g),
    clouds(c, "min", g * 0.6, 3),
    andes(c, "andes-min", g, 1.05 * k(c) * 1.2),
    plantSilhouette(c, c.width * 0.06, g + 2, 0.7 * k(c) * 1.3, "#AEB9C3"),
    openPit(c, c.width * 0.5, g + 4, c.width * 0.5, 110 * k(c)),
    ground(c, g, P.earth, "#D8BF9C"),
    rect(0, g, c.width, 3, "#E2CFB2"),
  ].join("");

const forestSetting: Backdrop = (c, g) => {
  const s = k(c);
  return [
    sky(c, g),
    clouds(c, "for", g * 0.6, 3),
    hills(c, "for-h1", g - 40 * s, 150 * s, "#B6C7BA"),
    forest(c, "for-f0", -20, c.width + 40, g - 50 * s, 70 * s, "#8FAA95", 0.15, 0.5),
    hills(c, "for-h2", g, 70 * s, "#9DB89E"),
    forest(c, "for-f1", -20, c.width + 40, g - 2, 120 * s, P.pine, 0.3, 0.42),
    ground(c, g, "#C2A883", "#B59B77"),
    rect(0, g, c.width, 3, "#A88F6D"),
  ].join("");
};

const agroSetting: Backdrop = (c, g) => {
  const s = k(c);
  return [
    sky(c, g, 0.7, true),
    mountains(c, { seed: "agro-desert", base: g - 30 * s, height: 170 * s, color: "#D7C4A5", keys: 7 }),
    mountains(c, { seed: "agro-desert2", base: g - 20 * s, height: 90 * s, color: "#CDB591", keys: 6 }),
    cropRows(c, g - 30 * s, g + 2, P.grassDark, c.width * 0.6, 26),
    orchard(c, "agro-orch", -20, c.width + 40, g - 34 * s, 90 * s, 2),
    ground(c, g, "#D9D4CA", "#CFC9BE"),
    rect(0, g, c.width, 4, "#BDB6AA"),
  ].join("");
};

const buildSetting: Backdrop = (c, g) => {
  const s = k(c);
  const r = rng("city");
  const parts: string[] = [sky(c, g), clouds(c, "bld", g * 0.5, 3)];
  // skyline
  for (let x = -20; x < c.width; x += 40 + r() * 70) {
    const bh = (60 + r() * 150) * s;
    const bw = (50 + r() * 60) * s;
    parts.push(rect(x, g - bh, bw, bh, shade("#C3CFD8", (r() - 0.5) * 0.08)));
  }
  // building under construction with a tower crane
  const bx = c.width * 0.62;
  const fw = 360 * s;
  const fh = 260 * s;
  const floors = 5;
  for (let f = 0; f <= floors; f++) parts.push(rect(bx, g - (fh * f) / floors - 8 * s, fw, 8 * s, "#A9B2B9"));
  for (let i = 0; i <= 5; i++) parts.push(rect(bx + (fw * i) / 5 - 5 * s, g - fh, 10 * s, fh, "#B9C1C7"));
  const cx = bx - 40 * s;
  parts.push(rect(cx, g - 420 * s, 14 * s, 420 * s, P.red));
  for (let y = g - 420 * s; y < g; y += 22 * s)
    parts.push(line(cx, y, cx + 14 * s, y + 22 * s, P.redDark, 2));
  parts.push(rect(cx - 120 * s, g - 430 * s, 460 * s, 12 * s, P.red));
  parts.push(rect(cx - 150 * s, g - 440 * s, 40 * s, 28 * s, "#59636C"));
  parts.push(line(cx + 260 * s, g - 418 * s, cx + 260 * s, g - 260 * s, "#3B4249", 2));
  parts.push(rect(cx + 240 * s, g - 262 * s, 40 * s, 24 * s, P.brick));
  parts.push(ground(c, g, "#D3CEC6", "#C5BFB5"));
  parts.push(rect(0, g, c.width, 3, "#B3ACA1"));
  return parts.join("");
};

function hallWith(
  opts: Omit<HallOptions, "floorY">,
  back?: (c: Canvas, g: number, calm: boolean) => string,
): Backdrop {
  return (c, g, calm) =>
    hall(c, {
      ...opts,
      floorY: g,
      racksFrom:
        opts.racksFrom === undefined ? undefined : calm ? Math.max(0.45, opts.racksFrom) : opts.racksFrom,
    }) + (back ? back(c, g, calm) : "");
}

/** A row of small objects along the back wall (drawn at a reduced scale and faded). */
function backRow(
  c: Canvas,
  g: number,
  from: number,
  draw: (x: number, y: number, s: number) => string,
  calm = false,
): string {
  const s = k(c) * 0.55;
  const parts: string[] = [];
  for (let x = c.width * (calm ? Math.max(from, 0.5) : from); x < c.width - 40 * s; x += 260 * s)
    parts.push(draw(x, g - 4, s));
  return group(parts.join(""), undefined, { opacity: 0.75 });
}

const steelSetting = hallWith({ crane: true, shelf: "coils", wall: "#DCE1E5", seed: "steel" }, (c, g, calm) =>
  backRow(
    c,
    g,
    0.42,
    (x, y, s) =>
      reuse(
        c,
        "coil",
        () => shadow(c, 80, 2, 110, 12) + steelCoil(c, 80, -124, 100, 110, "#5E7283"),
        at(x, y, s),
      ),
    calm,
  ),
);
const ceramicSetting = hallWith({ racksFrom: 0.3, shelf: "cartons", wall: "#ECE8E2", seed: "cer" });
const containerSetting = hallWith({ wall: "#E2E8EC", windows: 70, seed: "env" }, (c, g) => {
  // a filling line along the back wall with bottles
  const y = g - 12;
  const parts = [
    rect(0, y - 60 * k(c), c.width, 16 * k(c), "#8E99A3"),
    rect(0, y - 44 * k(c), c.width, 44 * k(c), "#B7C0C7"),
  ];
  for (let x = c.width * 0.35; x < c.width; x += 26 * k(c)) {
    parts.push(rect(x, y - 100 * k(c), 14 * k(c), 40 * k(c), "#A9CFDD", { rx: 4 * k(c) }));
    parts.push(rect(x + 4 * k(c), y - 108 * k(c), 6 * k(c), 8 * k(c), "#2F7DB5"));
  }
  return group(parts.join(""), undefined, { opacity: 0.8 });
});
const textileSetting = hallWith(
  { racksFrom: 0.55, shelf: "mixed", wall: "#E6E9EC", seed: "tex" },
  (c, g, calm) =>
    backRow(
      c,
      g,
      0.12,
      (x, y, s) =>
        x > c.width * (calm ? 0.75 : 0.5)
          ? ""
          : reuse(c, "bale", () => bale(c, 0, 0, 200, 150, 140, "#E6DDCB", "#3D4349", 5), at(x, y, s)),
      calm,
    ),
);
const paperSetting = hallWith({ crane: true, wall: "#E4E8EB", seed: "pap" }, (c, g, calm) =>
  backRow(
    c,
    g,
    0.3,
    (x, y, s) =>
      reuse(
        c,
        "reels",
        () =>
          paperReel(c, 70, -220, 70, 200, "#F1EEE7", P.steelLight) +
          paperReel(c, 170, -180, 60, 160, "#D9C3A0", P.steelLight),
        at(x, y, s),
      ),
    calm,
  ),
);
const glassSetting = hallWith({ windows: 120, wall: "#E3EAEE", seed: "gla" }, (c, g, calm) =>
  backRow(
    c,
    g,
    0.4,
    (x, y, s) => reuse(c, "rack", () => glassRack(c, 0, 0, 300, 250, 160, "#E67E22"), at(x, y, s)),
    calm,
  ),
);

// ---- the markets ----------------------------------------------------------------------------------

const PET = "#3E8E41";
const STEEL = "#5E7283";
const PP = "#2B2D31";

const SPECS: Record<MarketSlug, MarketSpec> = {
  mineria: {
    backdrop: miningSetting,
    outdoor: true,
    hero: L.sacks(),
    second: L.bulkBag(),
    third: L.drums(),
    truck: { load: L.sacks(240, 180, 170), count: 3 },
    close: { kind: "strap", tool: "battery", strap: PET },
  },
  forestal: {
    backdrop: forestSetting,
    outdoor: true,
    hero: L.timber(240, 520, 180, "#D8B487", "f1"),
    second: L.timber(200, 460, 150, "#E0C29A", "f2"),
    third: L.timber(220, 500, 160, "#CFA877", "f3"),
    truck: { load: L.longLoad("timber", 600, 130, 130), count: 1 },
    close: { kind: "strap", tool: "battery", strap: PET },
  },
  agricola: {
    backdrop: agroSetting,
    outdoor: true,
    hero: L.fruit(260, 200, 250, "#E38B2C", "#4E8C4A"),
    second: L.fruit(260, 200, 230, "#5E7F2F", "#2F6FA8"),
    third: L.fruit(260, 200, 240, "#6D3A6E", "#8C3B4A"),
    truck: { load: L.fruit(240, 190, 220, "#E38B2C", "#4E8C4A"), count: 3 },
    close: { kind: "film" },
  },
  siderurgica: {
    backdrop: steelSetting,
    outdoor: false,
    hero: L.coil(130, 150),
    second: L.bars(),
    third: L.coil(100, 120),
    truck: { load: L.coil(95, 140), count: 3 },
    close: { kind: "strap", tool: "pneumatic-combi", strap: STEEL, onFloor: true },
  },
  construccion: {
    backdrop: buildSetting,
    outdoor: true,
    hero: L.bricks(260, 200, 210, "brick"),
    second: L.bricks(250, 200, 190, "block"),
    third: L.bricks(240, 190, 200, "brick"),
    truck: { load: L.bricks(230, 180, 180, "block"), count: 3 },
    close: { kind: "strap", tool: "battery", strap: PET },
  },
  ceramica: {
    backdrop: ceramicSetting,
    outdoor: false,
    hero: L.tiles(260, 200, 200, "#C98E6B"),
    second: L.tiles(250, 200, 180, "#8FA3B0"),
    third: L.tiles(250, 200, 190, "#D6C7A8"),
    truck: { load: L.tiles(240, 190, 180, "#C98E6B"), count: 3 },
    close: { kind: "strap", tool: "battery", strap: PP },
  },
  envases: {
    backdrop: containerSetting,
    outdoor: false,
    hero: L.bottles(260, 200, 250),
    second: L.bottles(250, 200, 230, "#9FD0B0", "#2E8B57"),
    third: L.wrappedCartons(250, 200, 220),
    truck: { load: L.bottles(240, 190, 220), count: 3 },
    close: { kind: "film" },
  },
  "fibras-textiles": {
    backdrop: textileSetting,
    outdoor: false,
    hero: L.bales(240, 180, 180, "#EFE9DC"),
    second: L.bales(220, 170, 160, "#D9CDB8"),
    third: L.bales(230, 170, 170, "#E8E2D5"),
    truck: { load: L.bales(220, 170, 170, "#EFE9DC"), count: 3 },
    close: { kind: "strap", tool: "pneumatic-combi", strap: STEEL },
  },
  papel: {
    backdrop: paperSetting,
    outdoor: false,
    hero: L.reams(260, 200, 200),
    second: L.reel(85, 220),
    third: L.reel(75, 180),
    truck: { load: L.reams(240, 190, 180), count: 3 },
    close: { kind: "strap", tool: "battery", strap: PP },
  },
  vidrio: {
    backdrop: glassSetting,
    outdoor: false,
    hero: L.glass(330, 170, 260),
    second: L.bottles(250, 200, 230, "#B7793A", "#C9A23A"),
    third: L.bottles(240, 190, 220, "#6F9A62", "#C9A23A"),
    truck: { load: L.glass(300, 160, 230), count: 2 },
    close: { kind: "strap", tool: "manual-tensioner", strap: "#E67E22", onFloor: true },
  },
};

// ---- images ---------------------------------------------------------------------------------------

/** Main image 1200 × 800: the market's loads in their setting. */
function mainImage(slug: MarketSlug): string {
  const m = SPECS[slug];
  const c = canvas(1200, 800, `market-${slug}`);
  const g = 440;
  const body = [
    m.backdrop(c, g, false),
    arrange(c, [
      { load: m.second, x: 70, y: 600, maxW: 420, maxH: 270, align: 0.3 },
      { load: m.third, x: 760, y: 630, maxW: 400, maxH: 290, align: 0.6 },
      { load: m.hero, x: 300, y: 740, maxW: 600, maxH: 420, align: 0.5 },
    ]),
  ].join("");
  return finish(c, body);
}

/** Strip 1: loading — a forklift carries a load, more loads wait. */
function loadingImage(slug: MarketSlug): string {
  const m = SPECS[slug];
  const c = canvas(800, 600, `market-${slug}-1`);
  const g = 330;
  const s = 0.78;
  const l = m.hero;
  const ls = Math.min(240 / l.w, 280 / extentH(l), 360 / extentW(l));
  const lift = forklift(c, 0, 0, {
    forkZ: 70,
    load: (x, y) => place(l.draw(c, 0, 0), x, y, ls),
  });
  const body = [
    m.backdrop(c, g, false),
    arrange(c, [
      { load: m.second, x: 580, y: 450, maxW: 200, maxH: 190, align: 1 },
      { load: m.third, x: 590, y: 565, maxW: 195, maxH: 210, align: 1 },
    ]),
    place(lift, 230, 560, s),
  ].join("");
  return finish(c, body);
}

/** Strip 2: close-up of the strapping (with the tool on the load) or of the film being applied. */
function closeUpImage(slug: MarketSlug): string {
  const m = SPECS[slug];
  const c = canvas(800, 600, `market-${slug}-2`);
  const g = 300;
  const l = m.hero;
  const s = Math.min(620 / extentH(l), 820 / extentW(l));
  const x = 400 - (extentW(l) * s) / 2 - 30;
  const y = 600 + l.h * s * 0.22 + 170 - l.d * DEPTH.y * s * 0.1;
  const topY = y - l.h * s;
  const dx = l.d * DEPTH.x * s;
  const dy = l.d * DEPTH.y * s;
  if (m.close.kind === "strap" && m.close.onFloor) {
    // the load large at the left, the tool on the floor in front of it at the right
    const fs = Math.min(540 / extentH(l), 560 / extentW(l));
    const fx = 30;
    const fy = 560;
    const ts = 0.46;
    const parts = [m.backdrop(c, 330, false), put(c, l, fx, fy, fs)];
    parts.push(rect(430, 572, 360, 12, m.close.strap), rect(430, 572, 360, 3, shade(m.close.strap, 0.35)));
    parts.push(shadow(c, 610, 578, 180, 16, 0.4));
    parts.push(place(tool(c, m.close.tool), 470, 578, ts));
    return finish(c, parts.join(""));
  }
  const parts: string[] = [m.backdrop(c, g, false), put(c, l, x, y, s)];
  if (m.close.kind === "strap") {
    // a strap across the top (left to right) with the tool on it, at mid depth
    const t = 0.5;
    const sx = x + dx * t;
    const sy = topY - dy * t;
    const sw = l.w * s;
    parts.push(rect(sx, sy - 6, sw, 12, m.close.strap), rect(sx, sy - 6, sw, 3, shade(m.close.strap, 0.35)));
    parts.push(rect(x + sw - 6, sy - 6 + dy * 0, 10, 0, m.close.strap));
    const tl = tool(c, m.close.tool);
    const ts = Math.min(0.5, (sw * 0.48) / 650);
    parts.push(shadow(c, sx + sw / 2, sy + 2, 300 * ts, 16, 0.4));
    parts.push(place(tl, sx + sw / 2 - 300 * ts, sy + 1, ts));
  } else {
    // a hand roll applying film at the right edge of the load
    const fx = Math.min(690, x + l.w * s + dx + 60);
    const fy = topY - dy + 60;
    const rh = 260;
    parts.push(
      poly(
        [
          [fx - 20, fy + 20],
          [x + l.w * s + 2, fy + 40],
          [x + l.w * s + 2, fy + rh * 0.9],
          [fx - 20, fy + rh - 10],
        ],
        "#DCEBF3",
        { opacity: 0.55 },
      ),
    );
    parts.push(line(fx - 20, fy + 20, x + l.w * s + 2, fy + 40, "#FFFFFF", 2, { opacity: 0.9 }));
    parts.push(filmRoll(c, fx, fy, 48, rh, { tint: "clear", roll: "hand" }));
  }
  return finish(c, parts.join(""));
}

/** Strip 3: transport — a loaded truck on the road (outdoor markets) or at the plant's dock. */
function transportImage(slug: MarketSlug): string {
  const m = SPECS[slug];
  const c = canvas(800, 600, `market-${slug}-3`);
  const parts: string[] = [];
  if (m.outdoor) {
    const g = 300;
    parts.push(m.backdrop(c, g, false));
    parts.push(road(c, 430, 120));
  } else {
    const g = 380;
    parts.push(sky(c, g), clouds(c, `${slug}-yard`, 200, 3));
    parts.push(plantBuilding(c, -20, g, 860, 230, markShapes()));
    parts.push(ground(c, g, "#D9DDE1", "#CDD2D7"), rect(0, g, c.width, 3, "#B9C1C8"));
    for (let x = 40; x < 800; x += 140) parts.push(line(x, 560, x + 70, 560, "#F4F5F7", 5, { opacity: 0.8 }));
  }
  const ts = 0.76;
  parts.push(place(truck(c, 0, 0, { load: deckRow(c, m.truck.load, m.truck.count) }), 40, 532, ts));
  return finish(c, parts.join(""));
}

/** Market hero 1920 × 640: calm left, loads and a truck centre-right. */
function heroImage(slug: MarketSlug): string {
  const m = SPECS[slug];
  const c = canvas(1920, 640, `hero-market-${slug}`);
  const g = 320;
  const parts: string[] = [m.backdrop(c, g, true), calmLeft(c, m.outdoor ? "#EEF3F6" : "#E9EDF0", 0.5, 0.6)];
  parts.push(place(truck(c, 0, 0, { load: deckRow(c, m.truck.load, m.truck.count) }), 1300, 470, 0.58));
  parts.push(
    arrange(c, [
      { load: m.second, x: 760, y: 475, maxW: 300, maxH: 210, align: 0.6 },
      { load: m.hero, x: 940, y: 535, maxW: 430, maxH: 310, align: 0.5 },
    ]),
  );
  return finish(c, parts.join(""));
}

export function marketImages(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const slug of MARKET_SLUGS) {
    out[`markets/${slug}.svg`] = mainImage(slug);
    out[`markets/${slug}-1.svg`] = loadingImage(slug);
    out[`markets/${slug}-2.svg`] = closeUpImage(slug);
    out[`markets/${slug}-3.svg`] = transportImage(slug);
    out[`heroes/markets/${slug}.svg`] = heroImage(slug);
  }
  return out;
}
