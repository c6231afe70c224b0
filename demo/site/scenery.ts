// Backdrops: outdoor skies, the Andes, forests, fields, an open pit, and industrial interiors.
// Every function draws across the whole canvas width (or a given span) and returns markup.

import {
  backdrop,
  type Canvas,
  circle,
  ellipse,
  group,
  line,
  n,
  P,
  path,
  poly,
  pts,
  rect,
  reuse,
  rng,
  shade,
} from "./kit";

// ---- outdoor ------------------------------------------------------------------------------------

/** A soft sky from the top of the canvas down to the horizon, with a faint sun glow. */
export function sky(c: Canvas, horizon: number, sunX = 0.72, warm = false): string {
  const w = c.width;
  return [
    rect(
      0,
      0,
      w,
      horizon + 2,
      c.linear(
        [
          [0, warm ? "#D4DEE6" : P.skyTop],
          [1, warm ? "#F6F1E8" : P.skyLow],
        ],
        0,
        0,
        0,
        1,
      ),
    ),
    ellipse(
      w * sunX,
      horizon * 0.45,
      w * 0.22,
      horizon * 0.5,
      c.radial([
        [0, "#FFFFFF", 0.75],
        [1, "#FFFFFF", 0],
      ]),
    ),
  ].join("");
}

/** A few flat clouds. */
export function clouds(c: Canvas, seed: string, yMax: number, count = 4, x0 = 0.35): string {
  const r = rng(seed);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const cx = c.width * (x0 + ((1 - x0) * (i + 0.2 + r() * 0.6)) / count);
    const cy = yMax * (0.18 + r() * 0.5);
    const s = 0.6 + r() * 0.7;
    parts.push(
      group(
        [
          ellipse(0, 0, 70, 16, "#FFFFFF"),
          ellipse(-26, -10, 30, 18, "#FFFFFF"),
          ellipse(14, -16, 36, 24, "#FFFFFF"),
        ].join(""),
        `translate(${n(cx)} ${n(cy)}) scale(${n(s)})`,
        { opacity: 0.75 },
      ),
    );
  }
  return parts.join("");
}

/** A jagged ridge line between x0 and x1 by midpoint displacement; returns the points. */
export function ridge(
  seed: string,
  x0: number,
  x1: number,
  base: number,
  height: number,
  rough = 0.55,
  keys = 6,
): [number, number][] {
  const r = rng(seed);
  let points: [number, number][] = [];
  for (let i = 0; i <= keys; i++) {
    const x = x0 + ((x1 - x0) * i) / keys;
    const peak = i % 2 === 1 ? 0.55 + r() * 0.45 : 0.15 + r() * 0.35;
    points.push([x, base - height * peak]);
  }
  let amp = height * 0.2;
  for (let pass = 0; pass < 3; pass++) {
    const next: [number, number][] = [];
    for (let i = 0; i < points.length - 1; i++) {
      const a = points[i] as [number, number];
      const b = points[i + 1] as [number, number];
      next.push(a);
      const mx = (a[0] + b[0]) / 2 + (r() - 0.5) * (b[0] - a[0]) * 0.2;
      const my = (a[1] + b[1]) / 2 + (r() - 0.5) * amp;
      next.push([mx, Math.min(base - 4, my)]);
    }
    next.push(points[points.length - 1] as [number, number]);
    points = next;
    amp *= rough;
  }
  return points;
}

export interface MountainOptions {
  seed: string;
  base: number;
  height: number;
  color: string;
  x0?: number;
  x1?: number;
  /** y above which the rock is covered in snow; omit for none. */
  snowLine?: number;
  keys?: number;
}

