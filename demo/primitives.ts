// Shared building blocks of the catalogue artwork: a tiny SVG document builder, deterministic
// variation from a slug, colour helpers and the recurring scenery (backdrop, pallet, cartons, rolls).
// Everything returns SVG markup strings; nothing here uses <text>, fonts or external references.

import { BRAND_COLORS } from "../app/platform/content/company";

export const C = {
  red: BRAND_COLORS.red,
  redDark: BRAND_COLORS.redDark,
  ink: BRAND_COLORS.ink,
  steel: BRAND_COLORS.steel,
  light: BRAND_COLORS.light,
  white: BRAND_COLORS.white,
  steelLight: "#AEB7BE",
  steelPale: "#D5DADF",
  graphite: "#33393F",
  kraft: "#C9A072",
  wood: "#B98A5B",
  film: "#CFE3EE",
} as const;

/** FNV-1a, 32 bit: a stable small hash to derive variation from a slug. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A deterministic pseudo-random sequence in [0, 1) (mulberry32) seeded from a text. */
export function rng(seedText: string): () => number {
  let a = hash(seedText);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds to 1 decimal so the markup stays short and stable. */
export function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

function parseHex(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0); amount in [-1, 1]. */
export function shade(hex: string, amount: number): string {
  const [r, g, b] = parseHex(hex);
  const target = amount >= 0 ? 255 : 0;
  const k = Math.min(1, Math.abs(amount));
  const mix = (c: number) =>
    Math.round(c + (target - c) * k)
      .toString(16)
      .padStart(2, "0");
  return `#${mix(r)}${mix(g)}${mix(b)}`;
}

export type Stop = [offset: number, color: string, opacity?: number];

/** One SVG document under construction: collects gradient definitions and renders the root element. */
export class Canvas {
  private readonly defs = new Map<string, string>();
  private readonly markup: string[] = [];
  private readonly uid: string;

  constructor(
    readonly width: number,
    readonly height: number,
    key: string,
  ) {
    this.uid = "k" + hash(key).toString(36);
  }

  private define(key: string, make: (id: string) => string): string {
    let id = this.defs.get(key);
    if (id === undefined) {
      id = `${this.uid}-${this.defs.size}`;
      this.defs.set(key, id);
      this.markup.push(make(id));
    }
    return `url(#${id})`;
  }

  private static stops(stops: Stop[]): string {
    return stops
      .map(
        ([o, c, op]) =>
          `<stop offset="${n(o)}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${n(op)}"`}/>`,
      )
      .join("");
  }

  /** A linear gradient in the shape's bounding box, from (x1,y1) to (x2,y2) in 0..1 units. */
  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 1, y2 = 0): string {
    const key = `l${x1},${y1},${x2},${y2}|${JSON.stringify(stops)}`;
    return this.define(
      key,
      (id) =>
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${Canvas.stops(stops)}</linearGradient>`,
    );
  }

  /** A radial gradient in the shape's bounding box. */
  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const key = `r${cx},${cy},${r}|${JSON.stringify(stops)}`;
    return this.define(
      key,
      (id) =>
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${Canvas.stops(stops)}</radialGradient>`,
    );
  }

  /** A clip path made of the given shapes (user-space coordinates). */
  clip(shapes: string): string {
    return this.define(`c|${shapes}`, (id) => `<clipPath id="${id}">${shapes}</clipPath>`);
  }

  /** Horizontal shading of a rounded body lit from the upper left (cylinders, tubes). */
  round(color: string, spread = 1): string {
    return this.linear([
      [0, shade(color, -0.12 * spread)],
      [0.28, shade(color, 0.22 * spread)],
      [0.55, color],
      [1, shade(color, -0.35 * spread)],
    ]);
  }

  /** Gentle top-to-bottom shading of a flat face. */
  face(color: string, amount = 0.1): string {
    return this.linear(
      [
        [0, shade(color, amount)],
        [1, shade(color, -amount)],
      ],
      0,
      0,
      0,
      1,
    );
  }

  render(body: string): string {
    const w = this.width;
    const h = this.height;
    const defs = this.markup.length > 0 ? `<defs>${this.markup.join("")}</defs>` : "";
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}${body}</svg>`;
  }
}

