// Stretch film artwork: rolls (hand and machine), wrapped loads, a stretched web and a hand dispenser.

import { nameplate, textWidth } from "../lettering";
import {
  C,
  type Canvas,
  box3d,
  cartonLoad,
  cylinder,
  DEPTH,
  ellipse,
  group,
  line,
  n,
  pallet,
  palletHeight,
  path,
  poly,
  rect,
  rrect,
  shade,
  shadow,
  depthOffset,
} from "../primitives";

export interface FilmLook {
  /** "clear" transparent film, "black" opaque film, "blue" tinted, "white" opaque. */
  tint: "clear" | "black" | "blue" | "white";
  /** Hand roll (protruding core as handle) or machine roll. */
  roll: "hand" | "machine" | "mini";
  /** Thinner roll (pre-stretched film). */
  slim?: boolean;
  /** Printed on a sticker on the roll (gauge and type, e.g. "20 MIC"). */
  label?: string;
}

function filmColor(look: FilmLook): { body: string; opacity: number; edge: string } {
  switch (look.tint) {
    case "black":
      return { body: "#2A2F35", opacity: 1, edge: "#15181B" };
    case "blue":
      return { body: "#9CC3DE", opacity: 0.92, edge: "#6F9FC2" };
    case "white":
      return { body: "#F4F5F2", opacity: 1, edge: "#C7CCD1" };
    case "clear":
      return { body: "#D3E4EE", opacity: 0.9, edge: "#A9C3D3" };
  }
}

/** A vertical roll; (cx, top) is the centre of its upper face. */
export function filmRoll(c: Canvas, cx: number, top: number, rx: number, h: number, look: FilmLook): string {
  const ry = rx * 0.34;
  const fc = filmColor(look);
  const coreR = rx * (look.roll === "machine" ? 0.42 : 0.45);
  const protrude = look.roll === "hand" ? 46 : 0;
  const parts: string[] = [];
  const cyl = cylinder(c, cx, top, rx, ry, h, fc.body);
  parts.push(group(cyl.body, undefined, { opacity: fc.opacity }));
  // sheen and winding streaks
  const hl = look.tint === "black" ? 0.18 : 0.6;
  parts.push(rect(cx - rx * 0.55, top + 6, rx * 0.16, h - 4, "#FFFFFF", { opacity: hl }));
  parts.push(rect(cx - rx * 0.25, top + 6, rx * 0.05, h - 4, "#FFFFFF", { opacity: hl * 0.7 }));
  parts.push(rect(cx + rx * 0.55, top + 6, rx * 0.08, h - 4, "#FFFFFF", { opacity: hl * 0.35 }));
  parts.push(
    path(`M${n(cx - rx)} ${n(top + h)} A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(top + h)}`, "none", {
      stroke: fc.edge,
      "stroke-width": 2,
    }),
  );
  // top face: wound layers around the core
  parts.push(
    ellipse(
      cx,
      top,
      rx,
      ry,
      c.radial([
        [0, shade(fc.body, 0.3)],
        [1, shade(fc.body, -0.05)],
      ]),
    ),
  );
  for (let r = coreR + 8; r < rx - 2; r += 6) {
    parts.push(ellipse(cx, top, r, r * 0.34, "none", { stroke: fc.edge, "stroke-width": 1, opacity: 0.45 }));
  }
  parts.push(ellipse(cx, top, rx, ry, "none", { stroke: fc.edge, "stroke-width": 2 }));
  // core
  if (protrude > 0) {
    const core = cylinder(c, cx, top - protrude, coreR, coreR * 0.34, protrude, C.kraft);
    parts.push(core.body, core.top);
  } else {
    parts.push(ellipse(cx, top, coreR, coreR * 0.34, shade(C.kraft, 0.05)));
  }
  const holeY = top - protrude;
  parts.push(
    ellipse(
      cx,
      holeY,
      coreR * 0.78,
      coreR * 0.78 * 0.34,
      c.linear(
        [
          [0, shade(C.kraft, -0.45)],
          [1, shade(C.kraft, -0.75)],
        ],
        0,
        0,
        0,
        1,
      ),
    ),
  );
  // the sticker, sized to the roll, only on rolls tall enough to carry it
  if (look.label && h > 150) {
    const size = Math.min(22, Math.max(14, (rx * 1.4) / (textWidth(look.label, 6) / 6 + 1.2)));
    parts.push(nameplate(look.label, cx + rx * 0.1, top + h * 0.45, size, { fill: "#FFFFFF", edge: C.red }));
  }
  return parts.join("");
}