/** A mountain range: ridge silhouette, shaded slopes and optional snow caps. */
export function mountains(c: Canvas, m: MountainOptions): string {
  const x0 = m.x0 ?? -40;
  const x1 = m.x1 ?? c.width + 40;
  const pr = ridge(m.seed, x0, x1, m.base, m.height, 0.55, m.keys ?? 6);
  const shape = pts([...pr, [x1, m.base + 2], [x0, m.base + 2]]);
  const parts: string[] = [
    path(
      shape,
      c.linear(
        [
          [0, shade(m.color, 0.08)],
          [1, shade(m.color, -0.04)],
        ],
        0,
        0,
        0,
        1,
      ),
    ),
  ];
  const clip = c.clip(path(shape, "#000"));
  const inner: string[] = [];
  // shaded faces: from each summit a darker flank falls to the right
  for (let i = 1; i < pr.length - 1; i++) {
    const p = pr[i] as [number, number];
    const a = pr[i - 1] as [number, number];
    const b = pr[i + 1] as [number, number];
    if (p[1] < a[1] && p[1] < b[1] && m.base - p[1] > m.height * 0.3) {
      const foot = m.base + 2;
      const spread = (m.base - p[1]) * 0.9;
      inner.push(
        poly([p, [p[0] + spread * 0.15, foot], [p[0] + spread, foot]], shade(m.color, -0.14), {
          opacity: 0.55,
        }),
      );
    }
  }
  if (m.snowLine !== undefined) {
    const r = rng(m.seed + "snow");
    const snow: [number, number][] = [[x0, -10]];
    for (let x = x0; x <= x1 + 30; x += 26) {
      snow.push([x, m.snowLine + (r() - 0.3) * 22]);
    }
    snow.push([x1 + 30, -10]);
    inner.push(poly(snow, P.snow, { opacity: 0.95 }));
    inner.push(
      poly(
        snow.map(([x, y]) => [x + 18, y + 6] as [number, number]),
        shade(P.snow, -0.12),
        { opacity: 0.5 },
      ),
    );
  }
  parts.push(group(inner.join(""), undefined, { "clip-path": clip }));
  return parts.join("");
}

/** The Andes behind a scene: a far snowy range and a nearer, darker one. */
export function andes(c: Canvas, seed: string, base: number, scale = 1, snow = true): string {
  return [
    mountains(c, {
      seed: seed + "far",
      base,
      height: 250 * scale,
      color: P.mountainFar,
      snowLine: snow ? base - 140 * scale : undefined,
      keys: 8,
    }),
    mountains(c, { seed: seed + "mid", base: base + 4, height: 140 * scale, color: P.mountainMid, keys: 7 }),
  ].join("");
}

/** Ground from y to the bottom of the canvas. */
export function ground(c: Canvas, y: number, color: string, far?: string): string {
  return rect(
    0,
    y,
    c.width,
    c.height - y,
    c.linear(
      [
        [0, far ?? shade(color, 0.12)],
        [1, shade(color, -0.06)],
      ],
      0,
      0,
      0,
      1,
    ),
  );
}

/** Rolling hills as one soft band. */
export function hills(c: Canvas, seed: string, base: number, height: number, color: string): string {
  const pr = ridge(seed, -40, c.width + 40, base, height, 0.4, 5);
  // smooth: quadratic curves through the midpoints
  let d = `M-40 ${n(base + 2)} L${n(pr[0]![0])} ${n(pr[0]![1])}`;
  for (let i = 1; i < pr.length - 1; i += 2) {
    const p = pr[i]!;
    const q = pr[i + 1]!;
    d += ` Q${n(p[0])} ${n(p[1])} ${n(q[0])} ${n(q[1])}`;
  }
  d += ` L${n(c.width + 40)} ${n(base + 2)} Z`;
  return path(
    d,
    c.linear(
      [
        [0, shade(color, 0.06)],
        [1, shade(color, -0.05)],
      ],
      0,
      0,
      0,
      1,
    ),
  );
}

/** A conifer (pine) of height h standing at (x, y). */
export function pine(x: number, y: number, h: number, color: string = P.pine): string {
  const w = h * 0.42;
  return [
    rect(x - h * 0.025, y - h * 0.18, h * 0.05, h * 0.18, P.trunk),
    poly(
      [
        [x, y - h],
        [x + w * 0.6, y - h * 0.45],
        [x - w * 0.6, y - h * 0.45],
      ],
      shade(color, 0.06),
    ),
    poly(
      [
        [x, y - h * 0.78],
        [x + w * 0.8, y - h * 0.16],
        [x - w * 0.8, y - h * 0.16],
      ],
      color,
    ),
    poly(
      [
        [x, y - h * 0.78],
        [x + w * 0.8, y - h * 0.16],
        [x + w * 0.05, y - h * 0.16],
      ],
      shade(color, -0.16),
    ),
    poly(
      [
        [x, y - h],
        [x + w * 0.6, y - h * 0.45],
        [x + w * 0.05, y - h * 0.45],
      ],
      shade(color, -0.12),
    ),
  ].join("");
}

