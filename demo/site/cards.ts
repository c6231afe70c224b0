// Cards on the studio backdrop of the product images: solutions, tool / machine categories,
// air-cushion and film types (800 × 600), the home product cards (800 × 800) and the home
// fallback banner (1200 × 800).

import { hall, studio } from "./scenery";
import { canvas, type Canvas, finish, place, rect, shade, shadow } from "./kit";
import { put } from "./layout";
import * as L from "./loads";
import { cushionChain, cushionHeap, openCarton } from "./packaging";
import { airpadMachine, cushionChain as theirCushions, paperMachine } from "../catalogue/airpad";
import { filmRoll, filmStretch, lyingRoll, wrappedPallet, type FilmLook } from "../catalogue/film";
import { standingCoil, type StrapLook } from "../catalogue/strap";
import { tool, toolInUse, toolMain } from "../catalogue/tools";
import { orbitalWrapper, turntableWrapper } from "../catalogue/wrappers";
import { embed } from "../primitives";
import { forklift } from "./vehicles";

const PET: StrapLook = { material: "pet", color: "#3E8E41", widthMm: 16, load: "cartons" };
const PP: StrapLook = { material: "pp", color: "#2B2D31", widthMm: 12, load: "cartons" };
const MACHINE: FilmLook = { tint: "clear", roll: "machine" };
const HAND: FilmLook = { tint: "clear", roll: "hand" };

/** 800 × 600 = the 1200 × 900 product canvas at 2/3: product drawings embed 1:1 in that frame. */
const K = 2 / 3;

function card(key: string, draw: (c: Canvas) => string, w = 800, h = 600, floor = 467): string {
  const c = canvas(w, h, key);
  // Nothing but the picture: no brand accent bar, which read as a broken slider (issue 13, item 2).
  return finish(c, studio(c, floor) + draw(c));
}

/** A product drawing (1200 × 900 frame) shown whole on an 800 × 600 card. */
function product(markup: string, dx = 0, dy = 0, s = K): string {
  return embed(markup, 0, 0, dx, dy, s);
}

// ---- solutions -------------------------------------------------------------------------------------

function solutionStrap(c: Canvas): string {
  return [
    put(c, L.strappedCartons(260, 200, 230), 110, 490, 0.92),
    standingCoil(c, 610, 372, 100, PET, false),
    shadow(c, 500, 556, 160, 12, 0.3),
    rect(300, 552, 420, 10, PET.color),
    rect(300, 552, 420, 3, shade(PET.color, 0.35)),
    place(tool(c, "battery"), 370, 556, 0.4),
  ].join("");
}

function solutionWrap(c: Canvas): string {
  return product(turntableWrapper(c, { kind: "turntable" }, true, 1), 10, 0);
}

function solutionFilm(c: Canvas): string {
  return [
    put(c, L.wrappedCartons(260, 200, 240), 90, 490, 0.9),
    filmRoll(c, 530, 170, 56, 270, MACHINE),
    filmRoll(c, 650, 220, 44, 230, HAND),
    place(lyingRoll(c, 0, 220, 0, 46, MACHINE), 420, 545, 1),
  ].join("");
}

function solutionAirpads(c: Canvas): string {
  const box = openCarton(c, 330, 520, 280, 170, 200);
  return [
    shadow(c, 520, 522, 280, 24, 0.3),
    box.inside,
    cushionHeap(c, "sol-air", 350, 300, 300, 70, 78),
    box.front,
    cushionChain(c, 40, 300, 330, 330, 4, 74, 50),
  ].join("");
}

// ---- categories ------------------------------------------------------------------------------------

function manualTools(c: Canvas): string {
  return [
    shadow(c, 400, 472, 330, 18, 0.3),
    rect(60, 462, 680, 9, PP.color),
    rect(60, 462, 680, 2, shade(PP.color, 0.35)),
    place(tool(c, "manual-tensioner"), 150, 471, 0.62),
    place(tool(c, "manual-sealer"), 470, 471, 0.58),
  ].join("");
}

// ---- film ------------------------------------------------------------------------------------------

