// Machines: stretch wrappers (turntable with mast, rotating arm, rotary ring, horizontal orbital)
// and strapping machines (table and arch). Drawn directly in 1200 × 900 canvas coordinates.

import {
  C,
  type Canvas,
  box3d,
  circle,
  cylinder,
  DEPTH,
  ellipse,
  group,
  line,
  n,
  pallet,
  palletHeight,
  path,
  place,
  poly,
  rect,
  rrect,
  screw,
  shade,
  shadow,
  depthOffset,
} from "../primitives";
import { cartonLoad } from "../primitives";
import { filmOverlay, filmRoll } from "./film";
import { standingCoil } from "./strap";
import { nameplate } from "../lettering";

export type WrapperKind = "turntable" | "turntable-conveyor" | "arm" | "ring" | "orbital";

export type LongProduct = "lumber" | "tubes" | "profiles";

export interface WrapperLook {
  kind: WrapperKind;
  /** What an orbital (tunnel) machine wraps. */
  product?: LongProduct;
  /** Low-profile turntable with a loading ramp. */
  ramp?: boolean;
  /** Top platen that holds light loads. */
  press?: boolean;
  /** Powered pre-stretch carriage (a larger carriage with its motor). */
  prestretch?: boolean;
  /** The model name on the machine's nameplate. */
  model?: string;
}

const GRAPHITE = "#30363C";
const FILM = { tint: "clear" as const, roll: "machine" as const };

function controlPanel(c: Canvas, x: number, y: number): string {
  return [
    box3d(c, x, y, 110, 150, 40, { front: "#E6E9EC", top: "#F4F5F7", side: "#B9C0C6" }),
    rrect(x + 14, y - 136, 82, 50, 6, "#1F2933"),
    rect(
      x + 20,
      y - 130,
      70,
      38,
      c.linear(
        [
          [0, "#2E6F9E"],
          [1, "#174563"],
        ],
        0,
        0,
        1,
        1,
      ),
      { rx: 3 },
    ),
    rect(x + 26, y - 122, 40, 5, "#9BD0F0", { opacity: 0.8 }),
    rect(x + 26, y - 112, 28, 5, "#9BD0F0", { opacity: 0.6 }),
    circle(x + 30, y - 62, 11, C.red),
    circle(x + 30, y - 62, 6, shade(C.red, -0.3)),
    circle(x + 62, y - 62, 9, "#3FAE5A"),
    circle(x + 88, y - 62, 9, "#F2C200"),
    rrect(x + 20, y - 36, 70, 10, 4, "#B9C0C6"),
  ].join("");
}

/** The film carriage: a box with pre-stretch rollers and a roll on its load side. */
function carriage(c: Canvas, x: number, y: number, rollLeft = true, scale = 1, powered = false): string {
  const w = 110 * scale;
  const h = 150 * scale;
  const parts = [box3d(c, x, y, w, h, 60 * scale, { front: GRAPHITE, top: "#4A525A", side: "#23282D" })];
  parts.push(rect(x, y - h, w, 12 * scale, C.red));
  parts.push(
    rrect(x + 18 * scale, y - h + 30 * scale, 20 * scale, h - 50 * scale, 8 * scale, c.round("#B9C1C7")),
  );
  parts.push(
    rrect(x + 48 * scale, y - h + 30 * scale, 20 * scale, h - 50 * scale, 8 * scale, c.round("#B9C1C7")),
  );
  parts.push(screw(x + w - 22 * scale, y - 30 * scale, 6 * scale));
  if (powered) {
    // the pre-stretch motor on top and the two geared rollers' covers
    parts.push(
      box3d(c, x + 10 * scale, y - h, 80 * scale, 50 * scale, 50 * scale, { front: C.red, side: C.redDark }),
    );
    parts.push(circle(x + 28 * scale, y - 26 * scale, 12 * scale, "#8C959C"));
    parts.push(circle(x + 58 * scale, y - 26 * scale, 12 * scale, "#8C959C"));
  }
  const rx = 34 * scale;
  const rollH = 190 * scale;
  const rcx = rollLeft ? x - rx + 4 : x + w + rx - 4;
  parts.push(filmRoll(c, rcx, y - h / 2 - rollH / 2, rx, rollH, FILM));
  return parts.join("");
}

