// Placing loads and vehicles in a scene: screen extents of oblique objects, scale-to-fit,
// shadows, trucks loaded with a row of unit loads, and roads.

import { type Canvas, DEPTH, line, n, P, place, rect, reuse, shadow } from "./kit";
import { type Load } from "./loads";

/** Screen width / height of a load's drawing at scale 1. */
export function extentW(l: Load): number {
  return l.w + l.d * DEPTH.x;
}
export function extentH(l: Load): number {
  return l.h + l.d * DEPTH.y;
}

/** The scale at which a load fits in maxW × maxH (screen extents). */
export function fit(l: Load, maxW: number, maxH: number): number {
  return Math.min(maxW / extentW(l), maxH / extentH(l));
}

/** Draws a load (with its ground shadow) so that its front-bottom-left corner is at (x, y). */
export function put(c: Canvas, l: Load, x: number, y: number, s: number): string {
  const cx = x + (l.w / 2 + (l.d * DEPTH.x) / 2) * s;
  const cy = y - ((l.d * DEPTH.y) / 2) * s + 3 * s;
  return (
    shadow(c, cx, cy, (extentW(l) / 2 + 24) * s, (l.d * DEPTH.y * 0.7 + 14) * s, 0.32) +
    place(l.draw(c, 0, 0), x, y, s)
  );
}

export interface Slot {
  load: Load;
  /** Front-bottom-left corner of the screen extent (x) and the ground line of the load (y). */
  x: number;
  y: number;
  maxW: number;
  maxH: number;
  /** Horizontal alignment of the load inside maxW: 0 left, 0.5 centre, 1 right. */
  align?: number;
}

/** Draws slots back to front (smaller y first). */
export function arrange(c: Canvas, slots: Slot[]): string {
  return [...slots]
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((s) => {
      const k = fit(s.load, s.maxW, s.maxH);
      const x = s.x + (s.maxW - extentW(s.load) * k) * (s.align ?? 0.5);
      return put(c, s.load, x, s.y, k);
    })
    .join("");
}

/** A truck load callback: `count` copies of a load in a row along the deck, scaled to fit. */
export function deckRow(c: Canvas, l: Load, count: number, maxH = 210, key = "deck") {
  return (x: number, y: number, len: number, depth: number): string => {
    const s = Math.min(depth / l.d, (len - (count - 1) * 10) / count / l.w, maxH / l.h);
    const parts: string[] = [];
    const used = count * l.w * s + (count - 1) * 10;
    const x0 = x + (len - used) / 2;
    const back = (depth - l.d * s) * 0.5;
    for (let i = 0; i < count; i++) {
      const px = x0 + i * (l.w * s + 10) + back * DEPTH.x;
      const py = y - back * DEPTH.y;
      parts.push(
        reuse(
          c,
          key,
          () => l.draw(c, 0, 0),
          `translate(${n(px)} ${n(py)}) scale(${Math.round(s * 1000) / 1000})`,
        ),
      );
    }
    return parts.join("");
  };
}

/** A road band across the canvas from y to y + h with a dashed centre line. */
export function road(c: Canvas, y: number, h: number): string {
  const parts = [
    rect(
      0,
      y,
      c.width,
      h,
      c.linear(
        [
          [0, "#7A838B"],
          [1, P.asphalt],
        ],
        0,
        0,
        0,
        1,
      ),
    ),
  ];
  parts.push(rect(0, y, c.width, 4, "#B9C0C6"));
  parts.push(rect(0, y + h - 4, c.width, 4, "#B9C0C6"));
  for (let x = 20; x < c.width; x += 120)
    parts.push(line(x, y + h * 0.55, x + 60, y + h * 0.55, "#F4F5F7", 5, { opacity: 0.85 }));
  return parts.join("");
}