/** Transparent film over a load's front and side faces, with spiral streaks; `upTo` is the wrapped share. */
export function filmOverlay(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  upTo = 1,
  tint = "#D8E8F1",
): string {
  const [dx, dy] = depthOffset(d);
  const wh = h * upTo;
  const parts: string[] = [];
  const fill = c.linear(
    [
      [0, "#FFFFFF", 0.55],
      [0.5, tint, 0.32],
      [1, tint, 0.45],
    ],
    0,
    0,
    1,
    1,
  );
  parts.push(rect(x - 3, y - wh, w + 3, wh + 4, fill));
  parts.push(
    poly(
      [
        [x + w, y + 4],
        [x + w + dx + 3, y - dy + 4],
        [x + w + dx + 3, y - wh - dy],
        [x + w, y - wh],
      ],
      fill,
    ),
  );
  const step = 34;
  for (let yy = y - 10; yy > y - wh + 8; yy -= step) {
    parts.push(line(x, yy, x + w, yy - 16, "#FFFFFF", 2.2, { opacity: 0.7 }));
    parts.push(line(x + w, yy - 16, x + w + dx, yy - 16 - dy + 10, "#FFFFFF", 2, { opacity: 0.5 }));
  }
  parts.push(rect(x + w * 0.08, y - wh + 6, w * 0.05, wh - 12, "#FFFFFF", { opacity: 0.45 }));
  parts.push(rect(x + w - 5, y - wh, 5, wh + 4, "#FFFFFF", { opacity: 0.6 }));
  if (upTo >= 1) {
    // film folded over the top edge
    parts.push(
      poly(
        [
          [x - 3, y - h],
          [x + dx * 0.25, y - h - dy * 0.25],
          [x + w + dx * 0.25, y - h - dy * 0.25],
          [x + w, y - h],
        ],
        "#FFFFFF",
        { opacity: 0.45 },
      ),
    );
  }
  return parts.join("");
}

/** A palletised carton load wrapped in film; front-left-bottom corner of the pallet at (x, y). */
export function wrappedPallet(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  d: number,
  h: number,
  look: FilmLook,
  upTo = 1,
): string {
  const base = y - palletHeight(w);
  const parts = [pallet(c, x, y, w, d), cartonLoad(c, x + 4, base, w - 8, h, d - 16, 3, 3)];
  if (look.tint === "black" || look.tint === "white") {
    const col = look.tint === "black" ? "#2E3338" : "#EEF0EF";
    const wh = h * upTo;
    const fx = x + 2;
    const fy = base + 6;
    const fw = w - 4;
    const fdx = (d - 14) * DEPTH.x;
    const fdy = (d - 14) * DEPTH.y;
    parts.push(
      poly(
        [
          [fx + fw, fy],
          [fx + fw + fdx, fy - fdy],
          [fx + fw + fdx, fy - wh - 4 - fdy],
          [fx + fw, fy - wh - 4],
        ],
        shade(col, -0.12),
      ),
    );
    parts.push(rect(fx, fy - wh - 4, fw, wh + 4, c.face(col, 0.08)));
    if (upTo >= 1)
      parts.push(
        poly(
          [
            [fx, fy - wh - 4],
            [fx + fdx * 0.2, fy - wh - 4 - fdy * 0.2],
            [fx + fw + fdx * 0.2, fy - wh - 4 - fdy * 0.2],
            [fx + fw, fy - wh - 4],
          ],
          col,
        ),
      );
    parts.push(cartonTopFromFilm(c, x + 4, base, w - 8, h, d - 16, upTo));
    for (let yy = base - 20; yy > base - wh + 10; yy -= 38) {
      parts.push(
        line(x + 2, yy, x + w - 2, yy - 14, shade(col, look.tint === "black" ? 0.15 : -0.08), 2, {
          opacity: 0.8,
        }),
      );
    }
  } else {
    parts.push(
      filmOverlay(
        c,
        x + 2,
        base + 8,
        w - 4,
        h + 8,
        d - 14,
        upTo,
        look.tint === "blue" ? "#9CC3DE" : "#D8E8F1",
      ),
    );
  }
  return parts.join("");
}