// ---- plain shapes -----------------------------------------------------------------------------

type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? n(v) : v}"`)
    .join("");
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): string {
  return `<rect${attrs({ x, y, width: w, height: h, fill, ...extra })}/>`;
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
): string {
  return `<ellipse${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string {
  return `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;
}

export function path(d: string, fill: string, extra: Attrs = {}): string {
  return `<path${attrs({ d, fill, ...extra })}/>`;
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width = 2,
  extra: Attrs = {},
): string {
  return `<line${attrs({ x1, y1, x2, y2, stroke, "stroke-width": width, "stroke-linecap": "round", ...extra })}/>`;
}

export function poly(points: [number, number][], fill: string, extra: Attrs = {}): string {
  return `<polygon${attrs({ points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(" "), fill, ...extra })}/>`;
}

export function group(content: string, transform?: string, extra: Attrs = {}): string {
  return `<g${attrs({ transform, ...extra })}>${content}</g>`;
}

/**
 * Printed lettering (demo/lettering.ts: a path with data-text and data-cx) inside a mirrored
 * drawing is turned back about its own centre, so a model name never reads backwards.
 */
function unmirrorLettering(content: string): string {
  return content.replace(
    /<path [^>]*data-cx="(-?[\d.]+)"[^>]*\/>/g,
    (lettering, cx: string) =>
      `<g transform="translate(${n(2 * Number(cx))} 0) scale(-1 1)">${lettering}</g>`,
  );
}

/** Places content drawn around a local origin at (x, y) with a uniform scale (and optional mirror). */
export function place(content: string, x: number, y: number, scale = 1, mirror = false): string {
  const sx = mirror ? -scale : scale;
  return group(
    mirror ? unmirrorLettering(content) : content,
    `translate(${n(x)} ${n(y)}) scale(${Math.round(sx * 1000) / 1000} ${Math.round(scale * 1000) / 1000})`,
  );
}

/**
 * Places a drawing made for the 1200 × 900 product canvas so that its point (ax, ay) lands on (x, y):
 * how the page pictures show the very same machines, tools and materials as the product pictures.
 */
export function embed(markup: string, ax: number, ay: number, x: number, y: number, scale: number): string {
  return place(`<g transform="translate(${-ax} ${-ay})">${markup}</g>`, x, y, scale);
}

// ---- scenery ----------------------------------------------------------------------------------

/**
 * The studio behind a picture: a light wall with a soft glow (an ellipse: centre and radii) and the
 * floor from floorY down, its gradient ending in `floorLow`.
 */
export function studioSet(
  c: Canvas,
  floorY: number,
  glow: [cx: number, cy: number, rx: number, ry: number],
  floorLow: string,
): string {
  const { width: w, height: h } = c;
  const vertical = (top: string, bottom: string) =>
    c.linear(
      [
        [0, top],
        [1, bottom],
      ],
      0,
      0,
      0,
      1,
    );
  return [
    rect(0, 0, w, h, vertical("#FAFBFC", C.light)),
    ellipse(
      ...glow,
      c.radial([
        [0, "#FFFFFF", 0.95],
        [1, "#FFFFFF", 0],
      ]),
    ),
    rect(0, floorY, w, h - floorY, vertical("#ECEEF1", floorLow)),
    rect(0, floorY, w, 2, "#DDE1E5"),
  ].join("");
}

/** The light studio backdrop every product image sits on: wall and floor, nothing else. */
export function backdrop(c: Canvas, floorY = 700): string {
  const { width: w, height: h } = c;
  return studioSet(c, floorY, [w / 2, h * 0.42, w * 0.46, h * 0.44], "#E3E6EA");
}

/** A soft contact shadow on the floor. */
export function shadow(c: Canvas, cx: number, cy: number, rx: number, ry: number, strength = 0.28): string {
  return ellipse(
    cx,
    cy,
    rx,
    ry,
    c.radial([
      [0, "#1F2933", strength],
      [0.6, "#1F2933", strength * 0.45],
      [1, "#1F2933", 0],
    ]),
  );
}

/** Oblique projection used by boxes: depth goes up and to the right. */
export const DEPTH = { x: 0.62, y: 0.36 };

