// Strapping tools, drawn in side view around a local origin at the bottom-left of the base plate
// (x to the right, y negative upwards), plus the scenes that show them.

import {
  C,
  type Canvas,
  box3d,
  cartonLoad,
  circle,
  DEPTH,
  ellipse,
  group,
  line,
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
} from "../primitives";
import { batteryPack, charger, gear, metalSeal } from "./hardware";
import { lyingCoil } from "./strap";
import { lettering, nameplate } from "../lettering";

export type ToolKind =
  | "battery"
  | "battery-heavy"
  | "pneumatic-combi"
  | "pneumatic-tensioner"
  | "pneumatic-sealer"
  | "manual-tensioner"
  | "pushbar-tensioner"
  | "manual-sealer"
  | "crimper"
  | "manual-combination"
  | "cutter"
  | "hand-cutter";

export interface ToolLook {
  kind: ToolKind;
  /** Colour of the strap shown with the tool. */
  strap: string;
  /** The model name printed on the body (and, for battery tools, which model's size and handle). */
  model?: string;
}

const GRAPHITE = "#2C3238";
const METAL = "#B9C1C7";

function strapUnder(color: string, from: number, to: number): string {
  return (
    rect(from, -9, to - from, 9, color) + rect(from, -9, to - from, 2, shade(color, 0.35), { opacity: 0.7 })
  );
}

function basePlate(c: Canvas, len: number): string {
  return [
    path(
      `M0 0 L${len} 0 L${len + 70} 0 L${len + 70} -10 L${len + 20} -38 L${len} -38 L0 -34 Z`,
      c.face(GRAPHITE, 0.12),
    ),
    rect(8, -34, len - 8, 5, "#4A535B"),
  ].join("");
}

function handleLoop(x1: number, x2: number, y: number, top: number): string {
  const d = `M${x1} ${y} C${x1} ${top + 20} ${x1 + 30} ${top} ${x1 + 70} ${top} L${x2 - 60} ${top} C${x2 - 25} ${top} ${x2} ${top + 25} ${x2} ${y}`;
  return [
    path(d, "none", { stroke: GRAPHITE, "stroke-width": 36, "stroke-linecap": "round" }),
    path(d, "none", { stroke: "#4A535B", "stroke-width": 6, opacity: 0.7, transform: "translate(-4 -10)" }),
    line(x1 + 75, top, x2 - 65, top, "#1A1E22", 26),
    ...Array.from({ length: 7 }, (_, i) => {
      const x = x1 + 85 + (i * (x2 - x1 - 170)) / 6;
      return line(x, top - 11, x, top + 11, "#33393F", 3);
    }),
  ].join("");
}

/** How one battery tool model differs from the others: size, handle, colour band, housing. */
interface BatteryModel {
  len: number;
  bodyTop: number;
  handle: "loop" | "bar" | "twin";
  band: string;
  housing: string;
  wheel: number;
}

const BATTERY_MODELS: Record<string, BatteryModel> = {
  // compact: short body, a straight grip on two posts, yellow band
  "KB-13": { len: 470, bodyTop: -200, handle: "bar", band: "#EDB816", housing: C.red, wheel: 32 },
  // the standard tool: loop handle, green band (PET)
  "KB-16": { len: 560, bodyTop: -215, handle: "loop", band: "#3E8E41", housing: C.red, wheel: 40 },
  // heavier: longer and taller, blue band
  "KB-19": { len: 610, bodyTop: -240, handle: "loop", band: "#2F6DB5", housing: C.red, wheel: 46 },
  // the largest: graphite housing with a red band, two handles, the biggest tension wheel
  "KB-32": { len: 680, bodyTop: -255, handle: "twin", band: C.red, housing: "#3A4148", wheel: 54 },
};

function batteryModel(look: ToolLook): BatteryModel {
  const known = look.model ? BATTERY_MODELS[look.model] : undefined;
  if (known) return known;
  return look.kind === "battery-heavy"
    ? { len: 600, bodyTop: -230, handle: "loop", band: C.redDark, housing: C.red, wheel: 40 }
    : { len: 560, bodyTop: -215, handle: "loop", band: C.redDark, housing: C.red, wheel: 40 };
}

