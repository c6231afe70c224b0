// Printed lettering for the artwork (model names on tool bodies, machine nameplates, labels on
// coils and rolls) as stroked paths: no <text> and no fonts, so every renderer (the browser,
// sharp for the datasheets' PNG) draws the same letters and the files stay byte-identical.

import { n, path, rrect } from "./primitives";

/**
 * A small stroke font on a 4 × 6 grid (x to the right, y down from the cap line): each glyph is a
 * list of polylines, "x,y x,y …" separated by ";".
 */
const GLYPHS: Record<string, string> = {
  A: "0,6 0,2 2,0 4,2 4,6;0,3.6 4,3.6",
  B: "0,0 0,6 3,6 4,5 4,4 3,3 0,3;0,0 3,0 4,1 4,2 3,3",
  C: "4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5",
  D: "0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0",
  E: "4,0 0,0 0,6 4,6;0,3 3,3",
  F: "4,0 0,0 0,6;0,3 3,3",
  G: "4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.4 2.4,3.4",
  H: "0,0 0,6;4,0 4,6;0,3 4,3",
  I: "1,0 3,0;2,0 2,6;1,6 3,6",
  J: "4,0 4,5 3,6 1,6 0,5",
  K: "0,0 0,6;4,0 0,3.6;1.4,2.7 4,6",
  L: "0,0 0,6 4,6",
  M: "0,6 0,0 2,3 4,0 4,6",
  N: "0,6 0,0 4,6 4,0",
  O: "1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0",
  P: "0,6 0,0 3,0 4,1 4,2 3,3 0,3",
  Q: "1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0;2.6,4.4 4,6",
  R: "0,6 0,0 3,0 4,1 4,2 3,3 0,3;2,3 4,6",
  S: "4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5",
  T: "0,0 4,0;2,0 2,6",
  U: "0,0 0,5 1,6 3,6 4,5 4,0",
  V: "0,0 2,6 4,0",
  W: "0,0 1,6 2,2.6 3,6 4,0",
  X: "0,0 4,6;4,0 0,6",
  Y: "0,0 2,3 4,0;2,3 2,6",
  Z: "0,0 4,0 0,6 4,6",
  "0": "1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0;0.4,5.2 3.6,0.8",
  "1": "0.8,1.2 2,0 2,6;0.8,6 3.2,6",
  "2": "0,1 1,0 3,0 4,1 4,2 0,6 4,6",
  "3": "0,1 1,0 3,0 4,1 4,2 3,3 1.4,3;3,3 4,4 4,5 3,6 1,6 0,5",
  "4": "3,6 3,0 0,4 4,4",
  "5": "4,0 0.4,0 0,2.8 3,2.6 4,3.6 4,5 3,6 1,6 0,5",
  "6": "3.6,0.4 2.6,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3",
  "7": "0,0 4,0 1.4,6",
  "8": "1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3;1,3 0,2 0,1 1,0",
  "9": "4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 1.4,6 0.4,5.6",
  "-": "0.8,3.4 3.2,3.4",
  ".": "1.8,5.8 2.2,5.8",
  ",": "2.2,5.4 1.6,7",
  "/": "4,0 0,6",
  "×": "0.8,2 3.2,5;3.2,2 0.8,5",
};

const ADVANCE = 5.4;
const SPACE = 3.4;

function glyphWidth(ch: string): number {
  if (ch === " ") return SPACE;
  return ch === "." || ch === "," ? 3 : ADVANCE;
}

/** Width of a text set at cap height `size` (a sixth of it per grid unit). */
export function textWidth(text: string, size: number): number {
  const unit = size / 6;
  const total = [...text.toUpperCase()].reduce((sum, ch) => sum + glyphWidth(ch), 0) - (ADVANCE - 4);
  return Math.max(0, total * unit);
}

/**
 * Text in capitals as one stroked path, its cap line at y and starting at x (or centred on x with
 * `anchor: "middle"`). Unknown characters are left out.
 */
export function lettering(
  text: string,
  x: number,
  y: number,
  size: number,
  color: string,
  { anchor = "start", weight = 0.16 }: { anchor?: "start" | "middle"; weight?: number } = {},
): string {
  const unit = size / 6;
  let cx = anchor === "middle" ? x - textWidth(text, size) / 2 : x;
  const d: string[] = [];
  for (const ch of text.toUpperCase()) {
    const glyph = GLYPHS[ch];
    if (glyph) {
      for (const stroke of glyph.split(";")) {
        const pts = stroke.split(" ").map((p) => p.split(",").map(Number) as [number, number]);
        d.push(
          pts.map(([gx, gy], i) => `${i === 0 ? "M" : "L"}${n(cx + gx * unit)} ${n(y + gy * unit)}`).join(""),
        );
      }
    }
    cx += glyphWidth(ch) * unit;
  }
  // data-cx: the text's centre, about which a mirrored picture turns it back (see `place`)
  return path(d.join(""), "none", {
    "data-text": text,
    "data-cx": n(anchor === "middle" ? x : x + textWidth(text, size) / 2),
    stroke: color,
    "stroke-width": n(Math.max(1, size * weight)),
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  });
}

/** A printed plate with a centred text: a rounded rectangle sized to the text. */
export function nameplate(
  text: string,
  cx: number,
  cy: number,
  size: number,
  { fill = "#F4F5F6", ink = "#1F2933", edge }: { fill?: string; ink?: string; edge?: string } = {},
): string {
  const w = textWidth(text, size) + size * 1.2;
  const h = size * 1.9;
  return (
    rrect(
      cx - w / 2,
      cy - h / 2,
      w,
      h,
      size * 0.3,
      fill,
      edge ? { stroke: edge, "stroke-width": n(size * 0.08) } : {},
    ) + lettering(text, cx, cy - size / 2, size, ink, { anchor: "middle" })
  );
}
