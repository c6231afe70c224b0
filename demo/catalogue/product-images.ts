// Chooses and renders the 2–4 illustrations of a product from a short description of what it is.
// Deterministic: the only source of variation is a hash of the product slug.

import { hash, place, productImage, type Canvas } from "../primitives";
import {
  edgeBoardStack,
  edgeBoardsInUse,
  dispenserCart,
  dispenserInUse,
  fastenerCarton,
  fastenerOnStrap,
  fastenerPile,
  plasticCorners,
  type FastenerKind,
} from "./accessories";
import {
  airpadMachine,
  cushionChain,
  flatFilmRoll,
  paperFill,
  paperMachine,
  type CushionType,
} from "./airpad";
import { filmCarton, filmDispenser, filmInUse, filmRollsMain, filmStretch, type FilmLook } from "./film";
import { strapCloseUp, strapCoilMain, strapCoilStack, strappedLoad, type StrapLook } from "./strap";
import {
  batteryDetail,
  batteryHero,
  chargerHero,
  jawSet,
  partsCloseUp,
  partsKit,
  toolInUse,
  toolMain,
  toolWithSeals,
  type ToolLook,
} from "./tools";
import {
  armWrapper,
  carriageDetail,
  orbitalWrapper,
  ringWrapper,
  strappingMachine,
  turntableWrapper,
  wrappedBundle,
  type StrapperKind,
  type WrapperLook,
} from "./wrappers";

export type { StrapLook, ToolLook, WrapperLook, FilmLook, CushionType, FastenerKind, StrapperKind };
export { bannerSvg, type BannerTheme } from "./banners";

/** What a product looks like, in terms the artwork understands. */
export type ArtSpec =
  | { kind: "strap"; look: StrapLook }
  | { kind: "tool"; look: ToolLook }
  | { kind: "wrapper"; look: WrapperLook; prestretch?: boolean }
  | { kind: "strapper"; machine: StrapperKind; strap: string; model: string }
  | { kind: "film"; look: FilmLook; prestretch?: boolean }
  | { kind: "airpad-machine"; cushion: CushionType; model: string }
  | { kind: "cushion"; type: CushionType; large?: boolean }
  | { kind: "paper"; machine: boolean; boxFirst?: boolean }
  | { kind: "fastener"; fastener: FastenerKind; color: string; strap: string }
  | { kind: "edge"; plastic: boolean; color: string; strap: string }
  | { kind: "dispenser"; look: StrapLook }
  | { kind: "film-dispenser"; look: FilmLook }
  | { kind: "parts"; part: "kit" | "jaws" | "battery" | "charger"; strap: string };

type View = (c: Canvas) => string;