function cartonTopFromFilm(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  upTo: number,
): string {
  if (upTo >= 1) return "";
  return box3d(c, x, y - h * upTo, w, h * (1 - upTo), d, { front: C.kraft });
}

/** Main image for film: a standing roll and a second roll lying in front. */
export function filmRollsMain(c: Canvas, look: FilmLook, v: number): string {
  const machine = look.roll === "machine";
  const rx = (machine ? 120 : look.roll === "mini" ? 96 : 88) * (look.slim ? 0.78 : 1);
  const h = machine ? 470 : look.roll === "mini" ? 200 : look.slim ? 380 : 420;
  const cx = 470 + (v % 3) * 10;
  const top = 720 - h - rx * 0.34;
  return [
    shadow(c, 610, 722, 360, 40),
    filmRoll(c, cx, top, rx, h, look),
    lyingRoll(c, 560, 860, 728, rx, look),
  ].join("");
}

/** A roll lying on the floor, axis left-right, from x1 to x2 at centre height cy - r. */
export function lyingRoll(
  c: Canvas,
  x1: number,
  x2: number,
  floor: number,
  r: number,
  look: FilmLook,
): string {
  const fc = filmColor(look);
  const cy = floor - r;
  const ex = r * 0.36;
  const parts = [shadow(c, (x1 + x2) / 2 + 30, floor + 4, (x2 - x1) * 0.7, 22, 0.3)];
  parts.push(
    path(
      `M${n(x1)} ${n(cy - r)} L${n(x2)} ${n(cy - r)} L${n(x2)} ${n(cy + r)} L${n(x1)} ${n(cy + r)} A${n(ex)} ${n(r)} 0 0 1 ${n(x1)} ${n(cy - r)} Z`,
      c.linear(
        [
          [0, shade(fc.body, 0.25)],
          [0.3, shade(fc.body, 0.4)],
          [0.6, fc.body],
          [1, shade(fc.body, -0.3)],
        ],
        0,
        0,
        0,
        1,
      ),
      { opacity: fc.opacity },
    ),
  );
  const hl = look.tint === "black" ? 0.18 : 0.55;
  parts.push(rect(x1, cy - r * 0.55, x2 - x1, r * 0.14, "#FFFFFF", { opacity: hl }));
  parts.push(
    ellipse(
      x2,
      cy,
      ex,
      r,
      c.radial([
        [0, shade(fc.body, 0.3)],
        [1, shade(fc.body, -0.05)],
      ]),
    ),
  );
  for (let rr = r * 0.5; rr < r - 2; rr += 6) {
    parts.push(ellipse(x2, cy, rr * 0.36, rr, "none", { stroke: fc.edge, "stroke-width": 1, opacity: 0.45 }));
  }
  parts.push(ellipse(x2, cy, ex, r, "none", { stroke: fc.edge, "stroke-width": 2 }));
  const coreR = r * 0.45;
  if (look.roll === "hand") {
    parts.push(
      rect(
        x2,
        cy - coreR,
        46,
        coreR * 2,
        c.linear(
          [
            [0, shade(C.kraft, 0.2)],
            [1, shade(C.kraft, -0.25)],
          ],
          0,
          0,
          0,
          1,
        ),
      ),
    );
    parts.push(ellipse(x2 + 46, cy, coreR * 0.36, coreR, shade(C.kraft, 0.05)));
    parts.push(ellipse(x2 + 46, cy, coreR * 0.28, coreR * 0.78, shade(C.kraft, -0.6)));
  } else {
    parts.push(ellipse(x2, cy, coreR * 0.36, coreR, shade(C.kraft, 0.05)));
    parts.push(ellipse(x2, cy, coreR * 0.28, coreR * 0.78, shade(C.kraft, -0.6)));
  }
  return parts.join("");
}

