// Page heroes, 1920 × 640. Shown with object-fit: cover (450 px tall on desktop, ~260 px on
// mobile) under a dark gradient with white text on the left: the left ~45 % stays calm, the
// subject sits centre-right and inside y ≈ 130–540 so that cropping never cuts it.

import { markShapes } from "./logo";
import {
  box3d,
  calmLeft,
  canvas,
  type Canvas,
  circle,
  ellipse,
  finish,
  group,
  line,
  n,
  P,
  path,
  place,
  poly,
  rect,
  rrect,
  shade,
  shadow,
} from "./kit";
import { arrange, deckRow, put } from "./layout";
import * as L from "./loads";
import { carton, cushionHeap, openCarton } from "./packaging";
import { andes, clouds, forest, ground, hall, hills, plantBuilding, sky, studio } from "./scenery";
import { airpadMachine } from "../catalogue/airpad";
import { filmRoll, lyingRoll, type FilmLook } from "../catalogue/film";
import { metalSeal } from "../catalogue/hardware";
import { lyingCoil, standingCoil, type StrapLook } from "../catalogue/strap";
import { tool, toolInUse } from "../catalogue/tools";
import { turntableWrapper } from "../catalogue/wrappers";
import { embed } from "../primitives";
import { forklift, truck } from "./vehicles";

const W = 1920;
const H = 640;
const G = 330;

const PET: StrapLook = { material: "pet", color: "#3E8E41", widthMm: 16, load: "cartons" };
const PP: StrapLook = { material: "pp", color: "#2B2D31", widthMm: 12, load: "cartons" };
const MACHINE_FILM: FilmLook = { tint: "clear", roll: "machine" };
const HAND_FILM: FilmLook = { tint: "clear", roll: "hand" };

function warehouse(c: Canvas, racksFrom = 0.5, opts: Partial<Parameters<typeof hall>[1]> = {}): string {
  return (
    hall(c, { floorY: G, racksFrom, racksTo: 1, shelf: "mixed", seed: "hero", ...opts }) +
    calmLeft(c, "#E6EAEE", 0.5, 0.55)
  );
}

function studioHero(c: Canvas): string {
  return (
    studio(c, 470) +
    ellipse(
      1250,
      300,
      700,
      300,
      c.radial([
        [0, "#FFFFFF", 0.9],
        [1, "#FFFFFF", 0],
      ]),
    )
  );
}

function doc(key: string, draw: (c: Canvas) => string): string {
  const c = canvas(W, H, `hero-${key}`);
  return finish(c, draw(c));
}

// ---- small props used only here --------------------------------------------------------------------

function toolbox(c: Canvas, x: number, y: number): string {
  return [
    shadow(c, x + 130, y + 2, 170, 14, 0.3),
    box3d(c, x, y, 200, 90, 90, { front: P.red, top: shade(P.red, 0.2), side: P.redDark }),
    rect(x, y - 60, 200, 4, P.redDark),
    rect(x + 80, y - 56, 40, 10, "#2E353B", { rx: 3 }),
    path(`M${x + 60} ${y - 90} q0 -40 40 -40 h40 q40 0 40 40`, "none", {
      stroke: "#2E353B",
      "stroke-width": 10,
      transform: "translate(10 -6)",
    }),
  ].join("");
}

function wrench(x: number, y: number, s: number, angle: number): string {
  return group(
    [
      rrect(0, -7, 150, 14, 7, "#8C959C"),
      circle(160, 0, 18, "#8C959C"),
      rect(160, -6, 22, 12, "#F4F5F7"),
      circle(-4, 0, 14, "#8C959C"),
      circle(-4, 0, 7, "#F4F5F7"),
    ].join(""),
    `translate(${n(x)} ${n(y)}) rotate(${angle}) scale(${s})`,
  );
}

function gearIcon(x: number, y: number, r: number, color: string): string {
  const teeth = 10;
  let d = "";
  for (let i = 0; i < teeth * 2; i++) {
    const a = (Math.PI * i) / teeth;
    const rr = i % 2 === 0 ? r : r * 0.8;
    d += `${i === 0 ? "M" : "L"}${n(x + Math.cos(a) * rr)} ${n(y + Math.sin(a) * rr)} `;
    const a2 = a + Math.PI / teeth - 0.06;
    d += `L${n(x + Math.cos(a2) * rr)} ${n(y + Math.sin(a2) * rr)} `;
  }
  return path(d + "Z", color) + circle(x, y, r * 0.35, "#F4F5F7");
}