function views(spec: ArtSpec, v: number, key: string): View[] {
  switch (spec.kind) {
    case "strap": {
      const l = spec.look;
      return [
        (c) => strapCoilMain(c, l, v),
        (c) => strapCloseUp(c, l, v),
        (c) => strappedLoad(c, l, v),
        (c) => strapCoilStack(c, l),
      ];
    }
    case "tool": {
      const l = spec.look;
      const k = l.kind;
      if (k === "battery" || k === "battery-heavy") {
        return [
          (c) => toolMain(c, l),
          (c) => toolInUse(c, l),
          (c) => batteryDetail(c, l),
          (c) => toolMain(c, l, true),
        ];
      }
      // (a sealed joint on its own would look like the seals' own pictures)
      if (k === "manual-sealer" || k === "crimper")
        return [(c) => toolMain(c, l), (c) => toolWithSeals(c, l)];
      if (k === "cutter") return [(c) => toolMain(c, l), (c) => toolMain(c, l, true)];
      if (k === "pneumatic-sealer")
        return [(c) => toolMain(c, l), (c) => toolInUse(c, l), (c) => toolMain(c, l, true)];
      return [(c) => toolMain(c, l), (c) => toolInUse(c, l), (c) => toolMain(c, l, true)];
    }
    case "wrapper": {
      const l = spec.look;
      const detail: View = (c) => carriageDetail(c, v);
      let list: View[];
      switch (l.kind) {
        case "turntable":
          list = [
            (c) => turntableWrapper(c, l, false, v),
            (c) => turntableWrapper(c, l, true, v),
            detail,
            (c) => turntableWrapper(c, l, true, v + 1),
          ];
          break;
        case "turntable-conveyor":
          list = [(c) => turntableWrapper(c, l, true, v), (c) => turntableWrapper(c, l, false, v), detail];
          break;
        case "arm":
          list = [(c) => armWrapper(c, true, v, l.model), (c) => armWrapper(c, false, v, l.model), detail];
          break;
        case "ring":
          list = [(c) => ringWrapper(c, true, v, l.model), (c) => ringWrapper(c, false, v, l.model), detail];
          break;
        case "orbital":
          {
            const product = l.product ?? "lumber";
            list = [
              (c) => orbitalWrapper(c, true, v, product, l.model),
              (c) => wrappedBundle(c, product, v),
              (c) => orbitalWrapper(c, false, v, product, l.model),
            ];
            break;
          }
          break;
      }
      if (spec.prestretch && list.length > 2)
        list = [list[0]!, detail, ...list.slice(1).filter((x) => x !== detail)];
      return list;
    }
    case "strapper": {
      const s = spec.strap;
      const look: StrapLook = { material: "pp", color: s, widthMm: 12, load: "cartons" };
      return [
        (c) => strappingMachine(c, spec.machine, true, s, spec.model),
        (c) => strappingMachine(c, spec.machine, false, s, spec.model),
        (c) => strapCoilMain(c, look, v),
      ];
    }
    case "film": {
      const l = spec.look;
      const list: View[] = [
        (c) => filmRollsMain(c, l, v),
        (c) => filmStretch(c, l, v),
        (c) => filmInUse(c, l),
      ];
      if (spec.prestretch) list.splice(1, 0, (c) => carriageDetail(c, v));
      else if (l.roll === "machine") list.push((c) => turntableWrapper(c, { kind: "turntable" }, true, v));
      else list.push((c) => filmCarton(c, l));
      return list;
    }
    case "airpad-machine": {
      const t = spec.cushion;
      return [
        (c) => airpadMachine(c, false, v, spec.model, t),
        (c) => airpadMachine(c, true, v, spec.model, t),
        (c) => place(airpadMachine(c, false, v + 1, spec.model, t), 1200, 0, 1, true),
      ];
    }
    case "cushion":
      return [
        (c) => cushionChain(c, spec.type, v, spec.large),
        (c) => flatFilmRoll(c, v, spec.type),
        (c) => airpadMachine(c, true, v),
      ];
    case "paper":
      return spec.machine
        ? [(c) => paperMachine(c, v, "KPAPER"), (c) => paperFill(c, true, v), (c) => paperFill(c, false, v)]
        : spec.boxFirst
          ? [(c) => paperFill(c, true, v), (c) => paperFill(c, false, v), (c) => paperMachine(c, v)]
          : [(c) => paperFill(c, false, v), (c) => paperFill(c, true, v), (c) => paperMachine(c, v)];
    case "fastener": {
      const { fastener, color, strap } = spec;
      return [
        (c) => fastenerPile(c, fastener, color, key),
        (c) => fastenerOnStrap(c, fastener, color, strap),
        (c) => fastenerCarton(c, fastener, color, key),
      ];
    }
    case "edge":
      return spec.plastic
        ? [(c) => plasticCorners(c, spec.color, key), (c) => edgeBoardsInUse(c, spec.color, spec.strap, true)]
        : [(c) => edgeBoardStack(c, spec.color), (c) => edgeBoardsInUse(c, spec.color, spec.strap, false)];
    case "dispenser":
      return [
        (c) => dispenserCart(c, spec.look, false),
        (c) => dispenserInUse(c, spec.look),
        (c) => dispenserCart(c, spec.look, true),
      ];
    case "film-dispenser":
      return [
        (c) => filmDispenser(c, spec.look, v),
        (c) => filmStretch(c, spec.look, v),
        (c) => filmInUse(c, spec.look),
      ];
    case "parts": {
      // Spare parts are shown on their own: the tools they fit have their own pictures.
      const battery: ToolLook = { kind: "battery", strap: spec.strap };
      switch (spec.part) {
        case "battery":
          return [(c) => batteryHero(c, "18 V 4,0 AH"), (c) => batteryDetail(c, battery)];
        case "charger":
          return [(c) => chargerHero(c, "18 V"), (c) => batteryDetail(c, battery)];
        case "kit":
          return [(c) => partsKit(c, v), (c) => partsCloseUp(c, v)];
        case "jaws":
          return [(c) => jawSet(c, "KS-19", false), (c) => jawSet(c, "KS-19", true)];
      }
    }
  }
}

/**
 * The product's images: the main view first, then 1–3 more that differ visibly.
 * `count` (2–4) overrides the number derived from the slug.
 */
export function productImages(slug: string, spec: ArtSpec, count?: number): string[] {
  const v = hash(slug);
  const all = views(spec, v % 97, slug);
  const wanted = Math.max(2, Math.min(4, count ?? 2 + (v % 3)));
  return all.slice(0, Math.min(wanted, all.length)).map((draw, i) => productImage(`${slug}#${i}`, draw));
}