/** In-use image: a wrapped pallet with a spare roll at its foot. */
export function filmInUse(c: Canvas, look: FilmLook): string {
  const x = 300;
  const y = 780;
  const w = 440;
  const d = 300;
  return [
    shadow(c, x + w / 2 + 90, y + 4, w * 0.8, 34),
    wrappedPallet(c, x, y, w, d, 380, look),
    lyingRoll(c, 760, 980, 830, look.roll === "machine" ? 70 : 52, look),
    // the roll's sticker, on its side
    look.label
      ? nameplate(look.label, 870, 830 - (look.roll === "machine" ? 70 : 52), 12, { fill: "#FFFFFF" })
      : "",
  ].join("");
}

/** Close-up image: film pulled from a roll, stretched thin, with tension streaks. */
export function filmStretch(c: Canvas, look: FilmLook, v: number): string {
  const fc = filmColor(look);
  const rx = 80;
  const h = look.roll === "mini" ? 220 : 470;
  const top = 660 - h;
  const cx = 300;
  const k = h / 470;
  const wave = (18 + (v % 4) * 6) * k;
  const webTint = look.tint === "black" ? "#2A2F35" : fc.body;
  const webOpacity = look.tint === "black" ? 0.9 : 0.5;
  const d = `M${cx + rx - 10} ${top + 12} C520 ${top + 40} 760 ${top + 70} 980 ${n(top + 110 * k + wave)} L1000 ${n(top + h - 80 * k - wave)} C760 ${n(top + h - 50 * k)} 520 ${n(top + h - 20 * k)} ${cx + rx - 10} ${top + h}`;
  const parts = [shadow(c, 620, 722, 430, 34), shadow(c, cx, top + h + rx * 0.34 + 8, rx * 1.6, 20, 0.3)];
  parts.push(path(d, webTint, { opacity: webOpacity }));
  for (let i = 1; i < 9; i++) {
    const t = i / 9;
    const y1 = top + 12 + (h - 12) * t;
    const y2 = top + 110 * k + wave + (h - 190 * k - 2 * wave) * t;
    parts.push(
      path(
        `M${cx + rx} ${n(y1)} C560 ${n(y1 + (y2 - y1) * 0.2)} 760 ${n(y1 + (y2 - y1) * 0.6)} 990 ${n(y2)}`,
        "none",
        { stroke: "#FFFFFF", "stroke-width": 1.6, opacity: look.tint === "black" ? 0.2 : 0.6 },
      ),
    );
  }
  parts.push(
    path(
      `M980 ${n(top + 110 * k + wave)} C1010 ${n(top + 200 * k)} 970 ${n(top + 300 * k)} 1000 ${n(top + h - 80 * k - wave)}`,
      "none",
      { stroke: fc.edge, "stroke-width": 3 },
    ),
  );
  parts.push(filmRoll(c, cx, top, rx, h, { ...look, roll: look.roll === "machine" ? "machine" : "hand" }));
  return parts.join("");
}