function turntable(c: Canvas, cx: number, top: number, rx: number, look: WrapperLook): string {
  const ry = rx * 0.33;
  const h = look.ramp ? 18 : 46;
  const parts: string[] = [];
  if (!look.ramp) {
    const base = cylinder(c, cx, top + 14, rx * 0.96, ry * 0.96, h - 6, "#262B30");
    parts.push(base.body);
  }
  const disc = cylinder(c, cx, top, rx, ry, look.ramp ? h : 26, "#3A4148");
  parts.push(disc.body);
  parts.push(
    path(
      `M${n(cx - rx)} ${n(top + 8)} A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(top + 8)} L${n(cx + rx)} ${n(top + 16)} A${n(rx)} ${n(ry)} 0 0 1 ${n(cx - rx)} ${n(top + 16)} Z`,
      C.red,
    ),
  );
  parts.push(
    ellipse(
      cx,
      top,
      rx,
      ry,
      c.radial(
        [
          [0, "#C9D0D5"],
          [1, "#8C959C"],
        ],
        0.45,
        0.4,
        0.7,
      ),
    ),
  );
  for (const k of [0.35, 0.7])
    parts.push(
      ellipse(cx, top, rx * k, ry * k, "none", { stroke: "#7D868D", "stroke-width": 2, opacity: 0.6 }),
    );
  for (let a = 0; a < 180; a += 30) {
    const r = (a * Math.PI) / 180;
    parts.push(
      line(
        cx - Math.cos(r) * rx * 0.96,
        top - Math.sin(r) * ry * 0.96,
        cx + Math.cos(r) * rx * 0.96,
        top + Math.sin(r) * ry * 0.96,
        "#9AA3AA",
        1.5,
        { opacity: 0.5 },
      ),
    );
  }
  if (look.ramp) {
    parts.push(
      poly(
        [
          [cx - rx * 0.5, top + ry + 4],
          [cx + rx * 0.1, top + ry + 4],
          [cx + rx * 0.02, top + ry + 70],
          [cx - rx * 0.62, top + ry + 70],
        ],
        c.face("#8C959C", 0.15),
      ),
    );
    parts.push(line(cx - rx * 0.5, top + ry + 4, cx + rx * 0.1, top + ry + 4, "#5B6770", 3));
  }
  return parts.join("");
}

function mast(
  c: Canvas,
  x: number,
  floor: number,
  height: number,
  carriageY: number,
  look: WrapperLook,
): string {
  return [
    box3d(c, x - 50, floor, 170, 110, 110, { front: GRAPHITE, top: "#4A525A", side: "#23282D" }),
    rect(x - 50, floor - 110, 170, 10, C.red),
    box3d(c, x, floor - 110, 64, height, 64, { front: C.red, top: shade(C.red, 0.25), side: C.redDark }),
    rect(x + 26, floor - 110 - height + 20, 12, height - 40, C.redDark, { opacity: 0.5 }),
    look.prestretch ? carriage(c, x - 90, carriageY, true, 1.2, true) : carriage(c, x - 70, carriageY),
  ].join("");
}

function loadOnTable(
  c: Canvas,
  cx: number,
  top: number,
  w: number,
  d: number,
  h: number,
  wrapped: number,
): string {
  const x = cx - (w + d * DEPTH.x) / 2;
  const y = top + (d * DEPTH.y) / 2;
  const base = y - palletHeight(w);
  const parts = [pallet(c, x, y, w, d), cartonLoad(c, x + 4, base, w - 8, h, d - 16, 3, 3)];
  if (wrapped > 0) parts.push(filmOverlay(c, x + 2, base + 10, w - 4, h + 10, d - 14, wrapped));
  return parts.join("");
}

function filmWeb(
  fromX: number,
  fromTop: number,
  fromBottom: number,
  toX: number,
  toTop: number,
  toBottom: number,
): string {
  return [
    poly(
      [
        [fromX, fromTop],
        [toX, toTop],
        [toX, toBottom],
        [fromX, fromBottom],
      ],
      "#DCEBF3",
      { opacity: 0.55 },
    ),
    line(fromX, fromTop, toX, toTop, "#FFFFFF", 2, { opacity: 0.8 }),
    line(fromX, (fromTop + fromBottom) / 2, toX, (toTop + toBottom) / 2, "#FFFFFF", 1.5, { opacity: 0.5 }),
  ].join("");
}

