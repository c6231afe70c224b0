// Unit loads as they leave a plant: goods on a pallet (or bearers) secured with strap and/or film.
// Every load is described by its footprint and height so scenes can lay them out and scale them.

import {
  box3d,
  type Canvas,
  cartonLoad,
  cornerBoards,
  filmWrap,
  P,
  pallet,
  palletHeight,
  strapD,
  strapH,
  strapV,
  type StrapStyle,
} from "./kit";
import {
  bale,
  barBundle,
  bigBag,
  bottleTiers,
  longBundle,
  brickPack,
  drumGroup,
  fruitBoxes,
  glassRack,
  paperReel,
  reamStack,
  sackStack,
  steelCoil,
  tileBoxes,
  timberBundle,
} from "./props";

export interface Load {
  /** Footprint width (front face), depth and total height incl. pallet. */
  w: number;
  d: number;
  h: number;
  /** Draws the load with its front-bottom-left corner at (x, y); no ground shadow. */
  draw: (c: Canvas, x: number, y: number) => string;
}

const STRAP_PP: StrapStyle = { color: "#2B2D31", width: 8, joint: "weld" };
const STRAP_PET: StrapStyle = { color: "#3E8E41", width: 9, joint: "weld" };
const STRAP_STEEL: StrapStyle = { color: "#5E7283", width: 10, joint: "seal" };
const STRAP_WHITE: StrapStyle = { color: "#F1F1EE", width: 8, joint: "weld" };

/** Goods `h` high on a pallet of w × d: `goods` draws their layers on the deck (gx, gy, gw, gd). */
function palletLoad(
  w: number,
  d: number,
  h: number,
  goods: (c: Canvas, gx: number, gy: number, gw: number, gd: number, ph: number) => string[],
): Load {
  const ph = palletHeight(w);
  return {
    w,
    d,
    h: h + ph,
    draw: (c, x, y) => pallet(c, x, y, w, d) + goods(c, x + 4, y - ph, w - 8, d - 12, ph).join(""),
  };
}

/** Vertical straps at fractions `at` of the width, running down over the pallet's deck. */
function straps(
  c: Canvas,
  [gx, gy, gw, h, gd]: [number, number, number, number, number],
  at: number[],
  strap: StrapStyle,
  ph: number,
): string[] {
  return at.map((t) => strapV(c, gx, gy, gw, h, gd, t, { ...strap, below: ph * 0.7 }));
}

export function wrappedCartons(w = 260, d = 200, h = 230, upTo = 1, color: string = P.cardboard): Load {
  return palletLoad(w, d, h, (c, gx, gy, gw, gd, ph) => [
    cartonLoad(c, gx, gy, gw, h, gd, 3, 3, color),
    upTo > 0 ? filmWrap(c, gx, gy, gw, h, gd, { upTo, below: ph * 0.6 }) : "",
  ]);
}

export function strappedCartons(
  w = 260,
  d = 200,
  h = 220,
  strap: StrapStyle = STRAP_PET,
  color: string = P.cardboard,
): Load {
  return palletLoad(w, d, h, (c, gx, gy, gw, gd, ph) => [
    cartonLoad(c, gx, gy, gw, h, gd, 3, 3, color),
    ...straps(c, [gx, gy, gw, h, gd], [0.25, 0.75], strap, ph),
  ]);
}

export function sacks(w = 260, d = 190, h = 200): Load {
  return palletLoad(w, d, h, (c, gx, gy, gw, gd, ph) => [
    sackStack(c, gx, gy, gw, h, gd, "#ECEEEA", 5),
    filmWrap(c, gx, gy, gw, h, gd, { below: ph * 0.5, topSheet: true }),
    ...straps(c, [gx, gy, gw, h, gd], [0.3, 0.7], STRAP_PET, ph),
  ]);
}

export function bulkBag(w = 240, d = 200, h = 230): Load {
  const ph = palletHeight(w);
  return {
    w,
    d,
    h: h + ph,
    draw: (c, x, y) => pallet(c, x, y, w, d) + bigBag(c, x + 6, y - ph, w - 12, h, d - 14),
  };
}

export function drums(w = 250, d = 200, color = "#2F6FA8"): Load {
  const ph = palletHeight(w);
  return {
    w,
    d,
    h: 190 + ph,
    draw: (c, x, y) => pallet(c, x, y, w, d) + drumGroup(c, x + 2, y - ph, w - 4, d - 10, color, "#3E8E41"),
  };
}

export function timber(w = 230, d = 520, h = 170, tone = "#D8B487", seed = "tb"): Load {
  return {
    w,
    d,
    h: h + 26,
    draw: (c, x, y) =>
      [
        box3d(c, x + 10, y, 34, 26, d, { front: "#9C7452" }),
        box3d(c, x + w - 44, y, 34, 26, d, { front: "#9C7452" }),
        timberBundle(c, x, y - 26, w, h, d, seed, tone),
        ...[0.12, 0.45, 0.78].map((t) => strapD(c, x, y - 26, w, h, d, t, { ...STRAP_PET, below: 0 })),
      ].join(""),
  };
}

