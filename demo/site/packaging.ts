// Packaging materials: stretch film rolls, air cushions, paper pads, cushion mats, open cartons.

import {
  box3d,
  type Canvas,
  ellipse,
  group,
  line,
  n,
  P,
  path,
  poly,
  rect,
  rng,
  shade,
  depthOffset,
} from "./kit";

/** One air cushion (pillow), centred at (0, 0), w × h. */
export function cushion(c: Canvas, w: number, h: number, tint = "#D6E8F1"): string {
  const b = h * 0.18;
  const d = `M${n(-w / 2)} ${n(-h / 2)} Q0 ${n(-h / 2 - b)} ${n(w / 2)} ${n(-h / 2)} Q${n(w / 2 + b * 0.6)} 0 ${n(w / 2)} ${n(h / 2)} Q0 ${n(h / 2 + b)} ${n(-w / 2)} ${n(h / 2)} Q${n(-w / 2 - b * 0.6)} 0 ${n(-w / 2)} ${n(-h / 2)} Z`;
  return [
    path(
      d,
      c.radial(
        [
          [0, "#FFFFFF", 0.95],
          [0.7, tint, 0.85],
          [1, shade(tint, -0.2), 0.9],
        ],
        0.4,
        0.35,
        0.75,
      ),
    ),
    path(d, "none", { stroke: shade(tint, -0.3), "stroke-width": 1.2, opacity: 0.7 }),
    ellipse(-w * 0.18, -h * 0.18, w * 0.16, h * 0.12, "#FFFFFF", { opacity: 0.8 }),
    rect(-w / 2, -h / 2 - 1, w, 3, shade(tint, -0.15), { opacity: 0.5 }),
  ].join("");
}

/** A chain of cushions along a gentle curve from (x0, y0) to (x1, y1). */
export function cushionChain(
  c: Canvas,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  count: number,
  size: number,
  sag = 40,
): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const x = x0 + (x1 - x0) * t;
    const y = y0 + (y1 - y0) * t + Math.sin(t * Math.PI) * sag;
    const slope = (y1 - y0) / (x1 - x0) + (Math.cos(t * Math.PI) * Math.PI * sag) / (x1 - x0);
    const a = (Math.atan(slope) * 180) / Math.PI;
    parts.push(group(cushion(c, size * 1.05, size * 0.72), `translate(${n(x)} ${n(y)}) rotate(${n(a)})`));
  }
  return parts.join("");
}

/** A heap of loose cushions inside an area (used in open cartons). */
export function cushionHeap(
  c: Canvas,
  seed: string,
  x: number,
  y: number,
  w: number,
  h: number,
  size: number,
): string {
  const r = rng(seed);
  const parts: string[] = [];
  const cols = Math.max(2, Math.round(w / (size * 0.85)));
  const rows = Math.max(1, Math.round(h / (size * 0.5)));
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const px = x + (i + 0.5 + (r() - 0.5) * 0.4) * (w / cols);
      const py = y + (j + 0.5 + (r() - 0.5) * 0.3) * (h / rows);
      parts.push(
        group(cushion(c, size, size * 0.7), `translate(${n(px)} ${n(py)}) rotate(${n((r() - 0.5) * 50)})`),
      );
    }
  }
  return parts.join("");
}

/** An open carton: returns the inside (to draw first), and the walls/flaps (to draw after the contents). */
export function openCarton(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  color: string = P.cardboard,
): { inside: string; front: string; rim: number } {
  const [dx, dy] = depthOffset(d);
  const top = y - h;
  const inside = [
    // back flap (standing up behind)
    poly(
      [
        [x + dx, top - dy],
        [x + w + dx, top - dy],
        [x + w + dx + 10, top - dy - h * 0.45],
        [x + dx - 10, top - dy - h * 0.45],
      ],
      shade(color, -0.06),
    ),
    // left flap behind
    poly(
      [
        [x, top],
        [x + dx, top - dy],
        [x + dx - 40, top - dy - h * 0.25],
        [x - 40, top - h * 0.25],
      ],
      shade(color, -0.14),
    ),
    poly(
      [
        [x, top],
        [x + dx, top - dy],
        [x + w + dx, top - dy],
        [x + w, top],
      ],
      shade(color, -0.55),
    ),
    poly(
      [
        [x + dx, top - dy],
        [x + w + dx, top - dy],
        [x + w + dx, top - dy + h * 0.6],
        [x + dx, top - dy + h * 0.6],
      ],
      shade(color, -0.35),
    ),
  ].join("");
  const front = [
    poly(
      [
        [x + w, y],
        [x + w + dx, y - dy],
        [x + w + dx, top - dy],
        [x + w, top],
      ],
      c.face(shade(color, -0.2), 0.06),
    ),
    rect(x, top, w, h, c.face(color, 0.06)),
    rect(x + w * 0.5 - 2, top, 4, h * 0.3, shade(color, 0.3), { opacity: 0.5 }),
    // right flap falling open
    poly(
      [
        [x + w, top],
        [x + w + dx, top - dy],
        [x + w + dx + 46, top - dy + h * 0.18],
        [x + w + 46, top + h * 0.18],
      ],
      shade(color, -0.1),
    ),
    // front flap folded down
    poly(
      [
        [x, top],
        [x + w, top],
        [x + w - 6, top + h * 0.36],
        [x + 6, top + h * 0.36],
      ],
      c.face(shade(color, 0.06), 0.06),
    ),
    line(x, top, x + w, top, shade(color, -0.3), 1.5),
  ].join("");
  return { inside, front, rim: top };
}

/** A closed carton with tape. */
export function carton(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  color: string = P.cardboard,
): string {
  const [dx, dy] = depthOffset(d);
  return [
    box3d(c, x, y, w, h, d, { front: color, top: shade(color, 0.16), side: shade(color, -0.2) }),
    poly(
      [
        [x + w / 2 - 6, y - h],
        [x + w / 2 - 6 + dx, y - h - dy],
        [x + w / 2 + 6 + dx, y - h - dy],
        [x + w / 2 + 6, y - h],
      ],
      shade(color, 0.3),
      { opacity: 0.7 },
    ),
    rect(x + w / 2 - 6, y - h, 12, h * 0.3, shade(color, 0.3), { opacity: 0.7 }),
    rect(x + w * 0.1, y - h * 0.42, w * 0.26, h * 0.18, "#FFFFFF", { opacity: 0.8 }),
    rect(x + w * 0.1, y - h * 0.42, w * 0.26, h * 0.05, P.red, { opacity: 0.85 }),
  ].join("");
}