/** A clipboard with a checklist, leaning slightly. */
function clipboard(c: Canvas, x: number, y: number, s: number, angle: number): string {
  const rows = [0, 1, 2, 3, 4]
    .map((i) => {
      const yy = 120 + i * 62;
      const checked = i < 4;
      return [
        rrect(40, yy - 18, 34, 34, 6, "#FFFFFF", { stroke: "#AEB7BE", "stroke-width": 3 }),
        checked
          ? path(`M46 ${yy} l9 10 l18 -22`, "none", {
              stroke: P.red,
              "stroke-width": 6,
              "stroke-linecap": "round",
              "stroke-linejoin": "round",
            })
          : "",
        rect(94, yy - 6, 170 - (i % 3) * 30, 10, "#C9CFD4", { rx: 5 }),
      ].join("");
    })
    .join("");
  return group(
    [
      rrect(10, 14, 320, 440, 18, "#1F2933", { opacity: 0.12 }),
      rrect(0, 0, 320, 440, 18, c.face("#B98A5B", 0.1)),
      rrect(18, 40, 284, 384, 6, "#FFFFFF"),
      rect(18, 40, 284, 34, P.light),
      rect(40, 52, 120, 12, P.ink, { opacity: 0.75, rx: 4 }),
      rrect(110, -12, 100, 46, 10, c.face("#8C959C", 0.2)),
      rows,
    ].join(""),
    `translate(${n(x)} ${n(y)}) rotate(${angle}) scale(${s})`,
  );
}

// ---- the heroes --------------------------------------------------------------------------------------