export function fruit(w = 260, d = 200, h = 240, fruitColor = "#E38B2C", label = "#4E8C4A"): Load {
  return palletLoad(w, d, h, (c, gx, gy, gw, gd, ph) => [
    fruitBoxes(c, gx, gy, gw, h, gd, fruitColor, label),
    cornerBoards(c, gx, gy, gw, h, gd),
    ...[0.15, 0.5, 0.85].map((t) => strapH(c, gx, gy, gw, gd, h * t, STRAP_WHITE, t === 0.5)),
    filmWrap(c, gx, gy, gw, h, gd, { upTo: 0.98, below: ph * 0.5, strength: 0.8 }),
  ]);
}

export function coil(R = 120, depth = 150): Load {
  const w = 2 * R;
  return {
    w,
    d: depth,
    h: 2 * R + R * 0.22 + 4,
    draw: (c, x, y) => steelCoil(c, x + R, y - R * 0.22 - 4 - R, R, depth, STRAP_STEEL.color),
  };
}

export function bars(w = 220, d = 560, h = 120): Load {
  return {
    w,
    d,
    h: h + 26,
    draw: (c, x, y) =>
      [
        box3d(c, x + 10, y, 34, 26, d, { front: "#9C7452" }),
        box3d(c, x + w - 44, y, 34, 26, d, { front: "#9C7452" }),
        barBundle(c, x, y - 26, w, h, d),
        ...[0.1, 0.4, 0.7].map((t) => strapD(c, x, y - 26, w, h, d, t, STRAP_STEEL)),
      ].join(""),
  };
}

export function bricks(w = 250, d = 200, h = 200, kind: "brick" | "block" = "brick"): Load {
  return palletLoad(w, d, h, (c, gx, gy, gw, gd, ph) => [
    brickPack(c, gx, gy, gw, h, gd, kind),
    ...straps(c, [gx, gy, gw, h, gd], [0.28, 0.72], STRAP_PET, ph),
    strapH(c, gx, gy, gw, gd, h * 0.3, STRAP_PET, false),
    strapH(c, gx, gy, gw, gd, h * 0.75, STRAP_PET, false),
    filmWrap(c, gx, gy - h * 0.82, gw, h * 0.18, gd, { topSheet: true, strength: 0.9 }),
  ]);
}

export function tiles(w = 250, d = 200, h = 190, swatch = "#C98E6B"): Load {
  return palletLoad(w, d, h, (c, gx, gy, gw, gd, ph) => [
    tileBoxes(c, gx, gy, gw, h, gd, swatch),
    cornerBoards(c, gx, gy, gw, h, gd, "#C9CFD4"),
    ...straps(c, [gx, gy, gw, h, gd], [0.3, 0.7], STRAP_PP, ph),
    filmWrap(c, gx, gy, gw, h, gd, { below: ph * 0.5, strength: 0.85 }),
  ]);
}

export function bottles(
  w = 260,
  d = 200,
  h = 250,
  color = "#9CC9DA",
  cap = "#2F7DB5",
  strap: StrapStyle = STRAP_PP,
): Load {
  return palletLoad(w, d, h + 7, (c, gx, gy, gw, gd, ph) => [
    bottleTiers(c, gx, gy, gw, h, gd, color, cap, 4),
    filmWrap(c, gx - 2, gy, gw + 4, h + 7, gd, { below: ph * 0.5, strength: 0.9 }),
    ...straps(c, [gx - 2, gy, gw + 4, h + 7, gd], [0.3, 0.7], strap, ph),
  ]);
}

export function bales(w = 230, d = 170, h = 170, color = "#EFE9DC"): Load {
  return {
    w,
    d,
    h: h + 26,
    draw: (c, x, y) =>
      box3d(c, x + 6, y, w - 12, 26, d, { front: "#9C7452" }) + bale(c, x, y - 26, w, h, d, color),
  };
}

export function reams(w = 250, d = 200, h = 190): Load {
  return palletLoad(w, d, h, (c, gx, gy, gw, gd, ph) => [
    reamStack(c, gx, gy, gw, h, gd),
    cornerBoards(c, gx, gy, gw, h, gd),
    ...straps(c, [gx, gy, gw, h, gd], [0.25, 0.75], STRAP_PP, ph),
    strapH(c, gx, gy, gw, gd, h * 0.5, STRAP_PP),
  ]);
}

export function reel(r = 80, h = 200): Load {
  return {
    w: 2 * r,
    d: 2 * r * 1.0,
    h: h + r * 0.32,
    draw: (c, x, y) => paperReel(c, x + r + r * 0.55, y - h - r * 0.2, r, h),
  };
}

export function glass(w = 320, d = 170, h = 250): Load {
  return { w, d, h: h + 18, draw: (c, x, y) => glassRack(c, x, y, w, h, d) };
}

/** A long bundle lying along x (timber or bars), for trucks. */
export function longLoad(kind: "timber" | "bars", len = 560, h = 110, d = 130): Load {
  const strap = kind === "timber" ? STRAP_PET.color : STRAP_STEEL.color;
  return {
    w: len,
    d,
    h: h + 20,
    draw: (c, x, y) =>
      [
        ...[0.1, 0.5, 0.85].map((t) => box3d(c, x + len * t, y, 30, 20, d, { front: "#9C7452" })),
        longBundle(c, x, y - 20, len, h, d, kind, strap),
      ].join(""),
  };
}