/** How far a depth of d moves a point: right and up (screen y decreases by the second value). */
export function depthOffset(d: number): [dx: number, dy: number] {
  return [d * DEPTH.x, d * DEPTH.y];
}

export interface BoxColors {
  front: string;
  side?: string;
  top?: string;
}

/** A box with its front-bottom-left corner at (x, y): front, top and right side faces. */
export function box3d(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  col: BoxColors,
): string {
  const [dx, dy] = depthOffset(d);
  const top = col.top ?? shade(col.front, 0.18);
  const side = col.side ?? shade(col.front, -0.22);
  return [
    poly(
      [
        [x + w, y],
        [x + w + dx, y - dy],
        [x + w + dx, y - h - dy],
        [x + w, y - h],
      ],
      c.face(side, 0.06),
    ),
    poly(
      [
        [x, y - h],
        [x + dx, y - h - dy],
        [x + w + dx, y - h - dy],
        [x + w, y - h],
      ],
      top,
    ),
    rect(x, y - h, w, h, c.face(col.front, 0.06)),
  ].join("");
}

/** A wooden pallet with its front-bottom-left corner at (x, y). Its height is 0.14·w. */
export function pallet(c: Canvas, x: number, y: number, w: number, d: number): string {
  const h = w * 0.14;
  const wood = C.wood;
  const [dx, dy] = depthOffset(d);
  const deck = h * 0.28;
  const gapTop = y - h + deck;
  const gapBottom = y - deck;
  const parts: string[] = [];
  // bottom boards (their top face lies behind everything else)
  parts.push(box3d(c, x, y, w, deck, d, { front: shade(wood, -0.05), top: shade(wood, -0.35) }));
  // the dark space between the decks, seen from the front and from the side
  parts.push(rect(x, gapTop, w, gapBottom - gapTop, shade(wood, -0.62)));
  parts.push(
    poly(
      [
        [x + w, gapBottom],
        [x + w + dx, gapBottom - dy],
        [x + w + dx, gapTop - dy],
        [x + w, gapTop],
      ],
      shade(wood, -0.55),
    ),
  );
  // blocks: three along the front, three along the right side
  const bw = w * 0.12;
  for (const bx of [x, x + w / 2 - bw / 2, x + w - bw]) {
    parts.push(rect(bx, gapTop, bw, gapBottom - gapTop, c.face(shade(wood, -0.06), 0.05)));
  }
  const sb = 0.14;
  for (const t of [0, 0.5 - sb / 2, 1 - sb]) {
    const x0 = x + w + dx * t;
    const x1 = x + w + dx * (t + sb);
    parts.push(
      poly(
        [
          [x0, gapBottom - dy * t],
          [x1, gapBottom - dy * (t + sb)],
          [x1, gapTop - dy * (t + sb)],
          [x0, gapTop - dy * t],
        ],
        shade(wood, -0.28),
      ),
    );
  }
  // top deck
  parts.push(box3d(c, x, gapTop, w, deck, d, { front: wood, top: shade(wood, 0.2) }));
  for (let i = 1; i < 7; i++) {
    const t = i / 7;
    parts.push(line(x + w * t, y - h, x + w * t + dx, y - h - dy, shade(wood, -0.25), 2));
  }
  return parts.join("");
}

export function palletHeight(w: number): number {
  return w * 0.14;
}

/** A stacked carton load (columns × rows) on a footprint w × d, bottom-left-front corner at (x, y). */
export function cartonLoad(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  cols = 3,
  rows = 3,
  color: string = C.kraft,
): string {
  const parts = [
    box3d(c, x, y, w, h, d, { front: color, top: shade(color, 0.22), side: shade(color, -0.2) }),
  ];
  const [dx, dy] = depthOffset(d);
  const seam = shade(color, -0.3);
  for (let i = 1; i < cols; i++) {
    const sx = x + (w * i) / cols;
    parts.push(line(sx, y, sx, y - h, seam, 2.5));
    parts.push(line(sx, y - h, sx + dx, y - h - dy, seam, 2));
  }
  for (let j = 1; j < rows; j++) {
    const sy = y - (h * j) / rows;
    parts.push(line(x, sy, x + w, sy, seam, 2.5));
    parts.push(line(x + w, sy, x + w + dx, sy - dy, seam, 2));
  }
  for (let i = 1; i < 2; i++) {
    parts.push(line(x + w + dx / 2, y - dy / 2, x + w + dx / 2, y - h - dy / 2, seam, 2));
    parts.push(line(x + dx / 2, y - h - dy / 2, x + w + dx / 2, y - h - dy / 2, seam, 2));
  }
  // tape strips on the front cartons
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const cx = x + (w * (i + 0.5)) / cols;
      const cy = y - (h * (j + 1)) / rows;
      parts.push(rect(cx - 9, cy + 2, 18, (h / rows) * 0.32, shade(color, 0.3), { opacity: 0.55 }));
    }
  }
  return parts.join("");
}