/** Turntable machine with mast (pillar); `loaded` shows a pallet being wrapped. */
export function turntableWrapper(c: Canvas, look: WrapperLook, loaded: boolean, v: number): string {
  const cx = 470;
  const top = 650;
  const rx = 290;
  const parts = [shadow(c, 620, 740, 520, 56)];
  const carriageY = loaded ? 420 + (v % 3) * 30 : 640;
  const automatic = look.kind === "turntable-conveyor";
  if (automatic) {
    // safety fence behind the cell: mesh panels between yellow posts
    for (let i = 0; i < 5; i++) {
      const fx = 60 + i * 200;
      parts.push(rect(fx + 10, 250, 180, 300, "#C9D0D5", { opacity: 0.35 }));
      for (let k = 1; k < 6; k++)
        parts.push(line(fx + 10, 250 + k * 50, fx + 190, 250 + k * 50, "#9AA3AA", 1.5));
      parts.push(rect(fx, 240, 12, 320, "#F2C200"));
    }
    parts.push(rect(1060, 240, 12, 320, "#F2C200"));
    // roller conveyors feeding in and out
    for (const side of [-1, 1]) {
      const x0 = side < 0 ? 0 : cx + rx - 10;
      parts.push(box3d(c, x0, top + 60, 200, 60, 200, { front: "#4A525A", top: "#9AA3AA" }));
      for (let i = 0; i < 8; i++)
        parts.push(line(x0 + 12 + i * 24, top - 4, x0 + 12 + i * 24 + 124, top - 76, "#6C757D", 6));
    }
  }
  parts.push(turntable(c, cx, top, rx, look));
  if (automatic) {
    // the turntable carries its own roller conveyor
    parts.push(
      poly(
        [
          [cx - rx * 0.7, top + 30],
          [cx + rx * 0.45, top + 30],
          [cx + rx * 0.7, top - 30],
          [cx - rx * 0.45, top - 30],
        ],
        "#6C757D",
      ),
    );
    for (let i = 0; i < 10; i++) {
      const lx = cx - rx * 0.66 + i * rx * 0.12;
      parts.push(line(lx, top + 28, lx + rx * 0.24, top - 28, "#B9C1C7", 5));
    }
  }
  parts.push(mast(c, 880, 700, automatic ? 520 : 460, carriageY, look));
  parts.push(controlPanel(c, 980, 760));
  if (look.model) parts.push(nameplate(look.model, 905, 652, 16, { fill: "#FFFFFF" }));
  if (loaded) {
    parts.push(loadOnTable(c, cx, top, 330, 220, 330, (Math.max(0, 640 - carriageY) + 130) / 330));
    parts.push(filmWeb(735, carriageY - 140, carriageY - 30, 700, carriageY - 150, carriageY - 20));
  }
  if (look.press) {
    parts.push(rect(cx - 40, 150, 560, 22, GRAPHITE));
    parts.push(rect(cx - 10, 172, 16, loaded ? 120 : 260, "#8C959C"));
    parts.push(box3d(c, cx - 110, loaded ? 310 : 450, 200, 18, 140, { front: "#5B6770" }));
  }
  return parts.join("");
}

function conveyor(c: Canvas, floor: number): string {
  const parts = [box3d(c, 170, floor, 700, 90, 230, { front: "#4A525A", top: "#9AA3AA", side: "#343A40" })];
  for (let i = 0; i < 18; i++)
    parts.push(line(182 + i * 38, floor - 92, 182 + i * 38 + 138, floor - 92 - 80, "#6C757D", 6));
  return parts.join("");
}

/**
 * The red portal of the arm and ring machines: the rear post (behind the conveyor), the conveyor,
 * the front post `height` tall and the graphite beam across, `beam` deep.
 */
function portalOverConveyor(
  c: Canvas,
  floor: number,
  rear: number,
  height: number,
  beam: number,
  model?: string,
): string[] {
  return [
    box3d(c, 950, floor - 80, 56, rear, 56, { front: C.red, side: C.redDark }),
    conveyor(c, floor),
    box3d(c, 120, floor, 56, height, 56, { front: C.red, side: C.redDark }),
    box3d(c, 120, floor - height, 886, beam, 56, { front: GRAPHITE, top: "#4A525A" }),
    model ? nameplate(model, 330, floor - height - beam / 2, 22, { fill: "#FFFFFF" }) : "",
  ];
}

