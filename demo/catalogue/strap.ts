// Strap artwork: coils (standing and lying), a strapped load on a pallet, and a close-up of the strap.

import { lettering, nameplate, textWidth } from "../lettering";
import {
  C,
  type Canvas,
  box3d,
  cartonLoad,
  circle,
  DEPTH,
  ellipse,
  extrudedCircle,
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
import { metalSeal, wireBuckle } from "./hardware";

export type StrapMaterial = "pp" | "pet" | "steel" | "textile";
export type LoadKind = "cartons" | "lumber" | "bars" | "bricks";

export interface StrapLook {
  material: StrapMaterial;
  /** Main colour of the strap. */
  color: string;
  /** Strap width in millimetres (drives the close-up). */
  widthMm: number;
  /** What the in-use scene straps. */
  load: LoadKind;
  /** Printed on the coil's label (material and size, e.g. "PP 12 × 0,60"). */
  label?: string;
}

function isLight(color: string): boolean {
  const v =
    parseInt(color.slice(1, 3), 16) + parseInt(color.slice(3, 5), 16) + parseInt(color.slice(5, 7), 16);
  return v > 600;
}

function coreColor(look: StrapLook): string {
  return look.material === "steel" ? "#6E7A84" : C.kraft;
}

/** A coil standing on its rim, face towards the viewer, extruded to the upper right. */
export function standingCoil(
  c: Canvas,
  cx: number,
  cy: number,
  R: number,
  look: StrapLook,
  tail = true,
): string {
  const col = look.color;
  const r = R * (look.material === "steel" ? 0.42 : 0.52);
  const depth = look.material === "steel" ? R * 0.36 : R * 0.55;
  const dx = depth * DEPTH.x * 1.4;
  const dy = depth * DEPTH.y * 1.1;
  const edge = isLight(col) ? "#C3C9CE" : shade(col, -0.45);
  const parts: string[] = [shadow(c, cx + dx * 0.5, cy + R + 4, R * 1.25, R * 0.13)];
  parts.push(
    extrudedCircle(
      cx,
      cy,
      R,
      dx,
      dy,
      c.linear(
        [
          [0, shade(col, -0.1)],
          [1, shade(col, -0.42)],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  // winding layers visible on the rim
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    parts.push(
      circle(cx + dx * t, cy - dy * t, R, "none", { stroke: edge, "stroke-width": 1.6, opacity: 0.55 }),
    );
  }
  // the face
  parts.push(
    circle(
      cx,
      cy,
      R,
      c.radial(
        [
          [0, shade(col, 0.16)],
          [0.7, col],
          [1, shade(col, -0.12)],
        ],
        0.38,
        0.35,
        0.75,
      ),
    ),
  );
  for (let rr = r + 10; rr < R - 3; rr += 7.5) {
    const light = Math.round(rr) % 3 === 0;
    parts.push(
      circle(cx, cy, rr, "none", {
        stroke: light ? shade(col, 0.25) : shade(col, -0.25),
        "stroke-width": 1.3,
        opacity: 0.45,
      }),
    );
  }
  parts.push(circle(cx, cy, R - 1.5, "none", { stroke: shade(col, 0.35), "stroke-width": 3, opacity: 0.6 }));
  if (isLight(col)) parts.push(circle(cx, cy, R, "none", { stroke: "#C9CED3", "stroke-width": 2 }));
  // the core, its hole and the far opening seen through it
  const core = coreColor(look);
  const wall = R * 0.06;
  parts.push(
    circle(
      cx,
      cy,
      r,
      c.radial([
        [0, shade(core, 0.1)],
        [1, shade(core, -0.18)],
      ]),
    ),
  );
  const hole = r - wall;
  parts.push(
    circle(
      cx,
      cy,
      hole,
      c.linear(
        [
          [0, shade(core, -0.62)],
          [1, shade(core, -0.35)],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  const clip = c.clip(circle(cx, cy, hole, "#000"));
  parts.push(group(circle(cx + dx, cy - dy, hole, "#EEF0F3"), undefined, { "clip-path": clip }));
  parts.push(circle(cx, cy, r, "none", { stroke: shade(core, -0.3), "stroke-width": 2 }));
  // product label on the face
  const lx = cx + R * 0.34;
  const ly = cy + R * 0.38;
  const lw = look.label ? Math.max(68, textWidth(look.label, 14) + 20) : 68;
  parts.push(
    group(
      rrect(-34, -22, lw, 44, 4, "#FFFFFF") +
        rect(-34, -22, lw, 10, C.red) +
        (look.label
          ? lettering(look.label, -24, -5, 14, C.ink, { weight: 0.14 })
          : rect(-26, -4, 40, 4, "#B7BEC4") +
            rect(-26, 5, 30, 4, "#B7BEC4") +
            rect(12, 2, 14, 12, C.ink, { opacity: 0.8 })),
      `translate(${n(lx)} ${n(ly)}) rotate(-14)`,
    ),
  );
  if (tail) {
    const a = (58 * Math.PI) / 180;
    const sx = cx + R * Math.cos(a);
    const sy = cy + R * Math.sin(a);
    const floor = cy + R + 22;
    const d = `M${n(sx)} ${n(sy)} C${n(sx + 40)} ${n(sy + 50)} ${n(sx + 90)} ${n(floor)} ${n(sx + 190)} ${n(floor + 4)} L${n(sx + 400)} ${n(floor + 16)}`;
    const w = 8 + look.widthMm * 0.75;
    parts.push(path(d, "none", { stroke: shade(col, -0.3), "stroke-width": w + 3 }));
    parts.push(path(d, "none", { stroke: col, "stroke-width": w }));
    parts.push(
      path(d, "none", {
        stroke: shade(col, 0.35),
        "stroke-width": 2.5,
        opacity: 0.7,
        transform: "translate(0 -3)",
      }),
    );
  }
  return parts.join("");
}

/** A coil lying flat, seen from above at an angle; (cx, top) is the centre of the upper face. */
export function lyingCoil(c: Canvas, cx: number, top: number, rx: number, look: StrapLook): string {
  const col = look.color;
  const ry = rx * 0.36;
  const h = look.material === "steel" ? rx * 0.22 : rx * 0.42;
  const b = top + h;
  const edge = isLight(col) ? "#C3C9CE" : shade(col, -0.45);
  const parts: string[] = [];
  parts.push(
    path(
      `M${n(cx - rx)} ${n(top)} L${n(cx - rx)} ${n(b)} A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(b)} L${n(cx + rx)} ${n(top)} Z`,
      c.round(shade(col, -0.08)),
    ),
  );
  for (let i = 1; i < 6; i++) {
    const y = top + (h * i) / 6;
    parts.push(
      path(`M${n(cx - rx)} ${n(y)} A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(y)}`, "none", {
        stroke: edge,
        "stroke-width": 1.5,
        opacity: 0.45,
      }),
    );
  }
  parts.push(
    ellipse(
      cx,
      top,
      rx,
      ry,
      c.radial(
        [
          [0, shade(col, 0.2)],
          [0.75, col],
          [1, shade(col, -0.1)],
        ],
        0.4,
        0.3,
        0.8,
      ),
    ),
  );
  const r = rx * (look.material === "steel" ? 0.44 : 0.54);
  for (let rr = r + 8; rr < rx - 3; rr += 8) {
    parts.push(
      ellipse(cx, top, rr, rr * 0.36, "none", {
        stroke: Math.round(rr) % 3 === 0 ? shade(col, 0.25) : shade(col, -0.22),
        "stroke-width": 1.2,
        opacity: 0.45,
      }),
    );
  }
  if (isLight(col)) parts.push(ellipse(cx, top, rx, ry, "none", { stroke: "#C9CED3", "stroke-width": 2 }));
  const core = coreColor(look);
  parts.push(ellipse(cx, top, r, r * 0.36, shade(core, 0.05)));
  const hr = r * 0.88;
  parts.push(
    ellipse(
      cx,
      top,
      hr,
      hr * 0.36,
      c.linear(
        [
          [0, shade(core, -0.25)],
          [1, shade(core, -0.7)],
        ],
        0,
        0,
        0,
        1,
      ),
    ),
  );
  parts.push(
    ellipse(cx, top + 3, hr, hr * 0.36, "none", {
      stroke: shade(core, -0.4),
      "stroke-width": 2,
      opacity: 0.6,
    }),
  );
  return parts.join("");
}

function lyingCoilHeight(rx: number, look: StrapLook): number {
  return look.material === "steel" ? rx * 0.22 : rx * 0.42;
}

/** Main image: one standing coil with its free end lying on the floor. */
export function strapCoilMain(c: Canvas, look: StrapLook, v: number): string {
  const R = 235 + (v % 3) * 6;
  return standingCoil(c, 530, 700 - R + 8, R, look);
}

/** Alternate image: two coils stacked flat. */
export function strapCoilStack(c: Canvas, look: StrapLook): string {
  const rx = 250;
  const h = lyingCoilHeight(rx, look);
  const ry = rx * 0.36;
  const bottomTop = 760 - ry - h;
  return [
    shadow(c, 600, 770, rx * 1.2, ry * 0.6),
    lyingCoil(c, 600, bottomTop, rx, look),
    lyingCoil(c, 614, bottomTop - h - 4, rx, look),
    look.label ? nameplate(look.label, 600, bottomTop + ry + h / 2, 22, { fill: "#FFFFFF" }) : "",
  ].join("");
}

function strapBandsOnLoad(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  look: StrapLook,
  positions: number[],
): string {
  const [dx, dy] = depthOffset(d);
  const bw = 6 + look.widthMm * 0.55;
  const col = look.color;
  const parts: string[] = [];
  for (const t of positions) {
    const bx = x + w * t - bw / 2;
    parts.push(rect(bx, y - h - 1, bw, h + 6, c.face(col, 0.12)));
    parts.push(rect(bx, y - h - 1, 1.5, h + 6, shade(col, 0.4), { opacity: 0.7 }));
    parts.push(
      poly(
        [
          [bx, y - h],
          [bx + dx, y - h - dy],
          [bx + dx + bw, y - h - dy],
          [bx + bw, y - h],
        ],
        shade(col, 0.15),
      ),
    );
    // joint: seal, buckle or weld
    const jy = y - h * 0.55;
    if (look.material === "textile") {
      parts.push(group(wireBuckle(C.graphite), `translate(${n(bx + bw / 2)} ${n(jy)}) scale(${n(bw / 60)})`));
    } else if (look.material === "pp") {
      parts.push(rect(bx - 1, jy - 10, bw + 2, 20, shade(col, -0.2), { rx: 2 }));
    } else {
      parts.push(rect(bx - 4, jy - 16, bw + 8, 32, c.face("#9AA3AB", 0.2), { rx: 3 }));
      parts.push(line(bx - 2, jy - 6, bx + bw + 2, jy - 6, "#6C757D", 1.5));
      parts.push(line(bx - 2, jy + 6, bx + bw + 2, jy + 6, "#6C757D", 1.5));
    }
  }
  return parts.join("");
}

function lumberLoad(c: Canvas, x: number, y: number, w: number, h: number, d: number): string {
  const parts = [box3d(c, x, y, w, h, d, { front: "#D8B487", top: "#E3C49C", side: "#B88F60" })];
  const cols = 6;
  const rows = 7;
  const cw = w / cols;
  const rh = h / rows;
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const px = x + i * cw;
      const py = y - (j + 1) * rh;
      const tone = ((i * 7 + j * 3) % 5) / 40;
      parts.push(rect(px + 2, py + 2, cw - 4, rh - 4, shade("#D9B68A", tone - 0.05), { rx: 3 }));
      parts.push(
        ellipse(px + cw * 0.45, py + rh * 0.55, cw * 0.22, rh * 0.2, "none", {
          stroke: "#B58D5E",
          "stroke-width": 1.3,
          opacity: 0.6,
        }),
      );
    }
  }
  const [dx, dy] = depthOffset(d);
  for (let i = 1; i < cols; i++) {
    parts.push(line(x + i * cw, y - h, x + i * cw + dx, y - h - dy, "#BE9A6C", 2));
  }
  return parts.join("");
}

function barsLoad(c: Canvas, x: number, y: number, w: number, h: number, d: number): string {
  const parts = [box3d(c, x, y, w, h, d, { front: "#4F5961", top: "#9AA4AC", side: "#6B757D" })];
  const r = 19;
  const cols = Math.floor(w / (2 * r + 4));
  const rows = Math.floor(h / (2 * r + 4));
  const ox = x + (w - cols * (2 * r + 4)) / 2 + r + 2;
  const oy = y - (h - rows * (2 * r + 4)) / 2 - r - 2;
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const px = ox + i * (2 * r + 4);
      const py = oy - j * (2 * r + 4);
      parts.push(
        circle(
          px,
          py,
          r,
          c.linear(
            [
              [0, "#C7CED4"],
              [1, "#7D878F"],
            ],
            0,
            0,
            1,
            1,
          ),
        ),
      );
      parts.push(
        circle(
          px,
          py,
          r * 0.68,
          c.linear(
            [
              [0, "#2E353B"],
              [1, "#4A535A"],
            ],
            0,
            0,
            1,
            1,
          ),
        ),
      );
    }
  }
  const [dx, dy] = depthOffset(d);
  for (let i = 0; i < cols; i++) {
    const px = ox + i * (2 * r + 4);
    parts.push(line(px, y - h, px + dx, y - h - dy, "#7F8991", 2));
  }
  return parts.join("");
}

function brickLoad(c: Canvas, x: number, y: number, w: number, h: number, d: number): string {
  const parts = [box3d(c, x, y, w, h, d, { front: "#B5553C", top: "#C9735B", side: "#8E402C" })];
  const rows = 9;
  const rh = h / rows;
  for (let j = 0; j < rows; j++) {
    const off = j % 2 === 0 ? 0 : 0.5;
    const bw = w / 5;
    for (let i = -1; i < 6; i++) {
      const bx = Math.max(x, x + (i + off) * bw);
      const ex = Math.min(x + w, x + (i + off + 1) * bw);
      if (ex - bx < 8) continue;
      parts.push(
        rect(
          bx + 2,
          y - (j + 1) * rh + 2,
          ex - bx - 4,
          rh - 4,
          shade("#B85A40", ((i + j) % 3) * 0.05 - 0.04),
          { rx: 2 },
        ),
      );
    }
  }
  return parts.join("");
}

/** In-use image: a load on a pallet (or on bearers) secured with the strap. */
export function strappedLoad(c: Canvas, look: StrapLook, v: number): string {
  const x = 290;
  const y = 770;
  const w = 470;
  const d = 300;
  const parts: string[] = [shadow(c, x + w / 2 + 90, y + 4, w * 0.72, 34)];
  let base: number;
  if (look.load === "cartons" || look.load === "bricks") {
    parts.push(pallet(c, x, y, w, d));
    base = y - palletHeight(w);
  } else {
    for (const t of [0.15, 0.85]) {
      parts.push(box3d(c, x + w * t - 30, y, 60, 34, d, { front: C.wood }));
    }
    base = y - 34;
  }
  const lh = look.load === "bars" ? 290 : 340;
  const lx = x + 4;
  const lw = w - 8;
  const ld = d - 16;
  if (look.load === "cartons") parts.push(cartonLoad(c, lx, base, lw, lh, ld, 3, 3));
  else if (look.load === "lumber") parts.push(lumberLoad(c, lx, base, lw, lh, ld));
  else if (look.load === "bars") parts.push(barsLoad(c, lx, base, lw, lh, ld));
  else parts.push(brickLoad(c, lx, base, lw, lh, ld));
  const positions = v % 2 === 0 ? [0.2, 0.5, 0.8] : [0.25, 0.75];
  parts.push(strapBandsOnLoad(c, lx, base, lw, lh, ld, look, positions));
  return parts.join("");
}

function strip(c: Canvas, length: number, width: number, look: StrapLook): string {
  const col = look.color;
  const hw = width / 2;
  const parts: string[] = [];
  parts.push(rect(4, -hw + 8, length, width, "#1F2933", { opacity: 0.12, rx: 3 }));
  parts.push(
    rect(
      0,
      -hw,
      length,
      width,
      c.linear(
        [
          [0, shade(col, 0.22)],
          [0.45, col],
          [1, shade(col, -0.22)],
        ],
        0,
        0,
        0,
        1,
      ),
      { rx: look.material === "steel" ? 2 : 3 },
    ),
  );
  if (isLight(col))
    parts.push(rect(0, -hw, length, width, "none", { stroke: "#C6CCD1", "stroke-width": 2, rx: 3 }));
  const tex = shade(col, isLight(col) ? -0.18 : 0.2);
  if (look.material === "pet") {
    for (let x = 6; x < length - width * 0.4; x += 11) {
      parts.push(line(x, -hw + 4, x + width * 0.4, hw - 4, tex, 1.6, { opacity: 0.55 }));
    }
  } else if (look.material === "pp") {
    for (let x = 8; x < length - 8; x += 14) {
      for (let y = -hw + 9; y < hw - 5; y += 12) {
        parts.push(
          poly(
            [
              [x, y - 4],
              [x + 5, y],
              [x, y + 4],
              [x - 5, y],
            ],
            tex,
            { opacity: 0.5 },
          ),
        );
      }
    }
  } else if (look.material === "textile") {
    for (let y = -hw + 5; y < hw - 2; y += 5)
      parts.push(line(3, y, length - 3, y, tex, 1.2, { opacity: 0.7 }));
    for (let x = 6; x < length - 4; x += 9)
      parts.push(line(x, -hw + 3, x, hw - 3, shade(col, -0.1), 1, { opacity: 0.4 }));
  } else {
    parts.push(rect(0, -hw * 0.35, length, width * 0.18, "#FFFFFF", { opacity: 0.28 }));
    parts.push(rect(0, -hw, length, 2, "#FFFFFF", { opacity: 0.4 }));
  }
  // cut end
  parts.push(rect(length - 3, -hw, 3, width, shade(col, -0.3), { opacity: 0.6 }));
  return parts.join("");
}

/** Close-up image: three cut pieces of strap fanned out, with the matching joint. */
export function strapCloseUp(c: Canvas, look: StrapLook, v: number): string {
  const width = Math.min(150, 34 + look.widthMm * 3.4);
  const parts: string[] = [];
  const angles = [-20, -12, -4];
  const shorten = Math.max(0, width - 90) * 1.6;
  const lengths = [700 - shorten, 740 - shorten, 660 - shorten];
  for (let i = 0; i < 3; i++) {
    const a = angles[i] ?? 0;
    const len = lengths[(i + v) % 3] ?? 700;
    const y0 = 470 + (i - 1) * (width + 40) + (i === 0 ? 40 : 0);
    parts.push(group(strip(c, len, width, look), `translate(${n(200 + i * 20)} ${n(y0)}) rotate(${a})`));
  }
  if (look.material === "textile") {
    parts.push(group(wireBuckle(C.graphite), `translate(960 720) scale(1.6) rotate(-10)`));
  } else if (look.material !== "pp") {
    parts.push(
      group(
        metalSeal(c, look.material === "steel" ? "#8E989F" : "#A7AFB5"),
        `translate(960 720) scale(1.5) rotate(-8)`,
      ),
    );
  }
  return parts.join("");
}