const HEROES: Record<string, (c: Canvas) => string> = {
  home: (c) =>
    [
      warehouse(c, 0.5),
      embed(turntableWrapper(c, { kind: "turntable" }, true, 1), 470, 700, 1020, 515, 0.62),
      place(
        forklift(c, 0, 0, {
          forkZ: 40,
          load: (x, y) => place(L.strappedCartons(250, 190, 210).draw(c, 0, 0), x, y, 0.66),
        }),
        1690,
        548,
        0.92,
      ),
    ].join(""),

  soluciones: (c) => {
    const box = openCarton(c, 1400, 540, 200, 130, 150);
    return [
      warehouse(c, 0.55),
      arrange(c, [
        { load: L.strappedCartons(240, 190, 220), x: 780, y: 470, maxW: 260, maxH: 240 },
        { load: L.wrappedCartons(240, 190, 220), x: 1040, y: 490, maxW: 280, maxH: 260 },
      ]),
      shadow(c, 1560, 545, 200, 20, 0.3),
      box.inside,
      cushionHeap(c, "sol", 1420, 390, 210, 60, 60),
      box.front,
      group(standingCoil(c, 0, 0, 120, PET, false), "translate(1700 425)"),
      place(lyingCoil(c, 0, 0, 110, PP), 1300, 545, 0.7),
      place(lyingRoll(c, 0, 160, 0, 50, MACHINE_FILM), 1170, 470, 0.9),
    ].join("");
  },

  "zunchos-herramientas": (c) =>
    [
      warehouse(c, 0.5),
      arrange(c, [{ load: L.bricks(240, 190, 200), x: 760, y: 470, maxW: 240, maxH: 220 }]),
      embed(toolInUse(c, { kind: "battery", strap: PET.color }), 250, 800, 990, 560, 0.56),
      group(standingCoil(c, 0, 0, 130, PET, true), "translate(1640 395)"),
      place(lyingCoil(c, 0, 0, 120, PP), 1560, 560, 0.7),
      place(tool(c, "manual-tensioner"), 1640, 585, 0.3),
    ].join(""),

  envolvedora: (c) =>
    [
      warehouse(c, 0.55),
      arrange(c, [{ load: L.wrappedCartons(240, 190, 230), x: 760, y: 470, maxW: 250, maxH: 240 }]),
      embed(turntableWrapper(c, { kind: "turntable" }, true, 2), 470, 700, 1160, 520, 0.66),
      filmRoll(c, 1760, 330, 46, 190, MACHINE_FILM),
      filmRoll(c, 1840, 360, 40, 170, MACHINE_FILM),
    ].join(""),

  "film-embalaje": (c) =>
    [
      warehouse(c, 0.55),
      arrange(c, [
        { load: L.bottles(240, 190, 220), x: 760, y: 470, maxW: 250, maxH: 230 },
        { load: L.wrappedCartons(250, 200, 230), x: 1020, y: 500, maxW: 300, maxH: 280 },
      ]),
      filmRoll(c, 1450, 230, 60, 270, MACHINE_FILM),
      filmRoll(c, 1590, 250, 54, 250, MACHINE_FILM),
      place(lyingRoll(c, 0, 260, 0, 56, MACHINE_FILM), 1360, 575, 1),
      filmRoll(c, 1740, 320, 40, 190, HAND_FILM),
    ].join(""),

  airpads: (c) =>
    [
      studioHero(c),
      calmLeft(c, "#F4F5F7", 0.45, 0.5),
      embed(airpadMachine(c, true, 2), 170, 730, 840, 545, 0.72),
      carton(c, 1620, 545, 170, 120, 130),
      carton(c, 1650, 425, 130, 95, 100, shade(P.cardboard, 0.05)),
    ].join(""),

  "servicio-tecnico": (c) =>
    [
      warehouse(c, 0.62),
      embed(turntableWrapper(c, { kind: "turntable" }, false, 0), 470, 700, 1070, 520, 0.6),
      box3d(c, 1380, 545, 300, 120, 110, { front: "#59626A", top: "#8C959C" }),
      rect(1380, 425, 300, 8, P.red),
      gearIcon(1440, 395, 34, "#9AA3AA"),
      gearIcon(1500, 410, 22, "#B9C1C7"),
      toolbox(c, 1560, 425),
      wrench(1420, 575, 0.8, -8),
      wrench(1720, 580, 0.7, 14),
    ].join(""),

  contacto: (c) =>
    [
      sky(c, 470),
      clouds(c, "contacto", 240, 4, 0.45),
      plantBuilding(c, 980, 470, 900, 250, markShapes()),
      ground(c, 470, "#D9DDE1", "#CDD2D7"),
      rect(0, 470, W, 3, "#B9C1C8"),
      calmLeft(c, "#EEF3F6", 0.5, 0.6),
      place(truck(c, 0, 0, { load: deckRow(c, L.strappedCartons(240, 190, 210), 3) }), 860, 560, 0.62),
      ...[0, 1, 2].map((i) => rect(1560 + i * 120, 560, 70, 8, "#F4F5F7", { opacity: 0.8 })),
    ].join(""),

  nosotros: (c) =>
    [
      sky(c, 400),
      clouds(c, "nosotros", 220, 4, 0.5),
      andes(c, "nos", 400, 1.0),
      hills(c, "nos-h", 400, 60, "#C9BFA9"),
      plantBuilding(c, 1080, 460, 760, 200, markShapes()),
      ground(c, 455, "#D9DDE1", "#CDD2D7"),
      rect(0, 455, W, 3, "#B9C1C8"),
      calmLeft(c, "#EEF3F6", 0.5, 0.6),
      arrange(c, [
        { load: L.wrappedCartons(240, 190, 200), x: 800, y: 520, maxW: 200, maxH: 180 },
        { load: L.strappedCartons(240, 190, 200), x: 950, y: 540, maxW: 200, maxH: 180 },
      ]),
      place(truck(c, 0, 0, { load: deckRow(c, L.wrappedCartons(240, 190, 200), 3) }), 1180, 560, 0.55),
    ].join(""),

  "politica-calidad": (c) =>
    [
      studioHero(c),
      // platform scale with a wrapped load on it
      shadow(c, 1100, 520, 260, 26, 0.3),
      box3d(c, 880, 520, 340, 16, 230, { front: "#59626A", top: "#9AA3AA" }),
      put(c, L.wrappedCartons(260, 200, 230), 920, 495, 1),
      rect(1290, 290, 12, 230, "#59626A"),
      rrect(1262, 240, 70, 56, 8, "#2E353B"),
      rect(1272, 252, 50, 20, "#6BD46B", { opacity: 0.85 }),
      // the quality badge on a stand
      shadow(c, 1560, 545, 110, 14, 0.3),
      rect(1552, 360, 16, 185, "#8C959C"),
      rect(1500, 540, 120, 8, "#8C959C"),
      path(
        "M1560 150 L1660 190 L1660 280 Q1660 350 1560 395 Q1460 350 1460 280 L1460 190 Z",
        c.face(P.red, 0.14),
      ),
      path("M1560 172 L1640 204 L1640 280 Q1640 336 1560 372 Z", P.redDark, { opacity: 0.35 }),
      path("M1510 272 l34 34 l64 -70", "none", {
        stroke: "#FFFFFF",
        "stroke-width": 20,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }),
      clipboard(c, 1700, 300, 0.5, 8),
    ].join(""),

  "politica-de-privacidad": (c) => {
    // a padlock beside the consent checklist: the data kept safe, the boxes ticked
    const padlock = group(
      [
        path("M-72 0 v-72 a72 72 0 0 1 144 0 v72", "none", {
          stroke: "#8C959C",
          "stroke-width": 30,
          "stroke-linecap": "round",
        }),
        rrect(-125, -10, 250, 205, 24, c.face(P.red, 0.14)),
        rect(-125, 48, 250, 6, P.redDark, { opacity: 0.45 }),
        circle(0, 92, 26, "#2E353B"),
        path("M-13 100 L-20 160 h40 L13 100 Z", "#2E353B"),
      ].join(""),
      "translate(1490 325)",
    );
    return [
      studioHero(c),
      shadow(c, 1250, 545, 440, 28, 0.28),
      clipboard(c, 960, 100, 0.98, -6),
      shadow(c, 1495, 548, 160, 16, 0.3),
      padlock,
    ].join("");
  },

  "codigo-etica": (c) => {
    const link = (color: string, cx: number, cy: number, rot: number, seal: boolean) =>
      group(
        [
          rrect(-250, -115, 500, 230, 115, "none", { stroke: color, "stroke-width": 54 }),
          rrect(-250, -115, 500, 230, 115, "none", {
            stroke: "#FFFFFF",
            "stroke-width": 4,
            opacity: 0.3,
            transform: "translate(0 -16)",
          }),
          seal ? group(metalSeal(c, "#A7AFB5", true), "translate(0 -115) scale(1.15)") : "",
        ].join(""),
        `translate(${cx} ${cy}) rotate(${rot})`,
      );
    const upper = c.clip(rect(1180, 60, 240, 250, "#000"));
    return [
      studioHero(c),
      shadow(c, 1260, 525, 480, 32, 0.28),
      link(P.red, 1060, 330, -8, true),
      link(P.ink, 1440, 320, 8, true),
      // the red band passes over the dark one at the upper crossing: the links hold each other
      group(link(P.red, 1060, 330, -8, false), undefined, { "clip-path": upper }),
    ].join("");
  },

  mercados: (c) =>
    [
      sky(c, 380),
      clouds(c, "mercados", 200, 4, 0.5),
      andes(c, "merc", 380, 0.9),
      forest(c, "merc-f", 1100, W + 40, 384, 70, P.pine, 0.3, 0.45),
      ground(c, 380, "#D6CFC2", "#CCC3B3"),
      rect(0, 380, W, 3, "#BDB3A2"),
      calmLeft(c, "#EEF3F6", 0.5, 0.62),
      arrange(c, [
        { load: L.timber(220, 480, 150), x: 800, y: 470, maxW: 330, maxH: 210 },
        { load: L.coil(110, 130), x: 1180, y: 470, maxW: 230, maxH: 210 },
        { load: L.bales(220, 170, 160), x: 1440, y: 470, maxW: 230, maxH: 200 },
        { load: L.fruit(240, 190, 220), x: 960, y: 560, maxW: 240, maxH: 240 },
        { load: L.bricks(240, 190, 200), x: 1230, y: 560, maxW: 240, maxH: 230 },
        { load: L.bottles(240, 190, 220), x: 1500, y: 560, maxW: 240, maxH: 240 },
      ]),
    ].join(""),

  recursos: (c) => {
    const book = (x: number, y: number, w: number, d: number, col: string) =>
      box3d(c, x, y, w, 16, d, { front: "#F4F5F7", top: col, side: "#DDE1E5" });
    const screen = L.wrappedCartons(240, 190, 220);
    return [
      studioHero(c),
      group(
        [
          // desk
          shadow(c, 1300, 560, 560, 24, 0.25),
          box3d(c, 820, 560, 900, 26, 260, { front: "#59626A", top: "#E9ECEF" }),
          // stacked catalogues
          book(900, 520, 240, 160, P.red),
          book(906, 504, 230, 150, P.ink),
          book(900, 488, 240, 160, "#DDE1E5"),
          rect(930, 448, 90, 10, P.red, { transform: "skewX(-30) translate(255 0)" }),
          // tablet on a stand showing a wrapped pallet
          path("M1250 520 L1290 430 L1300 430 L1270 520 Z", "#3B4249"),
          group(
            [
              rrect(0, 0, 300, 210, 18, "#1F2933"),
              rect(16, 16, 268, 178, "#F4F5F7"),
              place(screen.draw(c, 0, 0), 95, 178, 0.42),
              rect(16, 16, 268, 28, P.red),
            ].join(""),
            "translate(1170 250) rotate(-4)",
          ),
          // open brochure
          path("M1520 520 L1600 300 L1720 330 L1650 540 Z", "#FFFFFF"),
          path("M1520 520 L1600 300 L1490 320 L1420 520 Z", "#F0F2F4"),
          rect(1530, 350, 90, 60, P.cardboard, { transform: "skewY(14) translate(0 -385)" }),
          line(1560, 440, 1640, 458, "#C9CFD4", 6),
          line(1555, 460, 1620, 475, "#C9CFD4", 6),
          // strap samples
          rect(1320, 530, 220, 14, PET.color, { transform: "rotate(-6 1320 530)" }),
          rect(1340, 546, 200, 14, PP.color, { transform: "rotate(-2 1340 546)" }),
        ].join(""),
        "translate(1230 545) scale(1.08) translate(-1270 -560)",
      ),
    ].join("");
  },

  noticias: (c) => {
    const spot = (x: number) =>
      [
        rect(x - 10, 120, 20, 30, "#2E353B"),
        poly(
          [
            [x - 10, 150],
            [x + 10, 150],
            [x + 90, 520],
            [x - 90, 520],
          ],
          "#FFFFFF",
          { opacity: 0.16 },
        ),
      ].join("");
    return [
      studioHero(c),
      // booth floor and back wall
      box3d(c, 820, 560, 1000, 20, 180, { front: "#59626A", top: "#D5DADF" }),
      rect(
        900,
        150,
        860,
        300,
        c.linear(
          [
            [0, "#FFFFFF"],
            [1, "#ECEFF2"],
          ],
          0,
          0,
          0,
          1,
        ),
      ),
      rect(900, 150, 300, 300, c.face(P.red, 0.1)),
      group(markShapes(), "translate(990 230) scale(1.9)"),
      rect(1200, 150, 560, 20, P.ink),
      rect(880, 110, 900, 14, "#3B4249"),
      spot(1050),
      spot(1450),
      spot(1700),
      embed(turntableWrapper(c, { kind: "turntable" }, true, 0), 470, 700, 1330, 540, 0.42),
      // counter
      box3d(c, 920, 560, 200, 120, 80, { front: "#FFFFFF", top: "#F4F5F7", side: "#DDE1E5" }),
      rect(920, 470, 200, 14, P.red),
      put(c, L.strappedCartons(240, 190, 200), 1580, 555, 0.62),
    ].join("");
  },

  productos: (c) => {
    const step = (x: number, y: number, w: number, h: number) =>
      box3d(c, x, y, w, h, 200, { front: "#FFFFFF", top: "#F4F5F7", side: "#DDE1E5" });
    return [
      studioHero(c),
      shadow(c, 1300, 560, 600, 30, 0.25),
      step(820, 560, 300, 70),
      step(1120, 560, 300, 150),
      step(1420, 560, 300, 100),
      rect(820, 490, 300, 6, P.red),
      rect(1120, 410, 300, 6, P.red),
      rect(1420, 460, 300, 6, P.red),
      group(standingCoil(c, 0, 0, 92, PET, false), "translate(960 380)"),
      place(tool(c, "battery"), 1140, 400, 0.42),
      filmRoll(c, 1540, 250, 46, 180, MACHINE_FILM),
      filmRoll(c, 1640, 290, 40, 150, HAND_FILM),
      place(lyingCoil(c, 0, 0, 100, PP), 1000, 500, 0.5),
    ].join("");
  },

  cotizacion: (c) =>
    [
      studioHero(c),
      put(c, L.wrappedCartons(250, 200, 230), 800, 500, 0.95),
      carton(c, 1200, 545, 200, 140, 150),
      carton(c, 1215, 405, 170, 120, 130, shade(P.cardboard, 0.06)),
      clipboard(c, 1430, 140, 0.85, 6),
      // calculator
      group(
        [
          rrect(0, 0, 130, 180, 14, "#2E353B"),
          rect(14, 14, 102, 40, "#B7D7C4"),
          ...Array.from({ length: 12 }, (_, i) =>
            rrect(14 + (i % 3) * 36, 66 + Math.floor(i / 3) * 27, 28, 20, 4, i === 11 ? P.red : "#59626A"),
          ),
        ].join(""),
        "translate(1700 390) rotate(-10)",
      ),
    ].join(""),
};

export function heroImages(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, draw] of Object.entries(HEROES)) out[`heroes/${key}.svg`] = doc(key, draw);
  return out;
}