/** The arm machine's frame: one tall column beside the conveyor and a beam cantilevered over it. */
function cantileverOverConveyor(c: Canvas, floor: number, model?: string): string[] {
  return [
    conveyor(c, floor),
    box3d(c, 930, floor + 20, 110, 700, 90, { front: C.red, top: shade(C.red, 0.25), side: C.redDark }),
    box3d(c, 380, floor - 610, 600, 64, 70, { front: GRAPHITE, top: "#4A525A" }),
    model ? nameplate(model, 985, floor - 420, 18, { fill: "#FFFFFF" }) : "",
  ];
}

/** Rotating arm machine over a roller conveyor. */
export function armWrapper(c: Canvas, loaded: boolean, v: number, model?: string): string {
  const parts = [shadow(c, 600, 760, 540, 50)];
  const floor = 740;
  // one column and a cantilevered beam: the arm turns under the beam's free end
  parts.push(...cantileverOverConveyor(c, floor, model));
  const armX = 520;
  parts.push(rect(armX, floor - 610, 30, 130, "#8C959C"));
  parts.push(circle(armX + 15, floor - 600, 26, "#4A525A"));
  parts.push(box3d(c, armX - 10, floor - 480, 360, 34, 40, { front: GRAPHITE }));
  parts.push(box3d(c, armX + 310, floor - 100, 40, 380, 40, { front: "#8C959C", top: "#B9C1C7" }));
  const cy = loaded ? floor - 250 - (v % 3) * 20 : floor - 140;
  parts.push(carriage(c, armX + 290, cy, true, 0.8));
  if (loaded) {
    parts.push(loadOnTable(c, 520, floor - 150, 330, 200, 300, 0.55));
    parts.push(filmWeb(armX + 262, cy - 100, cy - 20, armX + 200, cy - 110, cy - 10));
  }
  parts.push(controlPanel(c, 1030, 800));
  return parts.join("");
}

/** Rotary ring machine: the ring travels up and down around the load. */
export function ringWrapper(c: Canvas, loaded: boolean, v: number, model?: string): string {
  const parts = [shadow(c, 600, 760, 540, 50)];
  const floor = 740;
  parts.push(...portalOverConveyor(c, floor, 540, 620, 50, model));
  const ry = loaded ? floor - 300 - (v % 3) * 20 : floor - 420;
  const ringBack = `M${n(190)} ${n(ry)} A380 90 0 0 1 ${n(950)} ${n(ry)}`;
  const ringFront = `M${n(190)} ${n(ry)} A380 90 0 0 0 ${n(950)} ${n(ry)}`;
  parts.push(path(ringBack, "none", { stroke: "#6C757D", "stroke-width": 22 }));
  if (loaded) parts.push(loadOnTable(c, 560, floor - 150, 330, 200, 300, 0.7));
  parts.push(path(ringFront, "none", { stroke: "#8C959C", "stroke-width": 24 }));
  parts.push(path(ringFront, "none", { stroke: "#C9D0D5", "stroke-width": 6, transform: "translate(0 -7)" }));
  for (const x of [176, 964]) parts.push(rect(x - 20, ry - 18, 40, 36, GRAPHITE, { rx: 6 }));
  parts.push(carriage(c, 610, ry + 170, false, 0.7));
  parts.push(controlPanel(c, 1030, 800));
  return parts.join("");
}

/** Horizontal orbital (tunnel) wrapper for long products passing through a vertical ring. */
const BUNDLE: Record<LongProduct, { front: string; top: string; side: string; line: string; h: number }> = {
  lumber: { front: "#D8B487", top: "#E3C49C", side: "#B88F60", line: "#B58D5E", h: 150 },
  tubes: { front: "#8E989F", top: "#B3BBC1", side: "#6C757D", line: "#6C757D", h: 130 },
  profiles: { front: "#C9D0D5", top: "#E1E5E8", side: "#A3ACB3", line: "#9AA3AA", h: 90 },
};