/** A broadleaf / eucalyptus tree of height h standing at (x, y). */
export function broadTree(x: number, y: number, h: number, color: string = P.leaf): string {
  return [
    rect(x - h * 0.03, y - h * 0.45, h * 0.06, h * 0.45, P.trunk),
    ellipse(x, y - h * 0.64, h * 0.26, h * 0.34, color),
    ellipse(x + h * 0.08, y - h * 0.58, h * 0.16, h * 0.24, shade(color, -0.14)),
    ellipse(x - h * 0.1, y - h * 0.76, h * 0.1, h * 0.12, shade(color, 0.12)),
  ].join("");
}

/** A band of trees from x0 to x1 along a baseline, sized h (± variation). */
export function forest(
  c: Canvas,
  seed: string,
  x0: number,
  x1: number,
  base: number,
  h: number,
  color: string,
  mix = 0.2,
  gap = 0.55,
): string {
  const r = rng(seed);
  const parts: string[] = [];
  for (let x = x0; x < x1; x += h * gap * (0.7 + r() * 0.6)) {
    const th = h * (0.75 + r() * 0.5);
    const yb = base + r() * h * 0.08;
    const broad = r() < mix;
    const t = `translate(${n(x)} ${n(yb)}) scale(${Math.round((th / 100) * 1000) / 1000})`;
    parts.push(
      broad
        ? reuse(c, `broad${color}`, () => broadTree(0, 0, 90, shade(color, 0.1)), t)
        : reuse(c, `pine${color}`, () => pine(0, 0, 100, color), t),
    );
  }
  return parts.join("");
}

/** Crop rows on a field between y0 (far) and y1 (near), converging to a vanishing point. */
export function cropRows(c: Canvas, y0: number, y1: number, color: string, vx: number, count = 22): string {
  const parts: string[] = [
    path(
      `M0 ${n(y0)} L${c.width} ${n(y0)} L${c.width} ${n(y1)} L0 ${n(y1)} Z`,
      c.linear(
        [
          [0, shade(color, 0.12)],
          [1, color],
        ],
        0,
        0,
        0,
        1,
      ),
    ),
  ];
  const clip = c.clip(rect(0, y0, c.width, y1 - y0, "#000"));
  const rows: string[] = [];
  for (let i = -count; i <= count; i++) {
    const xb = vx + i * (c.width / count) * 1.6;
    const xt = vx + i * 8;
    rows.push(
      poly(
        [
          [xt - 1.5, y0],
          [xt + 1.5, y0],
          [xb + 14, y1],
          [xb - 14, y1],
        ],
        shade(color, -0.16),
        { opacity: 0.55 },
      ),
    );
  }
  parts.push(group(rows.join(""), undefined, { "clip-path": clip }));
  return parts.join("");
}

/** Orchard: rows of round trees receding towards the horizon. */
export function orchard(
  c: Canvas,
  seed: string,
  x0: number,
  x1: number,
  y: number,
  h: number,
  rows = 3,
): string {
  const r = rng(seed);
  const parts: string[] = [];
  for (let row = 0; row < rows; row++) {
    const s = 0.55 + row * 0.25;
    const yy = y + row * h * 0.28;
    const tree = () =>
      [
        rect(-3, -30, 6, 30, P.trunk),
        ellipse(0, -48, 30, 26, shade(P.leaf, 0.08 - row * 0.05)),
        ellipse(8, -42, 18, 15, shade(P.leaf, -0.1 - row * 0.04)),
      ].join("");
    for (let x = x0 + row * 17; x < x1; x += h * 0.62 * s) {
      const th = h * s * (0.9 + r() * 0.2);
      parts.push(
        reuse(
          c,
          `orchard${row}`,
          tree,
          `translate(${n(x)} ${n(yy)}) scale(${Math.round((th / 100) * 1000) / 1000})`,
        ),
      );
    }
  }
  return parts.join("");
}