/** A carton holding several rolls (multi-pack), seen from above. */
export function filmCarton(c: Canvas, look: FilmLook): string {
  const fc = filmColor(look);
  const x = 330;
  const y = 760;
  const w = 480;
  const d = 280;
  const h = 220;
  const [dx, dy] = depthOffset(d);
  const parts = [shadow(c, x + w / 2 + 80, y + 6, w * 0.75, 34)];
  parts.push(
    poly(
      [
        [x + dx, y - h - dy],
        [x + dx + 20, y - h - dy - 90],
        [x + w + dx + 20, y - h - dy - 90],
        [x + w + dx, y - h - dy],
      ],
      shade(C.kraft, -0.12),
    ),
  );
  parts.push(box3d(c, x, y, w, h, d, { front: C.kraft, top: shade(C.kraft, -0.45) }));
  // roll tops in a 3 × 2 grid inside the open carton
  for (let j = 1; j >= 0; j--) {
    for (let i = 0; i < 3; i++) {
      const cx = x + (w * (i + 0.5)) / 3 + dx * (j * 0.5 + 0.25);
      const cy = y - h - dy * (j * 0.5 + 0.25);
      parts.push(
        ellipse(
          cx,
          cy,
          66,
          22,
          c.radial([
            [0, shade(fc.body, 0.3)],
            [1, shade(fc.body, -0.1)],
          ]),
        ),
      );
      parts.push(ellipse(cx, cy, 66, 22, "none", { stroke: fc.edge, "stroke-width": 2 }));
      parts.push(ellipse(cx, cy, 28, 9.5, shade(C.kraft, 0.05)));
      parts.push(ellipse(cx, cy, 21, 7, shade(C.kraft, -0.6)));
    }
  }
  // open flaps
  parts.push(
    poly(
      [
        [x + w, y - h],
        [x + w + 80, y - h - 30],
        [x + w + dx + 80, y - h - dy - 30],
        [x + w + dx, y - h - dy],
      ],
      shade(C.kraft, 0.12),
    ),
  );
  parts.push(rect(x + 40, y - 120, 130, 60, "#FFFFFF", { rx: 4 }));
  parts.push(rect(x + 40, y - 120, 130, 14, C.red));
  parts.push(rect(x + 52, y - 94, 80, 6, "#B7BEC4"));
  parts.push(rect(x + 52, y - 80, 60, 6, "#B7BEC4"));
  return parts.join("");
}

/** A hand dispenser holding a roll: yoke, brake and handle. */
export function filmDispenser(c: Canvas, look: FilmLook, v: number): string {
  const cx = 520;
  const top = 230;
  const h = 400;
  const rx = 86;
  const parts = [shadow(c, 600, 722, 320, 36)];
  parts.push(filmRoll(c, cx, top, rx, h, { ...look, roll: "machine" }));
  // yoke
  parts.push(rrect(cx - 22, top - 70, 44, 70, 10, c.face(C.graphite, 0.15)));
  parts.push(rrect(cx - 22, top + h + 10, 44, 50, 10, c.face(C.graphite, 0.15)));
  parts.push(rrect(cx - 10, top - 70, 230, 26, 12, c.face(C.graphite, 0.15)));
  parts.push(rrect(cx - 10, top + h + 40, 230, 26, 12, c.face(C.graphite, 0.15)));
  parts.push(rrect(cx + 200, top - 70, 30, h + 136, 14, c.face(C.graphite, 0.15)));
  // handle with red grip, pointing out to the right
  const hy = top + h / 2 - 16 + (v % 3) * 10;
  parts.push(rrect(cx + 220, hy, 180, 32, 16, c.face(C.graphite, 0.18)));
  parts.push(rrect(cx + 280, hy - 4, 130, 40, 20, c.face(C.red, 0.2)));
  parts.push(rrect(cx + 150, top + 40, 16, h - 80, 8, "#8C959C"));
  return parts.join("");
}
