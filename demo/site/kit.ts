// Helpers of the page pictures. The drawing vocabulary (Canvas, shapes, boxes, pallets, shading)
// is demo/primitives.ts, shared with the catalogue pictures so both share one style; this file only
// adds the palette of the scenery and a few helpers for oblique boxes, straps and film.

import { C, Canvas, DEPTH, group, hash, line, n, poly, rect, shade, depthOffset } from "../primitives";

export * from "../primitives";

/** Scenery colours, all muted so the brand red stays the only loud colour. */
export const P = {
  ...C,
  skyTop: "#C9DAE6",
  skyLow: "#EEF3F6",
  mountainFar: "#BCCAD5",
  mountainMid: "#9AAEBE",
  mountainNear: "#7F95A6",
  snow: "#F6F8FA",
  earth: "#CDB08A",
  earthDark: "#A98A65",
  grass: "#A7C283",
  grassDark: "#7FA062",
  leaf: "#5E8A5E",
  leafDark: "#456B4A",
  pine: "#4D7458",
  trunk: "#7A5B40",
  asphalt: "#5E6870",
  concrete: "#DADEE2",
  wall: "#E4E8EC",
  wallDark: "#C9D0D6",
  brick: "#B5553C",
  glass: "#BFD9E2",
  cardboard: "#C9A072",
  cardboardLight: "#D9B68A",
} as const;

/** Oblique projection of a point: (x, y) is a front corner on the ground, d goes into depth, z up. */
export function ob(x: number, y: number, d: number, z = 0): [number, number] {
  return [x + d * DEPTH.x, y - z - d * DEPTH.y];
}

/** Points to an SVG path "M … L … Z". */
export function pts(points: [number, number][], close = true): string {
  return "M" + points.map(([x, y]) => `${n(x)} ${n(y)}`).join(" L") + (close ? " Z" : "");
}

// ---- reusable drawings (<use>) -------------------------------------------------------------------

interface Symbols {
  prefix: string;
  items: Map<string, { id: string; markup: string }>;
}
const SYMBOLS = new WeakMap<Canvas, Symbols>();

function symbols(c: Canvas): Symbols {
  let s = SYMBOLS.get(c);
  if (!s) {
    s = { prefix: `u${hash(`${c.width}x${c.height}`).toString(36)}`, items: new Map() };
    SYMBOLS.set(c, s);
  }
  return s;
}

/** A new canvas whose reusable drawings get ids unique to its key. */
export function canvas(width: number, height: number, key: string): Canvas {
  const c = new Canvas(width, height, key);
  SYMBOLS.set(c, { prefix: `u${hash(key).toString(36)}`, items: new Map() });
  return c;
}

/**
 * Draws `make()` once into the document's defs and references it with <use>: for objects that
 * repeat (trees, identical loads on a truck), which keeps the files small.
 */
export function reuse(c: Canvas, key: string, make: () => string, transform: string): string {
  const s = symbols(c);
  let item = s.items.get(key);
  if (!item) {
    // draw first: the drawing may itself register (nested) reusable drawings
    const markup = make();
    item = { id: `${s.prefix}-${s.items.size}`, markup };
    s.items.set(key, item);
  }
  return `<use href="#${item.id}" transform="${transform}"/>`;
}

/**
 * Shrinks the markup without changing the picture: runs of adjacent <line>s with the same style
 * become one <path>, and so do runs of adjacent solid-colour <rect>s without rounded corners.
 */