function filmManual(c: Canvas): string {
  return [
    shadow(c, 330, 478, 230, 22, 0.3),
    place(wrappedPallet(c, 0, 0, 300, 220, 270, HAND), 110, 478, 0.9),
    filmRoll(c, 560, 220, 52, 230, HAND),
    place(lyingRoll(c, 0, 200, 0, 42, HAND), 500, 540, 1),
  ].join("");
}

function filmHighPerformance(c: Canvas): string {
  return [put(c, L.bottles(260, 200, 250), 90, 500, 0.9), filmRoll(c, 580, 170, 64, 290, MACHINE)].join("");
}

// ---- home ------------------------------------------------------------------------------------------

function homeStrap(c: Canvas): string {
  return [
    product(toolInUse(c, { kind: "battery", strap: PET.color }), -50, 140, 0.62),
    standingCoil(c, 640, 560, 90, PET, false),
  ].join("");
}

function fallback(c: Canvas): string {
  return [
    hall(c, { floorY: 430, racksFrom: 0.02, shelf: "mixed", seed: "fallback" }),
    embed(turntableWrapper(c, { kind: "turntable" }, true, 3), 470, 700, 400, 660, 0.78),
    place(
      forklift(c, 0, 0, {
        forkZ: 40,
        load: (x, y) => place(L.strappedCartons(250, 190, 210).draw(c, 0, 0), x, y, 0.7),
      }),
      1050,
      700,
      0.95,
    ),
  ].join("");
}

export function cardImages(): Record<string, string> {
  return {
    "solutions/zunchos.svg": card("sol-zunchos", solutionStrap),
    "solutions/envolvedoras.svg": card("sol-envolvedoras", solutionWrap),
    "solutions/film.svg": card("sol-film", solutionFilm),
    "solutions/airpads.svg": card("sol-airpads", solutionAirpads),

    "categories/electricas.svg": card("cat-electricas", (c) =>
      product(toolMain(c, { kind: "battery", strap: PET.color })),
    ),
    "categories/manuales.svg": card("cat-manuales", manualTools),
    "categories/neumaticas.svg": card("cat-neumaticas", (c) =>
      product(toolMain(c, { kind: "pneumatic-combi", strap: "#5E7283" })),
    ),
    "categories/automaticas.svg": card("cat-automaticas", (c) =>
      product(turntableWrapper(c, { kind: "turntable-conveyor" }, true, 2)),
    ),
    "categories/pilar.svg": card("cat-pilar", (c) =>
      product(turntableWrapper(c, { kind: "turntable", ramp: true }, true, 0)),
    ),
    "categories/tunel.svg": card("cat-tunel", (c) => product(orbitalWrapper(c, true, 1))),

    "airpads/papel.svg": card("air-papel", (c) => product(paperMachine(c, 2))),
    "airpads/colchones.svg": card("air-colchones", (c) => product(theirCushions(c, "tube", 2))),
    "airpads/maquinas.svg": card("air-maquinas", (c) => product(airpadMachine(c, true, 0))),

    "film/manual.svg": card("film-manual", filmManual),
    "film/maquina.svg": card("film-maquina", (c) =>
      [
        filmRoll(c, 330, 120, 90, 330, MACHINE),
        place(lyingRoll(c, 0, 260, 0, 70, MACHINE), 390, 545, 1),
      ].join(""),
    ),
    "film/preestirado.svg": card("film-preestirado", (c) => product(filmStretch(c, MACHINE, 2))),
    "film/alto-rendimiento.svg": card("film-alto", filmHighPerformance),

    "home/zunchos.svg": card("home-zunchos", homeStrap, 800, 800, 560),
    "home/envolvedora.svg": card(
      "home-envolvedora",
      (c) => product(turntableWrapper(c, { kind: "turntable" }, true, 1), 8, 110),
      800,
      800,
      577,
    ),
    "home/airpads.svg": card(
      "home-airpads",
      (c) => product(airpadMachine(c, true, 1), 0, 110),
      800,
      800,
      577,
    ),
    "home/fallback.svg": card("home-fallback", fallback, 1200, 800, 430),
  };
}