/** A mine seen from afar: a hill whose flank is cut into benches, with a haul road. */
export function openPit(c: Canvas, x0: number, base: number, w: number, h: number, steps = 6): string {
  const sh = h / steps;
  const sw = (w * 0.45) / steps;
  const pts: [number, number][] = [[x0, base]];
  let x = x0;
  let y = base;
  for (let i = 0; i < steps; i++) {
    x += sw * 0.35;
    y -= sh;
    pts.push([x, y]);
    x += sw * 0.65;
    pts.push([x, y]);
  }
  pts.push([x0 + w * 0.7, y - sh * 0.4], [x0 + w, base - h * 0.35], [x0 + w + 40, base]);
  const parts = [
    poly(
      pts,
      c.linear(
        [
          [0, shade(P.earth, 0.1)],
          [1, shade(P.earth, -0.1)],
        ],
        0,
        0,
        0,
        1,
      ),
    ),
  ];
  // bench faces (darker) and bench tops (lighter)
  for (let i = 0; i < steps; i++) {
    const a = pts[1 + i * 2]!;
    const b = pts[2 + i * 2]!;
    const prev = pts[i * 2]!;
    parts.push(
      poly([prev, a, [a[0] + 6, a[1] + sh], [prev[0] + 6, prev[1]]], shade(P.earth, -0.14), { opacity: 0.7 }),
    );
    parts.push(
      line(a[0], a[1], b[0] + w * 0.3 * (1 - i / steps), b[1] + sh * 0.2, shade(P.earth, 0.28), 2.5, {
        opacity: 0.8,
      }),
    );
  }
  parts.push(
    path(
      `M${n(x0 + w * 0.55)} ${n(base)} Q${n(x0 + w * 0.7)} ${n(base - h * 0.3)} ${n(x0 + w * 0.9)} ${n(base - h * 0.32)}`,
      "none",
      { stroke: shade(P.earth, 0.3), "stroke-width": 4, opacity: 0.8 },
    ),
  );
  return parts.join("");
}

/** A distant industrial silhouette: sheds, a chimney and a conveyor gantry. */
export function plantSilhouette(c: Canvas, x: number, base: number, s: number, color: string): string {
  void c;
  const shapes = [
    rect(x, base - 70 * s, 160 * s, 70 * s, color),
    poly(
      [
        [x - 6 * s, base - 70 * s],
        [x + 80 * s, base - 100 * s],
        [x + 166 * s, base - 70 * s],
      ],
      color,
    ),
    rect(x + 180 * s, base - 110 * s, 90 * s, 110 * s, color),
    rect(x + 200 * s, base - 190 * s, 16 * s, 80 * s, color),
    rect(x + 236 * s, base - 160 * s, 12 * s, 50 * s, color),
    poly(
      [
        [x + 270 * s, base - 90 * s],
        [x + 400 * s, base - 20 * s],
        [x + 400 * s, base - 12 * s],
        [x + 270 * s, base - 80 * s],
      ],
      color,
    ),
    rect(x + 390 * s, base - 40 * s, 60 * s, 40 * s, color),
  ];
  return shapes.join("");
}

// ---- interiors ----------------------------------------------------------------------------------

export interface HallOptions {
  floorY: number;
  /** Pallet racking along the back wall, from this x fraction on. */
  racksFrom?: number;
  /** Racks end at this x fraction. */
  racksTo?: number;
  /** An overhead crane girder. */
  crane?: boolean;
  /** Window band height (0 = none). */
  windows?: number;
  /** What sits on the rack shelves. */
  shelf?: "cartons" | "wrapped" | "coils" | "mixed";
  /** Wall colour. */
  wall?: string;
  seed?: string;
}