export function compact(svg: string): string {
  const LINE = /<line x1="([-\d.]+)" y1="([-\d.]+)" x2="([-\d.]+)" y2="([-\d.]+)"((?: [a-z-]+="[^"]*")*)\/>/y;
  const RECT =
    /<rect x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)" fill="(#[0-9A-Fa-f]{3,6})"((?: (?:opacity|stroke|stroke-width)="[^"]*")*)\/>/y;
  let out = "";
  let i = 0;
  while (i < svg.length) {
    LINE.lastIndex = i;
    let m = LINE.exec(svg);
    if (m) {
      const style = m[5] ?? "";
      let d = "";
      while (m && (m[5] ?? "") === style) {
        d += `M${m[1]} ${m[2]}L${m[3]} ${m[4]}`;
        i = LINE.lastIndex;
        LINE.lastIndex = i;
        m = LINE.exec(svg);
      }
      out += `<path d="${d}" fill="none"${style}/>`;
      continue;
    }
    RECT.lastIndex = i;
    let r = RECT.exec(svg);
    if (r) {
      const style = `${r[5]}|${r[6] ?? ""}`;
      const fill = r[5];
      const rest = r[6] ?? "";
      let d = "";
      while (r && `${r[5]}|${r[6] ?? ""}` === style) {
        d += `M${r[1]} ${r[2]}h${r[3]}v${r[4]}h-${r[3]}Z`;
        i = RECT.lastIndex;
        RECT.lastIndex = i;
        r = RECT.exec(svg);
      }
      out += `<path d="${d}" fill="${fill}"${rest}/>`;
      continue;
    }
    const next = svg.indexOf("<", i + 1);
    const end = next === -1 ? svg.length : next;
    out += svg.slice(i, end);
    i = end;
  }
  return out;
}

/** Clips content to the whole canvas and renders the document with its reusable drawings. */
export function finish(c: Canvas, body: string): string {
  const clip = c.clip(rect(0, 0, c.width, c.height, "#000"));
  const s = SYMBOLS.get(c);
  const defs =
    s && s.items.size > 0
      ? `<defs>${[...s.items.values()].map((i) => `<g id="${i.id}">${i.markup}</g>`).join("")}</defs>`
      : "";
  return compact(c.render(defs + group(body, undefined, { "clip-path": clip })));
}

/**
 * Keeps the left part of a hero calm: a soft veil of the background colour that fades out
 * towards the centre (text sits on that side of the heroes).
 */
export function calmLeft(c: Canvas, color: string, until = 0.55, strength = 0.72): string {
  return rect(
    0,
    0,
    c.width * until,
    c.height,
    c.linear([
      [0, color, strength],
      [0.6, color, strength * 0.6],
      [1, color, 0],
    ]),
  );
}

// ---- straps and film on an oblique box (front-bottom-left corner at x, y) ---------------------

export interface StrapStyle {
  color: string;
  /** Band width in px. */
  width?: number;
  /** Seal look on the front face: metal sleeve, friction weld, wire buckle or none. */
  joint?: "seal" | "weld" | "buckle" | "none";
  /** How far the band continues below the load (through the pallet). */
  below?: number;
}

/** The joint of a band: (x, y) is the centre, `across` the band width, `horizontal` its direction. */
function jointMark(
  c: Canvas,
  x: number,
  y: number,
  across: number,
  s: StrapStyle,
  horizontal = false,
): string {
  const j = s.joint ?? "weld";
  if (j === "none") return "";
  const box = (along: number, extra: number, fill: string, more: Record<string, string | number> = {}) =>
    horizontal
      ? rect(x - along / 2, y - (across + extra) / 2, along, across + extra, fill, more)
      : rect(x - (across + extra) / 2, y - along / 2, across + extra, along, fill, more);
  if (j === "seal") {
    const marks = [-4, 4].map((o) =>
      horizontal
        ? line(x + o, y - across / 2 - 2, x + o, y + across / 2 + 2, "#6C757D", 1.2)
        : line(x - across / 2 - 2, y + o, x + across / 2 + 2, y + o, "#6C757D", 1.2),
    );
    return box(24, 6, c.face("#A4ADB4", 0.25), { rx: 2.5 }) + marks.join("");
  }
  if (j === "buckle") return box(18, 6, "none", { stroke: "#3B4249", "stroke-width": 2.5, rx: 3 });
  return box(14, 1, shade(s.color, -0.25), { rx: 1.5 });
}

/** A vertical strap over the front face and across the top, at fraction t of the width. */
export function strapV(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  t: number,
  s: StrapStyle,
): string {
  const bw = s.width ?? 9;
  const below = s.below ?? 0;
  const bx = x + w * t - bw / 2;
  const [dx, dy] = depthOffset(d);
  const col = s.color;
  return [
    rect(bx, y - h - 0.5, bw, h + below + 0.5, c.face(col, 0.12)),
    rect(bx, y - h, 1.4, h + below, shade(col, 0.45), { opacity: 0.6 }),
    poly(
      [
        [bx, y - h],
        [bx + dx, y - h - dy],
        [bx + dx + bw, y - h - dy],
        [bx + bw, y - h],
      ],
      shade(col, 0.18),
    ),
    jointMark(c, bx + bw / 2, y - h * 0.42, bw, s),
  ].join("");
}

/** A horizontal strap around the front and right faces at height z above y. */
export function strapH(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  d: number,
  z: number,
  s: StrapStyle,
  joint = true,
): string {
  const bw = s.width ?? 9;
  const [dx, dy] = depthOffset(d);
  const yy = y - z;
  const col = s.color;
  return [
    rect(x - 0.5, yy - bw / 2, w + 1, bw, c.face(col, 0.12)),
    rect(x, yy - bw / 2, w, 1.3, shade(col, 0.45), { opacity: 0.6 }),
    poly(
      [
        [x + w, yy - bw / 2],
        [x + w + dx, yy - bw / 2 - dy],
        [x + w + dx, yy + bw / 2 - dy],
        [x + w, yy + bw / 2],
      ],
      shade(col, -0.22),
    ),
    joint ? jointMark(c, x + w * 0.62, yy, bw, s, true) : "",
  ].join("");
}

/** Cardboard or plastic corner boards on the two visible vertical front edges. */
export function cornerBoards(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  color = "#D7BE98",
): string {
  const k = 9;
  const [dx, dy] = depthOffset(d);
  return [
    rect(x - 2, y - h - 2, k, h + 2, c.face(color, 0.1)),
    rect(x + w - k + 2, y - h - 2, k, h + 2, c.face(color, 0.1)),
    poly(
      [
        [x + w + 2, y - h - 2],
        [x + w + 2 + k * 0.8, y - h - 2 - k * 0.46],
        [x + w + 2 + k * 0.8, y - k * 0.46],
        [x + w + 2, y],
      ],
      shade(color, -0.2),
    ),
    poly(
      [
        [x + w + dx - 2, y - h - dy],
        [x + w + dx + 3, y - h - dy - 3],
        [x + w + dx + 3, y - dy - 3],
        [x + w + dx - 2, y - dy],
      ],
      shade(color, -0.25),
    ),
  ].join("");
}

export interface FilmStyle {
  /** Fraction of the height that is wrapped, from the bottom (1 = all). */
  upTo?: number;
  /** Extra height wrapped below the load (over the pallet). */
  below?: number;
  /** Tint of the film. */
  tint?: string;
  /** Draw a top sheet over the load. */
  topSheet?: boolean;
  /** Spiral band spacing in px. */
  band?: number;
  /** Overall strength (opacity multiplier). */
  strength?: number;
}

/** Stretch film over an oblique box: translucent faces, spiral band edges and gloss streaks. */
export function filmWrap(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  f: FilmStyle = {},
): string {
  const [dx, dy] = depthOffset(d);
  const tint = f.tint ?? C.film;
  const k = f.strength ?? 1;
  const below = f.below ?? 0;
  const top = y - h * (f.upTo ?? 1);
  const bottom = y + below;
  const fh = bottom - top;
  const band = f.band ?? 46;
  const parts: string[] = [];
  const frontFill = c.linear(
    [
      [0, "#FFFFFF", 0.42 * k],
      [0.35, tint, 0.3 * k],
      [0.7, "#FFFFFF", 0.22 * k],
      [1, tint, 0.34 * k],
    ],
    0,
    0,
    1,
    0.3,
  );
  const sideFill = c.linear(
    [
      [0, tint, 0.38 * k],
      [1, "#FFFFFF", 0.2 * k],
    ],
    0,
    0,
    1,
    0,
  );
  parts.push(rect(x - 1.5, top, w + 3, fh, frontFill));
  parts.push(
    poly(
      [
        [x + w + 1.5, top],
        [x + w + dx + 1.5, top - dy],
        [x + w + dx + 1.5, bottom - dy],
        [x + w + 1.5, bottom],
      ],
      sideFill,
    ),
  );
  // spiral band edges: gently tilted lines that run on across the corner
  const tilt = band * 0.22;
  const clipFront = c.clip(rect(x - 1.5, top, w + 3, fh, "#000"));
  const clipSide = c.clip(
    poly(
      [
        [x + w + 1.5, top],
        [x + w + dx + 1.5, top - dy],
        [x + w + dx + 1.5, bottom - dy],
        [x + w + 1.5, bottom],
      ],
      "#000",
    ),
  );
  const fl: string[] = [];
  const sl: string[] = [];
  for (let yy = bottom + tilt; yy > top - tilt; yy -= band) {
    fl.push(line(x - 2, yy, x + w + 2, yy - tilt, "#FFFFFF", 2, { opacity: 0.55 * k }));
    fl.push(line(x - 2, yy + 3, x + w + 2, yy + 3 - tilt, shade(tint, -0.25), 1, { opacity: 0.35 * k }));
    sl.push(
      line(x + w, yy - tilt, x + w + dx + 2, yy - tilt - dy - tilt * 0.5, "#FFFFFF", 1.6, {
        opacity: 0.45 * k,
      }),
    );
  }
  // gloss streaks
  fl.push(rect(x + w * 0.1, top, w * 0.07, fh, "#FFFFFF", { opacity: 0.22 * k }));
  fl.push(rect(x + w * 0.2, top, w * 0.02, fh, "#FFFFFF", { opacity: 0.3 * k }));
  fl.push(rect(x + w * 0.74, top, w * 0.04, fh, "#FFFFFF", { opacity: 0.16 * k }));
  parts.push(group(fl.join(""), undefined, { "clip-path": clipFront }));
  parts.push(group(sl.join(""), undefined, { "clip-path": clipSide }));
  // film edges at the corners
  parts.push(line(x + w + 1, top, x + w + 1, bottom, "#FFFFFF", 2, { opacity: 0.7 * k }));
  parts.push(line(x - 1, top, x - 1, bottom, "#FFFFFF", 1.5, { opacity: 0.5 * k }));
  if ((f.upTo ?? 1) >= 1) {
    // the film folds over the top edge
    const e = Math.min(14, d * 0.12);
    parts.push(
      poly(
        [
          [x - 1.5, top],
          [x + w + 1.5, top],
          [x + w + dx + 1.5, top - dy],
          [x + w + dx - e * DEPTH.x, top - dy + e * DEPTH.y],
          [x + w - e * 0.2, top - e * DEPTH.y * 0.5],
          [x + e * DEPTH.x, top - e * DEPTH.y],
        ],
        "#FFFFFF",
        { opacity: 0.35 * k },
      ),
    );
    if (f.topSheet) {
      parts.push(
        poly(
          [
            [x - 1.5, top],
            [x + dx - 1.5, top - dy],
            [x + w + dx + 1.5, top - dy],
            [x + w + 1.5, top],
          ],
          c.linear([
            [0, "#FFFFFF", 0.5 * k],
            [1, tint, 0.3 * k],
          ]),
        ),
      );
    }
  }
  return parts.join("");
}

/**
 * A strap around a long load at depth fraction t: a vertical band on the right face and a band
 * across the top (for loads whose length runs into the depth: timber, bars, coils of wire).
 */
export function strapD(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  t: number,
  s: StrapStyle,
): string {
  const bw = s.width ?? 9;
  const [dx, dy] = depthOffset(d);
  const px = x + w + dx * t;
  const py = y - dy * t;
  const kx = (bw / Math.max(1, d)) * dx * 1.6;
  const ky = (bw / Math.max(1, d)) * dy * 1.6;
  const col = s.color;
  const below = s.below ?? 0;
  return [
    poly(
      [
        [px, py - h],
        [px + kx, py - h - ky],
        [px + kx, py + below - ky],
        [px, py + below],
      ],
      shade(col, -0.15),
    ),
    poly(
      [
        [x + dx * t, y - h - dy * t],
        [x + dx * t + kx, y - h - dy * t - ky],
        [px + kx, py - h - ky],
        [px, py - h],
      ],
      shade(col, 0.2),
    ),
    s.joint === "none"
      ? ""
      : poly(
          [
            [x + dx * t + w * 0.4, y - h - dy * t + 1],
            [x + dx * t + w * 0.4 + kx, y - h - dy * t - ky + 1],
            [x + dx * t + w * 0.52 + kx, y - h - dy * t - ky + 1],
            [x + dx * t + w * 0.52, y - h - dy * t + 1],
          ],
          s.joint === "seal" ? "#A4ADB4" : shade(col, -0.25),
        ),
  ].join("");
}