/** A long bundle (boards, tubes or profiles) lying along the x axis, front-bottom-left at (x, y). */
function longBundle(c: Canvas, x: number, y: number, len: number, d: number, product: LongProduct): string {
  const s = BUNDLE[product];
  const h = s.h;
  const parts = [box3d(c, x, y, len, h, d, { front: s.front, top: s.top, side: s.side })];
  const rows = product === "profiles" ? 3 : 4;
  for (let i = 1; i < rows; i++)
    parts.push(line(x, y - (h * i) / rows, x + len, y - (h * i) / rows, s.line, 2));
  for (let i = 1; i < 5; i++) {
    const u = (d * i) / 5;
    parts.push(
      line(x + u * DEPTH.x, y - h - u * DEPTH.y, x + len + u * DEPTH.x, y - h - u * DEPTH.y, s.line, 1.5, {
        opacity: 0.7,
      }),
    );
  }
  // the end face shows the individual pieces
  const end: string[] = [];
  const cols = 4;
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const u = (d * (i + 0.5)) / cols;
      const w = (h * (j + 0.5)) / rows;
      if (product === "tubes") {
        end.push(circle(u, w, Math.min(d / cols, h / rows) * 0.44, "#C7CED4"));
        end.push(circle(u, w, Math.min(d / cols, h / rows) * 0.28, "#3B4249"));
      } else if (product === "profiles") {
        end.push(
          rect(u - d / cols / 2 + 3, w - h / rows / 2 + 3, d / cols - 6, h / rows - 6, "none", {
            stroke: "#7E878E",
            "stroke-width": 3,
          }),
        );
      } else {
        end.push(
          rect(u - d / cols / 2 + 2, w - h / rows / 2 + 2, d / cols - 4, h / rows - 4, "#CFA776", { rx: 2 }),
        );
      }
    }
  }
  parts.push(group(end.join(""), `matrix(${DEPTH.x} ${-DEPTH.y} 0 -1 ${n(x + len)} ${n(y)})`));
  return parts.join("");
}

function spiralFilm(x1: number, x2: number, top: number, bottom: number, d: number): string {
  const [dx, dy] = depthOffset(d);
  const parts = [
    rect(x1, top - 4, x2 - x1, bottom - top + 8, "#DCEBF3", { opacity: 0.55 }),
    poly(
      [
        [x1, top - 4],
        [x2, top - 4],
        [x2 + dx, top - 4 - dy],
        [x1 + dx, top - 4 - dy],
      ],
      "#FFFFFF",
      { opacity: 0.35 },
    ),
  ];
  for (let x = x1 + 10; x < x2 - 30; x += 36)
    parts.push(line(x, bottom + 4, x + 40, top - 4, "#FFFFFF", 2, { opacity: 0.75 }));
  return parts.join("");
}

/** Result image for tunnel machines: the spiral-wrapped bundle resting on two bearers. */
export function wrappedBundle(c: Canvas, product: LongProduct, v: number): string {
  const len = 700;
  const d = 120;
  const h = BUNDLE[product].h;
  const scale = product === "profiles" ? 1.35 : 1.2;
  const parts = [shadow(c, 620, 720, 520, 40)];
  const inner = [
    ...[90, len - 160].map((bx) => box3d(c, bx, 26, 60, 26, d + 50, { front: C.wood })),
    longBundle(c, 0, 0, len, d, product),
    spiralFilm((v % 3) * 8, len, -h, 0, d),
  ].join("");
  const width = (len + d * DEPTH.x) * scale;
  parts.push(place(inner, 600 - width / 2, 690, scale));
  return parts.join("");
}