/** A straight grip on two posts (compact tools). */
function barHandle(x1: number, x2: number, y: number, top: number): string {
  return [
    line(x1, y, x1, top, GRAPHITE, 26),
    line(x2, y, x2, top, GRAPHITE, 26),
    line(x1 - 10, top, x2 + 10, top, "#1A1E22", 30),
    ...Array.from({ length: 6 }, (_, i) => {
      const x = x1 + 12 + (i * (x2 - x1 - 24)) / 5;
      return line(x, top - 12, x, top + 12, "#33393F", 3);
    }),
  ].join("");
}

/** Battery-powered combination tool (tension + friction weld), one look per model. */
function batteryTool(c: Canvas, look: ToolLook): string {
  const m = batteryModel(look);
  const { len, bodyTop } = m;
  const handle =
    m.handle === "bar"
      ? barHandle(230, 380, bodyTop + 8, bodyTop - 70)
      : m.handle === "twin"
        ? handleLoop(190, 400, bodyTop + 8, bodyTop - 85) + handleLoop(440, 600, bodyTop + 8, bodyTop - 60)
        : handleLoop(210, 470, bodyTop + 8, bodyTop - 85);
  return [
    basePlate(c, len),
    // lower mechanism housing
    rrect(20, -90, 200, 58, 10, c.face("#3B4249", 0.12)),
    rrect(250, -130, len - 240, 100, 14, c.face(METAL, 0.16)),
    circle(
      len - 90,
      -82,
      m.wheel,
      c.linear(
        [
          [0, "#E2E6E9"],
          [1, "#8A939A"],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
    circle(len - 90, -82, m.wheel * 0.4, "#59626A"),
    screw(280, -110),
    screw(280, -55),
    // main housing with the model's colour band and printed name
    path(
      `M150 -120 L${len} -120 L${len} -150 C${len} ${bodyTop + 25} ${len - 30} ${bodyTop} ${len - 70} ${bodyTop} L220 ${bodyTop} C180 ${bodyTop} 150 ${bodyTop + 25} 150 -160 Z`,
      c.face(m.housing, 0.14),
    ),
    rect(152, -150, len - 152, 20, m.band),
    path(`M160 -128 L${len - 8} -128`, "none", { stroke: shade(m.housing, -0.3), "stroke-width": 6 }),
    rrect(len - 200, bodyTop + 20, 120, 36, 10, c.face("#1F2933", 0.15)),
    circle(len - 176, bodyTop + 38, 8, "#6BD46B"),
    circle(len - 148, bodyTop + 38, 8, "#E8ECEF"),
    circle(len - 120, bodyTop + 38, 8, "#E8ECEF"),
    look.model
      ? m.handle === "bar"
        ? lettering(look.model, 158, bodyTop + 32, 20, "#FFFFFF", { weight: 0.2 })
        : lettering(look.model, 190, bodyTop + 26, 30, "#FFFFFF", { weight: 0.2 })
      : "",
    handle,
    // trigger button
    rrect(m.handle === "bar" ? 280 : 320, bodyTop - (m.handle === "bar" ? 60 : 72), 46, 14, 6, C.red),
    // battery at the rear
    place(batteryPack(c), 4, -170, 0.82),
    // weld lever
    path(`M${len - 40} -130 L${len + 30} -210`, "none", {
      stroke: GRAPHITE,
      "stroke-width": 18,
      "stroke-linecap": "round",
    }),
    circle(len + 30, -210, 16, C.red),
  ].join("");
}

function airHose(x: number, y: number): string {
  const d = `M${x} ${y} C${x - 60} ${y} ${x - 110} ${y + 30} ${x - 110} ${y + 80} C${x - 110} ${y + 130} ${x - 40} ${y + 150} ${x - 10} ${y + 120} C${x + 20} ${y + 90} ${x - 30} ${y + 60} ${x - 80} ${y + 90} C${x - 130} ${y + 120} ${x - 180} ${y + 150} ${x - 260} ${y + 150}`;
  return [
    path(d, "none", { stroke: "#1E2428", "stroke-width": 18, "stroke-linecap": "round" }),
    path(d, "none", { stroke: "#4D5860", "stroke-width": 4, opacity: 0.8, transform: "translate(-2 -4)" }),
    rrect(x - 14, y - 14, 36, 28, 6, "#C2A249"),
    rrect(x - 14, y - 14, 36, 8, 4, "#E0C46C"),
  ].join("");
}

/** Pneumatic tools: combination tool, tensioner or jaw sealer. */
function pneumaticTool(
  c: Canvas,
  kind: "pneumatic-combi" | "pneumatic-tensioner" | "pneumatic-sealer",
  model?: string,
): string {
  if (kind === "pneumatic-sealer") {
    // jaw sealer: vertical air motor above a pair of jaws closing on a seal
    return [
      airHose(250, -160),
      rrect(200, -120, 280, 86, 10, c.face(METAL, 0.18)),
      rect(220, -38, 240, 30, c.face("#59626A", 0.1)),
      ...[240, 292, 344, 396].map((x) => rect(x, -38, 30, 30, "#3B4249")),
      path(
        "M260 -120 L260 -300 C260 -330 280 -345 310 -345 L370 -345 C400 -345 420 -330 420 -300 L420 -120 Z",
        c.round(METAL),
      ),
      ...[-280, -262, -244].map((y) => rect(260, y, 160, 6, "#9AA3AA")),
      rect(260, -200, 160, 16, C.red),
      screw(230, -100),
      screw(450, -100),
      path("M420 -250 L500 -250 C530 -250 540 -220 540 -190 L540 -140", "none", {
        stroke: GRAPHITE,
        "stroke-width": 30,
        "stroke-linecap": "round",
      }),
      rrect(490, -230, 22, 50, 8, C.red),
      path("M262 -300 C262 -340 290 -360 340 -360 C390 -360 418 -340 418 -300 Z", c.face("#8C959C", 0.2)),
      rrect(320, -378, 40, 22, 8, C.red),
      model ? nameplate(model, 340, -77, 26) : "",
    ].join("");
  }
  if (kind === "pneumatic-tensioner") return pneumaticTensioner(c, model);
  // the steel tool (KNA) is longer and carries a steel-blue band; the PET tools a green one
  const len = model === "KNA-19" ? 620 : 560;
  const band = model === "KN-19" ? "#3E8E41" : model ? "#5E7283" : C.red;
  return [
    basePlate(c, len),
    group(gear(c, 30, 14, "#8C959C"), `translate(${len - 90} -42)`),
    rrect(230, -135, len - 220, 105, 14, c.face("#8E979E", 0.14)),
    circle(
      len - 90,
      -84,
      42,
      c.linear(
        [
          [0, "#E2E6E9"],
          [1, "#8A939A"],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
    circle(len - 90, -84, 15, "#59626A"),
    // air motor: a long polished cylinder
    path(
      `M110 -140 L${len - 40} -140 L${len - 40} -230 L110 -230 C80 -230 70 -210 70 -185 C70 -160 80 -140 110 -140 Z`,
      c.linear(
        [
          [0, "#F0F2F4"],
          [0.35, METAL],
          [1, "#7E878E"],
        ],
        0,
        0,
        0,
        1,
      ),
    ),
    rect(150, -230, 18, 90, C.red),
    rect(len - 120, -230, 26, 90, band),
    model ? lettering(model, 186, -203, 30, "#2B3137", { weight: 0.2 }) : "",
    ...[230, 290, 350].map((x) => rect(x, -222, 40, 6, "#9EA7AE")),
    handleLoop(200, 430, -226, -310),
    rrect(300, -298, 40, 14, 6, C.red),
    airHose(80, -185),
    // the sealing lever
    path(`M${len - 60} -140 L${len + 10} -250`, "none", {
      stroke: GRAPHITE,
      "stroke-width": 18,
      "stroke-linecap": "round",
    }),
    circle(len + 10, -250, 16, C.red),
  ].join("");
}

/**
 * Pneumatic tensioner for heavy steel strap: an upright air motor with a D handle and throttle,
 * geared to a large feed wheel at the front (no sealing lever: the seal is closed by a sealer).
 */
function pneumaticTensioner(c: Canvas, model?: string): string {
  return [
    basePlate(c, 480),
    rrect(300, -140, 190, 110, 14, c.face("#8E979E", 0.14)),
    circle(
      420,
      -92,
      58,
      c.linear(
        [
          [0, "#E2E6E9"],
          [1, "#8A939A"],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
    circle(420, -92, 20, "#59626A"),
    screw(330, -115),
    screw(330, -55),
    rrect(230, -160, 110, 44, 10, c.face("#59626A", 0.12)),
    // D handle and throttle
    path("M250 -300 L360 -300 C395 -300 410 -280 410 -250 L410 -190", "none", {
      stroke: GRAPHITE,
      "stroke-width": 30,
      "stroke-linecap": "round",
    }),
    rrect(396, -262, 28, 56, 8, C.red),
    // upright air motor
    rrect(120, -330, 140, 214, 20, c.round(METAL)),
    rrect(108, -350, 164, 30, 12, c.face("#8C959C", 0.2)),
    rect(120, -200, 140, 18, model ? "#5E7283" : C.red),
    ...[-300, -282].map((y) => rect(130, y, 120, 5, "#9EA7AE")),
    model ? lettering(model, 190, -262, 24, "#2B3137", { anchor: "middle", weight: 0.2 }) : "",
    airHose(120, -150),
  ].join("");
}

/** Manual tensioners: a ratchet lever on a base plate (windlass or push-bar). */
function manualTensioner(c: Canvas, pushbar: boolean, model?: string): string {
  const len = pushbar ? 380 : 340;
  const elevation = pushbar ? 60 : 30;
  const lever = pushbar ? 420 : 460;
  // the windlass tensioner has a black rubber grip with a red band, the push-bar one a red grip
  const grip = pushbar ? C.red : "#2B2D31";
  return [
    basePlate(c, len),
    rrect(140, -120, 190, 90, 12, c.face("#8C959C", 0.16)),
    group(gear(c, 54, 18, "#9AA3AA"), "translate(235 -118)"),
    group(
      [
        rrect(0, -17, lever, 34, 17, c.face(GRAPHITE, 0.18)),
        rrect(lever - 150, -21, 150, 42, 21, c.face(grip, 0.2)),
        ...Array.from({ length: 6 }, (_, i) =>
          rect(lever - 135 + i * 22, -21, 6, 42, shade(grip, -0.4), { opacity: 0.6 }),
        ),
        pushbar ? "" : rect(lever - 165, -21, 14, 42, C.red),
        rrect(-30, -30, 80, 60, 14, c.face("#5B6770", 0.15)),
        screw(10, 0, 9),
      ].join(""),
      `translate(235 -118) rotate(${elevation - 180})`,
    ),
    rrect(40, -80, 110, 46, 10, c.face("#59626A", 0.12)),
    path("M60 -80 L40 -150", "none", { stroke: GRAPHITE, "stroke-width": 14, "stroke-linecap": "round" }),
    circle(40, -150, 11, C.red),
    model ? nameplate(model, 235, -52, 22) : "",
  ].join("");
}

/** Manual sealer and crimper: two long handles over a jaw head. */
function manualSealer(c: Canvas, crimper: boolean, model?: string): string {
  const head = crimper
    ? [
        rrect(160, -110, 140, 80, 16, c.face("#7E878E", 0.16)),
        circle(195, -60, 22, "#59626A"),
        circle(265, -60, 22, "#59626A"),
      ]
    : [
        rrect(150, -120, 160, 90, 10, c.face("#8C959C", 0.16)),
        ...[170, 210, 250].map((x) => rect(x, -38, 26, 16, "#3B4249")),
      ];
  // the crimper is shorter, with black grips and a green band; the sealer has long red grips
  const reach = crimper ? 330 : 430;
  const grip = crimper ? "#2B2D31" : C.red;
  const handle = (x: number, rot: number) =>
    group(
      rrect(0, -16, reach, 32, 16, c.face(GRAPHITE, 0.18)) +
        rrect(reach - 140, -20, 140, 40, 20, c.face(grip, 0.2)) +
        (crimper ? rect(reach - 150, -20, 16, 40, "#3E8E41") : ""),
      `translate(${x} -110) rotate(${rot})`,
    );
  return [
    strapUnder("#5E7283", 60, 400),
    group(metalSeal(c, "#A2ABB2", !crimper), "translate(230 -20) scale(1.3 0.5)"),
    ...head,
    handle(210, -118),
    handle(250, -62),
    // cheek plates and toggle links between the jaw head and the handles
    poly(
      [
        [196, -112],
        [264, -112],
        [300, -190],
        [160, -190],
      ],
      c.face("#6C757D", 0.18),
    ),
    line(180, -180, 150, -250, "#59626A", 14),
    line(280, -180, 310, -250, "#59626A", 14),
    screw(180, -180, 8),
    screw(280, -180, 8),
    circle(230, -118, 22, "#59626A"),
    screw(230, -118, 10),
    model ? nameplate(model, 230, -62, 22) : "",
  ].join("");
}

/** Manual combination tool: tension lever at the rear, sealing lever at the front, one base. */
function manualCombination(c: Canvas, model?: string): string {
  const lever = (x: number, y: number, len: number, rot: number) =>
    group(
      [
        rrect(0, -17, len, 34, 17, c.face(GRAPHITE, 0.18)),
        rrect(len - 140, -21, 140, 42, 21, c.face(C.red, 0.2)),
        ...Array.from({ length: 5 }, (_, i) =>
          rect(len - 125 + i * 24, -21, 6, 42, C.redDark, { opacity: 0.6 }),
        ),
      ].join(""),
      `translate(${x} ${y}) rotate(${rot})`,
    );
  return [
    basePlate(c, 440),
    rrect(90, -120, 170, 90, 12, c.face("#8C959C", 0.16)),
    lever(170, -118, 440, -150),
    group(gear(c, 54, 18, "#9AA3AA"), "translate(170 -118)"),
    rrect(140, -148, 60, 60, 14, c.face("#5B6770", 0.15)),
    screw(170, -118, 9),
    rrect(280, -150, 150, 120, 12, c.face(METAL, 0.18)),
    ...[295, 335, 375].map((x) => rect(x, -44, 26, 14, "#3B4249")),
    lever(350, -150, 360, -62),
    circle(350, -150, 24, "#59626A"),
    screw(350, -150, 10),
    model ? nameplate(model, 355, -92, 22) : "",
  ].join("");
}

/** Hand-held safety cutter for plastic strap: a moulded grip with a shielded hook blade. */
function handCutter(c: Canvas): string {
  return [
    // grip
    path(
      "M40 -60 C20 -60 10 -80 20 -100 L60 -150 C80 -175 120 -180 160 -170 L330 -140 C350 -136 352 -108 330 -104 L150 -80 C110 -74 80 -60 40 -60 Z",
      c.face("#EDB816", 0.2),
    ),
    path("M70 -96 C95 -128 130 -140 170 -134 L300 -118", "none", {
      stroke: "#2B2D31",
      "stroke-width": 16,
      "stroke-linecap": "round",
      opacity: 0.85,
    }),
    // head with the hook and its guard
    path(
      "M320 -150 L420 -160 C460 -162 480 -140 470 -112 L440 -70 L400 -70 L420 -110 C424 -122 414 -128 402 -126 L330 -104 Z",
      c.face("#3A4148", 0.15),
    ),
    path("M404 -118 L446 -112 L430 -86 Z", "#D5DADF"),
    screw(352, -128, 8),
  ].join("");
}

/** Long-handled safety cutter. */
function cutter(c: Canvas): string {
  const arm = (rot: number) =>
    group(
      [
        rrect(0, -13, 380, 26, 13, c.face("#59626A", 0.18)),
        rrect(230, -18, 160, 36, 18, c.face(C.red, 0.2)),
        rrect(230, -18, 160, 8, 4, shade(C.red, 0.3), { opacity: 0.7 }),
      ].join(""),
      `translate(300 -150) rotate(${rot})`,
    );
  return [
    arm(-160),
    arm(-200),
    path("M300 -170 L430 -196 L452 -176 L318 -140 Z", c.face("#C9D0D5", 0.2)),
    path("M300 -130 L430 -104 L452 -124 L318 -160 Z", c.face("#9BA4AB", 0.15)),
    circle(305, -150, 24, "#3B4249"),
    screw(305, -150, 11),
    path("M120 -82 C150 -60 150 -240 120 -218", "none", { stroke: "#8C959C", "stroke-width": 6 }),
  ].join("");
}

/** Local bounding box of each tool: [minX, maxX, minY] (the base sits on y = 0). */
function bounds(look: ToolLook): { minX: number; maxX: number; minY: number } {
  switch (look.kind) {
    case "battery":
    case "battery-heavy": {
      const m = batteryModel(look);
      return { minX: 0, maxX: m.len + 80, minY: m.bodyTop - 115 };
    }
    case "pneumatic-combi":
      return { minX: -190, maxX: 640, minY: -330 };
    case "pneumatic-tensioner":
      return { minX: -190, maxX: 560, minY: -360 };
    case "pneumatic-sealer":
      return { minX: -20, maxX: 560, minY: -400 };
    case "manual-tensioner":
      return { minX: -180, maxX: 410, minY: -370 };
    case "pushbar-tensioner":
      return { minX: 0, maxX: 450, minY: -500 };
    case "manual-sealer":
    case "crimper":
      return { minX: -10, maxX: 470, minY: -510 };
    case "manual-combination":
      return { minX: -240, maxX: 540, minY: -470 };
    case "cutter":
      return { minX: -80, maxX: 460, minY: -300 };
    case "hand-cutter":
      return { minX: 0, maxX: 490, minY: -200 };
  }
}

function hasBasePlate(kind: ToolKind): boolean {
  return kind !== "cutter" && kind !== "hand-cutter" && kind !== "manual-sealer" && kind !== "crimper";
}

/** The bare tool in local coordinates (a kind alone draws the unlabelled tool of the site pictures). */
export function tool(c: Canvas, what: ToolKind | ToolLook): string {
  const look: ToolLook = typeof what === "string" ? { kind: what, strap: "" } : what;
  const { kind, model } = look;
  switch (kind) {
    case "battery":
    case "battery-heavy":
      return batteryTool(c, look);
    case "pneumatic-combi":
    case "pneumatic-tensioner":
    case "pneumatic-sealer":
      return pneumaticTool(c, kind, model);
    case "manual-tensioner":
      return manualTensioner(c, false, model);
    case "pushbar-tensioner":
      return manualTensioner(c, true, model);
    case "manual-sealer":
      return manualSealer(c, false, model);
    case "crimper":
      return manualSealer(c, true, model);
    case "manual-combination":
      return manualCombination(c, model);
    case "cutter":
      return cutter(c);
    case "hand-cutter":
      return handCutter(c);
  }
}

/** Main image: the tool on the floor, sitting on a strap. */
export function toolMain(c: Canvas, look: ToolLook, mirror = false): string {
  const b = bounds(look);
  const w = b.maxX - b.minX;
  // battery models share the scale of the largest, so their sizes compare
  const frame = look.model && BATTERY_MODELS[look.model] ? bounds({ ...look, model: "KB-32" }) : b;
  const scale = Math.min(1.25, 860 / (frame.maxX - frame.minX), 540 / -frame.minY);
  const y0 = 700;
  let x0 = 600 - ((b.minX + b.maxX) / 2) * scale;
  if (mirror) x0 = 1200 - x0;
  const s = mirror ? -scale : scale;
  // strap ends stay well inside the canvas
  const a = (130 - x0) / s;
  const z = (1070 - x0) / s;
  const from = Math.max(Math.min(a, z), b.minX - 60);
  const to = Math.min(Math.max(a, z), b.maxX + 60);
  const strap = hasBasePlate(look.kind) ? strapUnder(look.strap, from, to) : "";
  return shadow(c, 600, y0 + 6, w * scale * 0.55, 30) + place(strap + tool(c, look), x0, y0, scale, mirror);
}

/** In-use image: the tool on top of a palletised load, on the strap that runs across it. */
export function toolInUse(c: Canvas, look: ToolLook): string {
  const x = 250;
  const y = 800;
  const w = 560;
  const d = 330;
  const lh = 250;
  const base = y - palletHeight(w);
  const t = 0.45;
  const bw = 16;
  const topY = base - lh;
  const parts = [
    shadow(c, x + w / 2 + 100, y + 4, w * 0.75, 34),
    pallet(c, x, y, w, d),
    cartonLoad(c, x + 4, base, w - 8, lh, d - 16, 4, 2),
  ];
  // strap across the top (left to right) and down the right side
  const sx = x + 4 + t * (d - 16) * DEPTH.x;
  const sy = topY - t * (d - 16) * DEPTH.y;
  parts.push(
    poly(
      [
        [sx, sy],
        [sx + w - 8, sy],
        [sx + w - 8 + bw * 0.6, sy - bw * 0.36],
        [sx + bw * 0.6, sy - bw * 0.36],
      ],
      look.strap,
    ),
  );
  parts.push(rect(sx + w - 8, sy - 4, bw * 0.55, lh + 4, shade(look.strap, -0.15)));
  const b = bounds(look);
  const bwid = b.maxX - b.minX;
  const scale = Math.min(0.6, 500 / bwid, 300 / -b.minY);
  const cx = sx + (w - 8) / 2;
  parts.push(shadow(c, cx, sy - 2, bwid * scale * 0.5, 14, 0.35));
  parts.push(place(tool(c, look), cx - ((b.minX + b.maxX) / 2) * scale, sy, scale));
  return parts.join("");
}

/** Detail image for battery tools: battery pack and charger, with a coil of strap behind. */
export function batteryDetail(c: Canvas, look: ToolLook): string {
  return [
    shadow(c, 760, 700, 300, 34),
    lyingCoil(c, 760, 560, 240, { material: "pet", color: look.strap, widthMm: 16, load: "cartons" }),
    shadow(c, 460, 760, 260, 28),
    place(charger(c), 230, 620, 1.2),
  ].join("");
}

/** Detail image for manual tools: the tool, smaller, beside a row of seals and a sealed strap joint. */
export function toolWithSeals(c: Canvas, look: ToolLook): string {
  const b = bounds(look);
  const scale = Math.min(0.9, 470 / (b.maxX - b.minX), 470 / -b.minY);
  const x0 = 330 - ((b.minX + b.maxX) / 2) * scale;
  const parts = [
    shadow(c, 330, 706, (b.maxX - b.minX) * scale * 0.55, 26),
    place(tool(c, look), x0, 700, scale),
  ];
  // a strap joint closed with a notched seal, lying on the floor
  const band = (y: number, from: number, to: number) =>
    rect(
      from,
      y - 22,
      to - from,
      44,
      c.linear(
        [
          [0, shade(look.strap, 0.25)],
          [1, shade(look.strap, -0.2)],
        ],
        0,
        0,
        0,
        1,
      ),
    );
  parts.push(shadow(c, 850, 690, 300, 24, 0.22));
  parts.push(
    group(
      band(0, -300, 40) +
        band(-8, -40, 300) +
        group(metalSeal(c, "#A2ABB2", true), "translate(0 -6) scale(1.5 1.05)"),
      "translate(850 660) rotate(-8)",
    ),
  );
  const seals: [number, number, number][] = [
    [720, 790, -12],
    [850, 806, 6],
    [980, 788, -3],
  ];
  for (const [sx, sy, r] of seals) {
    parts.push(ellipse(sx + 6, sy + 34, 62, 10, "#1F2933", { opacity: 0.12 }));
    parts.push(group(metalSeal(c, "#A2ABB2"), `translate(${sx} ${sy}) rotate(${r}) scale(1.35)`));
  }
  return parts.join("");
}

/** The charger, large, with its rating printed on the front (the charger's own picture). */
export function chargerHero(c: Canvas, label: string): string {
  return [
    shadow(c, 600, 710, 380, 36),
    place(charger(c), 240, 430, 1.8),
    nameplate(label, 390, 610, 22, { fill: "#FFFFFF" }),
  ].join("");
}

/** The set of sealing jaws and punches of a manual sealer, laid out on a tray (`loose`: on the floor). */
export function jawSet(c: Canvas, model: string, loose: boolean): string {
  const parts = [shadow(c, 600, 720, 440, 40)];
  if (!loose) {
    parts.push(rrect(200, 580, 800, 140, 16, c.face("#2E353B", 0.1)));
    parts.push(rrect(216, 594, 768, 112, 10, "#1F2429"));
    parts.push(nameplate(model, 600, 676, 20, { fill: "#FFFFFF" }));
  }
  const placesOnTray: [number, number, number][] = [
    [300, 590, 0],
    [430, 590, 0],
    [700, 590, 0],
    [830, 590, 0],
  ];
  const placesLoose: [number, number, number][] = [
    [300, 640, -12],
    [460, 700, 8],
    [700, 650, -4],
    [860, 690, 14],
  ];
  (loose ? placesLoose : placesOnTray).forEach(([x, y, r], i) => {
    const jaw = [
      rrect(-50, -150, 100, 150, 10, c.face(i < 2 ? "#9AA3AA" : "#7E878E", 0.2)),
      ...[0, 1, 2, 3].map((k) => rect(-40 + k * 22, -20, 14, 20, "#3B4249")),
      circle(0, -110, 14, "#59626A"),
    ].join("");
    parts.push(group(jaw, `translate(${x} ${y}) rotate(${r})`));
  });
  // the two punches
  parts.push(
    group(
      rrect(-20, -170, 40, 170, 14, c.round("#B9C1C7")),
      `translate(565 ${loose ? 700 : 590}) rotate(${loose ? 70 : 0})`,
    ),
  );
  return parts.join("");
}

/** A large battery pack, the hero of battery products. */
export function batteryHero(c: Canvas, label?: string): string {
  const parts = [shadow(c, 610, 712, 330, 40)];
  parts.push(box3d(c, 380, 700, 400, 150, 240, { front: "#2A3036", top: "#3A4249", side: "#1C2126" }));
  parts.push(rect(380, 610, 400, 26, C.red));
  parts.push(
    poly(
      [
        [780, 610],
        [780 + 149, 610 - 86],
        [780 + 149, 636 - 86],
        [780, 636],
      ],
      C.redDark,
    ),
  );
  // slide rails on top
  for (const t of [0.3, 0.7]) {
    const x = 380 + 400 * t;
    parts.push(
      poly(
        [
          [x - 22 + 15, 550 - 9],
          [x - 22 + 134, 550 - 77],
          [x + 22 + 134, 550 - 77],
          [x + 22 + 15, 550 - 9],
        ],
        "#4A525A",
      ),
    );
  }
  parts.push(rrect(600, 650, 150, 34, 8, "#15191D"));
  for (let i = 0; i < 4; i++) parts.push(circle(626 + i * 32, 667, 7, i < 3 ? "#6BD46B" : "#3D4A40"));
  parts.push(rrect(410, 580, 150, 16, 8, "#3A4249"));
  if (label) parts.push(nameplate(label, 490, 668, 20, { fill: "#FFFFFF" }));
  return parts.join("");
}

/** Close-up of wear parts on the floor: a large tension wheel, a gripper plate and sealing jaws. */
export function partsCloseUp(c: Canvas, v: number): string {
  const parts = [shadow(c, 600, 720, 440, 46)];
  parts.push(ellipse(400, 712, 190, 26, "#1F2933", { opacity: 0.12 }));
  parts.push(group(gear(c, 180, 22, "#A3ACB3"), "translate(400 500)"));
  parts.push(box3d(c, 640, 720, 300, 60, 180, { front: "#8C959C", top: "#B9C1C7" }));
  for (let k = 0; k < 12; k++)
    parts.push(line(652 + k * 24, 660, 652 + k * 24 + 100, 660 - 58, "#6C757D", 5));
  for (let i = 0; i < 2; i++) {
    const bx = 680 + i * 140 + (v % 2) * 10;
    parts.push(box3d(c, bx, 600, 100, 150, 70, { front: "#9AA3AA" }));
    for (let k = 0; k < 4; k++) parts.push(rect(bx + 8 + k * 23, 570, 14, 30, "#3B4249"));
  }
  return parts.join("");
}

/** A parts kit: tension wheels, sealing jaws and a seal (for spare-part products). */
export function partsKit(c: Canvas, v: number): string {
  const parts = [shadow(c, 600, 720, 420, 40)];
  parts.push(rrect(230, 560, 740, 150, 18, c.face("#2E353B", 0.1)));
  parts.push(rrect(250, 574, 700, 122, 12, "#1F2429"));
  parts.push(group(gear(c, 80, 18, "#A3ACB3"), "translate(360 470)"));
  parts.push(group(gear(c, 58, 14, "#8E979E"), "translate(520 500)"));
  for (let i = 0; i < 3; i++) {
    const bx = 620 + i * 95;
    parts.push(rrect(bx, 470 + (i % 2) * 14, 80, 110, 10, c.face("#8C959C", 0.2)));
    for (let k = 0; k < 4; k++) parts.push(rect(bx + 8 + k * 18, 560 + (i % 2) * 14, 12, 20, "#3B4249"));
  }
  parts.push(group(metalSeal(c, "#A2ABB2", true), `translate(${v % 2 === 0 ? 880 : 300} 640) scale(1.1)`));
  parts.push(rrect(260, 590, 60, 8, 4, C.red));
  return parts.join("");
}
