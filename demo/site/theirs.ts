// The catalogue artwork's machines, tools and materials (db/seed/art), reused read-only so that
// the site pages show the very same equipment as the product pages. Those functions draw on a
// 1200 × 900 product canvas; `embed` places such a drawing at any position and scale.

import { place } from "../primitives";

export { tool, toolMain, toolInUse, type ToolKind } from "../catalogue/tools";
export { turntableWrapper, orbitalWrapper } from "../catalogue/wrappers";
export { filmRoll, wrappedPallet, lyingRoll, filmStretch, type FilmLook } from "../catalogue/film";
export { airpadMachine, cushionChain, paperMachine } from "../catalogue/airpad";
export { standingCoil, lyingCoil, type StrapLook } from "../catalogue/strap";
export { metalSeal } from "../catalogue/hardware";

/** Places a drawing made for the 1200 × 900 product canvas so that its point (ax, ay) lands on (x, y). */
export function embed(markup: string, ax: number, ay: number, x: number, y: number, scale: number): string {
  return place(`<g transform="translate(${-ax} ${-ay})">${markup}</g>`, x, y, scale);
}