function rackBay(
  c: Canvas,
  x: number,
  floorY: number,
  bw: number,
  levels: number,
  lh: number,
  shelf: NonNullable<HallOptions["shelf"]>,
  seed: string,
): string {
  const r = rng(seed);
  const parts: string[] = [];
  const upright = "#8894A0";
  for (let l = 0; l < levels; l++) {
    const by = floorY - 16 - l * lh;
    // goods on the level
    for (let k = 0; k < 2; k++) {
      if (r() < 0.15 && l > 0) continue;
      const gx = x + 10 + k * (bw / 2);
      const gw = bw / 2 - 18;
      const gh = lh * (0.55 + r() * 0.25);
      const kind =
        shelf === "mixed" ? (["cartons", "wrapped", "coils"] as const)[Math.floor(r() * 3)]! : shelf;
      parts.push(rect(gx, by - 6, gw, 6, P.wood));
      if (kind === "coils") {
        const rr = Math.min(gh, gw) * 0.42;
        parts.push(
          circle(gx + gw / 2, by - 6 - rr, rr, "#8E99A3"),
          circle(gx + gw / 2, by - 6 - rr, rr * 0.4, "#6C7782"),
        );
      } else {
        const col = kind === "wrapped" ? "#D6DEE4" : P.cardboard;
        parts.push(rect(gx + 2, by - 6 - gh, gw - 4, gh, col));
        parts.push(line(gx + gw / 2, by - 6 - gh, gx + gw / 2, by - 6, shade(col, -0.18), 1.5));
        parts.push(line(gx + 2, by - 6 - gh / 2, gx + gw - 2, by - 6 - gh / 2, shade(col, -0.18), 1.5));
      }
    }
    // beam
    parts.push(rect(x, by, bw, 9, P.red));
    parts.push(rect(x, by, bw, 2.5, shade(P.red, 0.3)));
  }
  parts.push(rect(x - 5, floorY - 16 - levels * lh + lh - 20, 7, levels * lh - lh + 36, upright));
  parts.push(rect(x + bw - 2, floorY - 16 - levels * lh + lh - 20, 7, levels * lh - lh + 36, upright));
  return parts.join("");
}

/** A warehouse / plant hall: cladding, window band, roof trusses, racking and a concrete floor. */
export function hall(c: Canvas, o: HallOptions): string {
  const w = c.width;
  const fy = o.floorY;
  const wall = o.wall ?? P.wall;
  const seed = o.seed ?? "hall";
  const parts: string[] = [];
  parts.push(
    rect(
      0,
      0,
      w,
      fy,
      c.linear(
        [
          [0, shade(wall, -0.1)],
          [0.35, wall],
          [1, shade(wall, 0.05)],
        ],
        0,
        0,
        0,
        1,
      ),
    ),
  );
  // cladding ribs
  for (let x = 0; x < w; x += 42) parts.push(rect(x, 0, 2, fy, shade(wall, -0.06)));
  // window band
  const wh = o.windows ?? fy * 0.14;
  if (wh > 0) {
    const wy = fy * 0.2;
    parts.push(
      rect(
        0,
        wy,
        w,
        wh,
        c.linear(
          [
            [0, "#F7FAFC"],
            [1, "#D8E4EC"],
          ],
          0,
          0,
          0,
          1,
        ),
      ),
    );
    for (let x = 0; x < w; x += 120) parts.push(rect(x, wy, 5, wh, shade(wall, -0.2)));
    parts.push(rect(0, wy - 4, w, 5, shade(wall, -0.22)), rect(0, wy + wh, w, 5, shade(wall, -0.22)));
  }
  // roof truss
  const ty = Math.max(8, fy * 0.06);
  parts.push(rect(0, ty, w, 8, "#7D8893"), rect(0, ty + 36, w, 6, "#7D8893"));
  for (let x = 0; x < w; x += 60)
    parts.push(
      line(x, ty + 8, x + 30, ty + 36, "#8E99A3", 3),
      line(x + 30, ty + 36, x + 60, ty + 8, "#8E99A3", 3),
    );
  if (o.crane) {
    const cy = ty + 60;
    parts.push(rect(0, cy, w, 26, c.face(P.red, 0.12)), rect(0, cy + 26, w, 5, P.redDark));
    const hx = w * 0.8;
    parts.push(rect(hx - 40, cy + 18, 80, 30, "#3B4249"));
    parts.push(
      line(hx - 6, cy + 48, hx - 6, cy + 130, "#3B4249", 2.5),
      line(hx + 6, cy + 48, hx + 6, cy + 130, "#3B4249", 2.5),
    );
    parts.push(rect(hx - 16, cy + 130, 32, 22, "#FFC845"));
    parts.push(
      path(`M${n(hx)} ${n(cy + 152)} l0 16 a10 10 0 1 1 -14 -6`, "none", {
        stroke: "#3B4249",
        "stroke-width": 5,
      }),
    );
  }
  // racks
  if (o.racksFrom !== undefined) {
    const from = w * o.racksFrom;
    const to = w * (o.racksTo ?? 1);
    const levels = 4;
    const lh = Math.min(110, (fy - wh - fy * 0.25) / levels);
    const bw = 230;
    const rk: string[] = [];
    for (let x = from; x + bw <= to + 40; x += bw + 8)
      rk.push(rackBay(c, x, fy, bw, levels, lh, o.shelf ?? "mixed", `${seed}${x}`));
    parts.push(group(rk.join(""), undefined, { opacity: 0.55 }));
  }
  // skirting and floor
  parts.push(rect(0, fy - 14, w, 14, shade(wall, -0.16)));
  parts.push(
    rect(
      0,
      fy,
      w,
      c.height - fy,
      c.linear(
        [
          [0, "#CDD3D8"],
          [0.25, "#DCE0E4"],
          [1, "#E9ECEF"],
        ],
        0,
        0,
        0,
        1,
      ),
    ),
  );
  parts.push(rect(0, fy, w, 3, "#B9C1C8"));
  // floor markings
  const my = fy + (c.height - fy) * 0.55;
  parts.push(rect(0, my, w, 6, "#E3B23C", { opacity: 0.55 }));
  return parts.join("");
}