export function orbitalWrapper(
  c: Canvas,
  loaded: boolean,
  v: number,
  product: LongProduct = "lumber",
  model?: string,
): string {
  const floor = 760;
  const parts = [shadow(c, 600, floor, 560, 46)];
  const cx = 600;
  // the ring's size is the model's: KO-300 compact, KO-600, KO-1200 for lumber packs
  const ry = model === "KO-300" ? 180 : model === "KO-1200" ? 300 : 250;
  const cy = floor - 80 - ry - 30;
  const rx = ry * 0.4;
  // roller conveyors in and out
  for (const [x0, w] of [
    [50, 370],
    [760, 330],
  ] as const) {
    parts.push(box3d(c, x0, floor - 20, w, 36, 120, { front: "#4A525A", top: "#9AA3AA" }));
    for (const lx of [x0 + 20, x0 + w - 40]) parts.push(rect(lx, floor - 300 + 120, 20, 180, "#5B6770"));
    for (let i = 0; i < 8; i++)
      parts.push(
        line(x0 + 20 + i * (w / 8), floor - 56, x0 + 20 + i * (w / 8) + 70, floor - 96, "#6C757D", 5),
      );
  }
  // machine frame
  parts.push(box3d(c, cx - 170, floor, 340, 80, 160, { front: GRAPHITE, top: "#4A525A" }));
  parts.push(rect(cx - 150, cy - ry - 30, 40, floor - 80 - cy + ry + 30, C.red));
  parts.push(rect(cx + 110, cy - ry - 30, 40, floor - 80 - cy + ry + 30, C.red));
  parts.push(rect(cx - 150, cy - ry - 50, 300, 40, GRAPHITE));
  parts.push(ellipse(cx, cy, rx, ry, "none", { stroke: "#6C757D", "stroke-width": 26 }));
  // the long product: a bundle of boards / tubes through the ring
  const bh = BUNDLE[product].h;
  const by = 470 + (150 - bh) / 2;
  parts.push(longBundle(c, 90, by + bh / 2, 1000, 110, product));
  if (loaded) parts.push(spiralFilm(cx, 1090, by - bh / 2, by + bh / 2, 110));
  // ring front half and carriage
  parts.push(
    path(`M${cx} ${cy - ry} A${rx} ${ry} 0 0 0 ${cx} ${cy + ry}`, "none", {
      stroke: "#8C959C",
      "stroke-width": 30,
    }),
  );
  parts.push(
    path(`M${cx} ${cy - ry} A${rx} ${ry} 0 0 0 ${cx} ${cy + ry}`, "none", {
      stroke: "#C9D0D5",
      "stroke-width": 6,
      transform: "translate(-8 0)",
    }),
  );
  const a = ((200 + (v % 4) * 25) * Math.PI) / 180;
  const px = cx + Math.cos(a) * rx;
  const py = cy + Math.sin(a) * ry;
  parts.push(
    group(
      rrect(-30, -60, 60, 120, 10, GRAPHITE) +
        rect(-30, -60, 60, 10, C.red) +
        rrect(-16, -48, 32, 96, 12, "#E6EEF3", { opacity: 0.9 }),
      `translate(${n(px)} ${n(py)})`,
    ),
  );
  parts.push(controlPanel(c, 880, floor + 60));
  if (model) parts.push(nameplate(model, cx, cy - ry - 30, 22, { fill: "#FFFFFF" }));
  return parts.join("");
}

/** Close-up: the power pre-stretch carriage with its rollers and the film web. */
export function carriageDetail(c: Canvas, v: number): string {
  const parts = [shadow(c, 600, 760, 380, 40)];
  parts.push(box3d(c, 700, 780, 90, 640, 90, { front: C.red, top: shade(C.red, 0.25), side: C.redDark }));
  parts.push(box3d(c, 430, 640, 300, 420, 150, { front: GRAPHITE, top: "#4A525A", side: "#23282D" }));
  parts.push(rect(430, 220, 300, 22, C.red));
  const roller = (x: number) =>
    rrect(x, 270, 54, 340, 24, c.round("#BFC7CD")) + rect(x, 300 + (v % 2) * 6, 54, 6, "#8C959C");
  parts.push(roller(480), roller(570));
  parts.push(filmRoll(c, 350, 260, 80, 360, FILM));
  parts.push(
    poly(
      [
        [420, 280],
        [480, 290],
        [480, 600],
        [420, 620],
      ],
      "#DCEBF3",
      { opacity: 0.6 },
    ),
  );
  parts.push(
    poly(
      [
        [534, 290],
        [570, 290],
        [570, 600],
        [534, 600],
      ],
      "#DCEBF3",
      { opacity: 0.6 },
    ),
  );
  parts.push(
    poly(
      [
        [624, 290],
        [1060, 200 + (v % 3) * 20],
        [1060, 700],
        [624, 600],
      ],
      "#DCEBF3",
      { opacity: 0.45 },
    ),
  );
  for (let i = 0; i < 6; i++)
    parts.push(line(624, 310 + i * 55, 1060, 230 + i * 90, "#FFFFFF", 1.6, { opacity: 0.6 }));
  for (const [x, y] of [
    [452, 260],
    [700, 260],
    [452, 620],
    [700, 620],
  ] as const)
    parts.push(screw(x, y, 8));
  return parts.join("");
}