/**
 * A vertical cylinder: top ellipse centre (cx, top), radii rx/ry, body height h.
 * Returns the body and top separately so callers can draw details between them.
 */
export function cylinder(
  c: Canvas,
  cx: number,
  top: number,
  rx: number,
  ry: number,
  h: number,
  color: string,
  topColor?: string,
): { body: string; top: string } {
  const b = top + h;
  const body = path(
    `M${n(cx - rx)} ${n(top)} L${n(cx - rx)} ${n(b)} A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(b)} L${n(cx + rx)} ${n(top)} Z`,
    c.round(color),
  );
  return { body, top: ellipse(cx, top, rx, ry, topColor ?? shade(color, 0.18)) };
}

/** An open carton with its flaps up; `fill` is drawn inside, before the front walls. */
export function openBox(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  fill: string,
): string {
  const [dx, dy] = depthOffset(d);
  return [
    poly(
      [
        [x, y - h],
        [x + dx, y - h - dy],
        [x + w + dx, y - h - dy],
        [x + w, y - h],
      ],
      shade(C.kraft, -0.45),
    ),
    poly(
      [
        [x + dx, y - h - dy],
        [x + dx + 10, y - h - dy - 80],
        [x + w + dx + 10, y - h - dy - 80],
        [x + w + dx, y - h - dy],
      ],
      shade(C.kraft, -0.15),
    ),
    fill,
    poly(
      [
        [x + w, y],
        [x + w + dx, y - dy],
        [x + w + dx, y - h - dy],
        [x + w, y - h],
      ],
      shade(C.kraft, -0.22),
    ),
    rect(x, y - h, w, h, c.face(C.kraft, 0.06)),
    poly(
      [
        [x, y - h],
        [x - 30, y - h - 60],
        [x + w - 30, y - h - 60],
        [x + w, y - h],
      ],
      shade(C.kraft, 0.15),
      { opacity: 0.95 },
    ),
    rect(x + w / 2 - 14, y - h, 28, h * 0.4, shade(C.kraft, 0.3), { opacity: 0.5 }),
  ].join("");
}

/** A disc seen obliquely (face towards the viewer), extruded by (dx, -dy): used for coils and wheels. */
export function extrudedCircle(
  cx: number,
  cy: number,
  r: number,
  dx: number,
  dy: number,
  fill: string,
): string {
  const len = Math.hypot(dx, dy) || 1;
  const nx = (dy / len) * r;
  const ny = (dx / len) * r;
  const bx = cx + dx;
  const by = cy - dy;
  return [
    circle(bx, by, r, fill),
    poly(
      [
        [cx + nx, cy + ny],
        [bx + nx, by + ny],
        [bx - nx, by - ny],
        [cx - nx, cy - ny],
      ],
      fill,
    ),
  ].join("");
}

/** Rounded rectangle shortcut. */
export function rrect(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  extra: Attrs = {},
): string {
  return rect(x, y, w, h, fill, { rx: r, ...extra });
}

/** A small screw / rivet head. */
export function screw(x: number, y: number, r = 6): string {
  return circle(x, y, r, "#8D969E") + circle(x - r * 0.25, y - r * 0.25, r * 0.45, "#C9CFD4");
}

/** A finished product image: backdrop + content. */
export function productImage(key: string, draw: (c: Canvas) => string): string {
  const c = new Canvas(1200, 900, key);
  const body = draw(c);
  return c.render(backdrop(c) + body);
}
