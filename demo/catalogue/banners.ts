// Home carousel banners (1920 × 700): a calm brand panel on the left for the HTML text overlay,
// and on the right the same studio scenery and machines as the product images.

import { C, Canvas, group, line, place, poly, shade, studioSet } from "../primitives";
import { airpadMachine } from "./airpad";
import { filmRoll } from "./film";
import { lyingCoil, standingCoil, type StrapLook } from "./strap";
import { toolInUse } from "./tools";
import { turntableWrapper } from "./wrappers";

export type BannerTheme = "wrapping" | "strapping" | "airpad";

const W = 1920;
const H = 700;

function frame(c: Canvas, scene: string): string {
  const floor = 590;
  const panel = c.linear(
    [
      [0, C.ink],
      [1, shade(C.ink, 0.12)],
    ],
    0,
    0,
    1,
    1,
  );
  return [
    studioSet(c, floor, [1400, 320, 700, 380], "#E1E4E8"),
    scene,
    // brand panel with a slanted edge, kept free of detail for the text overlay
    poly(
      [
        [0, 0],
        [860, 0],
        [700, H],
        [0, H],
      ],
      panel,
    ),
    ...Array.from({ length: 9 }, (_, i) =>
      line(120 + i * 90, H, 300 + i * 90, 0, "#FFFFFF", 1, { opacity: 0.025 }),
    ),
    poly(
      [
        [860, 0],
        [884, 0],
        [724, H],
        [700, H],
      ],
      C.red,
    ),
    poly(
      [
        [900, 0],
        [906, 0],
        [746, H],
        [740, H],
      ],
      C.red,
      { opacity: 0.35 },
    ),
  ].join("");
}

function wrappingScene(c: Canvas): string {
  const film = { tint: "clear" as const, roll: "machine" as const };
  return [
    place(turntableWrapper(c, { kind: "turntable" }, true, 1), 860, 40, 0.76),
    filmRoll(c, 1760, 300, 62, 260, film),
    filmRoll(c, 1850, 340, 50, 230, film),
  ].join("");
}

function strappingScene(c: Canvas): string {
  const pet: StrapLook = { material: "pet", color: "#3E8E41", widthMm: 16, load: "cartons" };
  const pp: StrapLook = { material: "pp", color: "#2B2D31", widthMm: 12, load: "cartons" };
  return [
    place(toolInUse(c, { kind: "battery", strap: pet.color }), 800, 10, 0.72),
    group(standingCoil(c, 0, 0, 150, pet, false), "translate(1650 452)"),
    group(lyingCoil(c, 0, 0, 120, pp), "translate(1580 560) scale(0.9)"),
  ].join("");
}

function airpadScene(c: Canvas, v: number): string {
  return place(airpadMachine(c, true, v), 850, 0, 0.78);
}

/** A complete banner SVG document. */
export function bannerSvg(theme: BannerTheme): string {
  const c = new Canvas(W, H, `banner-${theme}`);
  const scene =
    theme === "wrapping" ? wrappingScene(c) : theme === "strapping" ? strappingScene(c) : airpadScene(c, 1);
  return c.render(frame(c, scene));
}