// ---- strapping machines ------------------------------------------------------------------------

export type StrapperKind = "table" | "arch" | "arch-side";

/** Semi-automatic table strapper or automatic arch strapper with a carton on the table. */
export function strappingMachine(
  c: Canvas,
  kind: StrapperKind,
  withBox: boolean,
  strap: string,
  model?: string,
): string {
  const floor = 770;
  const x = 330;
  const w = 520;
  const d = 300;
  const h = 330;
  const parts = [shadow(c, x + w / 2 + 90, floor + 4, 480, 40)];
  // body with legs
  parts.push(box3d(c, x + 20, floor, 40, 80, 40, { front: GRAPHITE }));
  parts.push(box3d(c, x + w - 60, floor, 40, 80, 40, { front: GRAPHITE }));
  parts.push(box3d(c, x, floor - 60, w, h - 60, d, { front: "#E6E9EC", top: "#F7F8F9", side: "#B9C0C6" }));
  parts.push(rect(x, floor - h, w, 18, C.red));
  parts.push(rrect(x + 30, floor - h + 50, 200, 150, 10, "#D5DADF"));
  if (model) parts.push(nameplate(model, x + 130, floor - h + 170, 24, { fill: "#FFFFFF" }));
  parts.push(rrect(x + w - 150, floor - h + 60, 110, 70, 8, "#1F2933"));
  parts.push(circle(x + w - 125, floor - h + 95, 10, "#3FAE5A"));
  parts.push(circle(x + w - 95, floor - h + 95, 10, C.red));
  parts.push(circle(x + w - 65, floor - h + 95, 10, "#F2C200"));
  parts.push(line(x + 30, floor - h + 230, x + w - 30, floor - h + 230, "#C3C9CE", 3));
  const [dx, dy] = depthOffset(d);
  // strap slot across the table
  const sx = x + w * 0.45;
  parts.push(
    poly(
      [
        [sx, floor - h],
        [sx + dx, floor - h - dy],
        [sx + dx + 18, floor - h - dy],
        [sx + 18, floor - h],
      ],
      "#8C959C",
    ),
  );
  if (kind !== "table") {
    const ax = sx - 40;
    parts.push(
      path(
        `M${ax} ${floor - h} L${ax} ${floor - h - 250} L${ax + dx + 80} ${floor - h - 250 - dy} L${ax + dx + 80} ${floor - h - dy}`,
        "none",
        { stroke: GRAPHITE, "stroke-width": 34, "stroke-linejoin": "round" },
      ),
    );
    parts.push(
      path(`M${ax} ${floor - h} L${ax} ${floor - h - 250} L${ax + dx + 80} ${floor - h - 250 - dy}`, "none", {
        stroke: "#4A525A",
        "stroke-width": 8,
        transform: "translate(-8 -8)",
      }),
    );
  }
  if (withBox) {
    const bx = x + 60;
    const by = floor - h - dy * 0.25;
    parts.push(box3d(c, bx, by, 320, 180, d * 0.5, { front: C.kraft }));
    parts.push(rect(bx + 146, by - 180, 16, 180, strap));
    parts.push(
      poly(
        [
          [bx + 146, by - 180],
          [bx + 146 + d * 0.5 * DEPTH.x, by - 180 - d * 0.5 * DEPTH.y],
          [bx + 162 + d * 0.5 * DEPTH.x, by - 180 - d * 0.5 * DEPTH.y],
          [bx + 162, by - 180],
        ],
        shade(strap, 0.15),
      ),
    );
    parts.push(rect(bx + 40, by - 120, 80, 8, shade(C.kraft, 0.25)));
  }
  // strap coil in the dispenser at the side
  parts.push(
    group(
      standingCoil(c, 0, 0, 130, { material: "pp", color: strap, widthMm: 12, load: "cartons" }, false),
      `translate(${x - 120} ${floor - 150}) scale(0.9)`,
    ),
  );
  return parts.join("");
}