/** The studio look of the product images: light backdrop and floor (no accent bar). */
export function studio(c: Canvas, floorY: number): string {
  return backdrop(c, floorY);
}

/** A building of the company (plant + offices) with docks, seen from the front. */
export function plantBuilding(
  c: Canvas,
  x: number,
  base: number,
  w: number,
  h: number,
  mark: string,
): string {
  const parts: string[] = [];
  const clad = "#E7EBEE";
  // main hall
  parts.push(
    rect(
      x,
      base - h,
      w,
      h,
      c.linear(
        [
          [0, shade(clad, 0.04)],
          [1, shade(clad, -0.06)],
        ],
        0,
        0,
        0,
        1,
      ),
    ),
  );
  for (let xx = x + 20; xx < x + w; xx += 26)
    parts.push(rect(xx, base - h + 6, 2, h - 6, shade(clad, -0.07)));
  parts.push(rect(x - 6, base - h - 10, w + 12, 14, "#56616B"));
  parts.push(rect(x, base - h + 20, w, 16, P.red));
  // docks
  const nd = Math.max(2, Math.floor(w / 150));
  for (let i = 0; i < nd; i++) {
    const dx = x + w * 0.36 + i * ((w * 0.6) / nd);
    const dw = (w * 0.6) / nd - 26;
    parts.push(rect(dx, base - h * 0.52, dw, h * 0.52 - 18, "#8B96A0"));
    for (let k = 1; k < 7; k++)
      parts.push(rect(dx, base - h * 0.52 + (k * (h * 0.52 - 18)) / 7, dw, 2, "#76818B"));
    parts.push(rect(dx - 8, base - 18, dw + 16, 18, "#59636C"));
    parts.push(rect(dx - 10, base - h * 0.52 - 10, dw + 20, 10, "#4A545D"));
  }
  // office block
  const ow = w * 0.3;
  const oh = h * 1.18;
  parts.push(
    rect(
      x - 10,
      base - oh,
      ow,
      oh,
      c.linear(
        [
          [0, "#3A444D"],
          [1, "#2B333A"],
        ],
        0,
        0,
        0,
        1,
      ),
    ),
  );
  for (let r = 0; r < 3; r++) {
    parts.push(
      rect(
        x + 4,
        base - oh + 26 + r * (oh / 3.4),
        ow - 28,
        oh / 3.4 - 22,
        c.linear(
          [
            [0, "#9FB6C6"],
            [1, "#6E8596"],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
  }
  parts.push(rect(x - 10, base - oh, 12, oh, P.red));
  parts.push(group(mark, `translate(${n(x + ow - 70)} ${n(base - oh - 58)}) scale(0.85)`));
  return parts.join("");
}
