// Industry goods drawn in the oblique projection of the catalogue art. Each function takes the
// front-bottom-left corner (x, y) on the floor and a footprint w × d and height h.

import {
  box3d,
  type Canvas,
  circle,
  cylinder,
  DEPTH,
  ellipse,
  extrudedCircle,
  group,
  line,
  n,
  ob,
  P,
  path,
  poly,
  rect,
  reuse,
  rng,
  rrect,
  shade,
  depthOffset,
} from "./kit";

function tr(x: number, y: number): string {
  return `translate(${n(x)} ${n(y)})`;
}

/** Clip helper for a front face. */
function frontClip(c: Canvas, x: number, y: number, w: number, h: number): string {
  return c.clip(rect(x, y - h, w, h, "#000"));
}

function sideQuad(x: number, y: number, w: number, h: number, d: number): [number, number][] {
  const [dx, dy] = depthOffset(d);
  return [
    [x + w, y],
    [x + w + dx, y - dy],
    [x + w + dx, y - h - dy],
    [x + w, y - h],
  ];
}

function topQuad(x: number, y: number, w: number, h: number, d: number): [number, number][] {
  const [dx, dy] = depthOffset(d);
  return [
    [x, y - h],
    [x + dx, y - h - dy],
    [x + w + dx, y - h - dy],
    [x + w, y - h],
  ];
}

// ---- sacks, big bags, drums (mining, chemicals) -----------------------------------------------

/** Layers of filled woven sacks on a pallet footprint. */
export function sackStack(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  color = "#EEF0EE",
  layers = 5,
): string {
  const parts = [
    box3d(c, x, y, w, h, d, {
      front: shade(color, -0.04),
      top: shade(color, 0.05),
      side: shade(color, -0.2),
    }),
  ];
  const lh = h / layers;
  const seam = shade(color, -0.28);
  const clip = frontClip(c, x, y, w, h);
  const inner: string[] = [];
  for (let l = 0; l < layers; l++) {
    const yy = y - (l + 1) * lh;
    const split = l % 2 === 0 ? [0, 0.5, 1] : [0, 0.34, 0.67, 1];
    for (let k = 0; k < split.length - 1; k++) {
      const a = x + w * split[k]!;
      const b = x + w * split[k + 1]!;
      inner.push(rrect(a + 1.5, yy + 1.5, b - a - 3, lh - 3, lh * 0.38, c.face(color, 0.14)));
      inner.push(rrect(a + 6, yy + lh * 0.18, b - a - 12, lh * 0.2, lh * 0.1, "#FFFFFF", { opacity: 0.35 }));
      inner.push(line(a + 10, yy + lh - 5, b - 10, yy + lh - 5, seam, 1.2, { opacity: 0.5 }));
      if (k === 1 && l % 2 === 1)
        inner.push(rect((a + b) / 2 - 10, yy + lh * 0.42, 20, lh * 0.22, P.red, { opacity: 0.6 }));
    }
  }
  parts.push(group(inner.join(""), undefined, { "clip-path": clip }));
  const [dx, dy] = depthOffset(d);
  for (let l = 1; l < layers; l++) {
    const yy = y - l * lh;
    parts.push(line(x + w, yy, x + w + dx, yy - dy, seam, 1.5, { opacity: 0.6 }));
  }
  parts.push(
    line(x + w + dx * 0.5, y - dy * 0.5, x + w + dx * 0.5, y - h - dy * 0.5, seam, 1.2, { opacity: 0.4 }),
  );
  parts.push(
    line(x + dx * 0.5, y - h - dy * 0.5, x + w + dx * 0.5, y - h - dy * 0.5, seam, 1.2, { opacity: 0.5 }),
  );
  return parts.join("");
}

/** A bulk bag (FIBC) with four lifting loops. */
export function bigBag(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  color = "#F1F2EE",
): string {
  const [dx, dy] = depthOffset(d);
  const b = w * 0.05;
  const parts: string[] = [];
  // side
  parts.push(
    path(
      `M${n(x + w)} ${n(y)} L${n(x + w + dx)} ${n(y - dy)} Q${n(x + w + dx + b)} ${n(y - dy - h / 2)} ${n(x + w + dx)} ${n(y - dy - h)} L${n(x + w)} ${n(y - h)} Z`,
      c.face(shade(color, -0.2), 0.06),
    ),
  );
  // top with a filling spout
  parts.push(
    path(
      `M${n(x)} ${n(y - h)} Q${n(x + dx / 2)} ${n(y - h - dy / 2 - 8)} ${n(x + dx)} ${n(y - h - dy)} L${n(x + w + dx)} ${n(y - h - dy)} L${n(x + w)} ${n(y - h)} Z`,
      shade(color, 0.04),
    ),
  );
  const tx = x + w / 2 + dx / 2;
  const ty = y - h - dy / 2;
  parts.push(ellipse(tx, ty, w * 0.14, w * 0.05, shade(color, -0.12)));
  parts.push(rect(tx - w * 0.07, ty - w * 0.12, w * 0.14, w * 0.12, c.face(color, 0.08)));
  parts.push(ellipse(tx, ty - w * 0.12, w * 0.07, w * 0.025, shade(color, -0.18)));
  // front bulging face
  parts.push(
    path(
      `M${n(x)} ${n(y)} Q${n(x - b)} ${n(y - h / 2)} ${n(x)} ${n(y - h)} Q${n(x + w / 2)} ${n(y - h + b * 0.6)} ${n(x + w)} ${n(y - h)} Q${n(x + w + b)} ${n(y - h / 2)} ${n(x + w)} ${n(y)} Z`,
      c.linear(
        [
          [0, shade(color, 0.06)],
          [0.5, color],
          [1, shade(color, -0.12)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  // woven texture and a print panel
  for (let yy = y - h + 14; yy < y - 4; yy += 9)
    parts.push(line(x + 4, yy, x + w - 4, yy, shade(color, -0.08), 1, { opacity: 0.6 }));
  parts.push(rect(x + w * 0.3, y - h * 0.62, w * 0.4, h * 0.3, "#FFFFFF", { opacity: 0.7 }));
  parts.push(rect(x + w * 0.3, y - h * 0.62, w * 0.4, h * 0.07, P.red, { opacity: 0.85 }));
  // lifting loops
  const loop = (lx: number, ly: number) =>
    path(
      `M${n(lx - 10)} ${n(ly)} C${n(lx - 12)} ${n(ly - 40)} ${n(lx + 12)} ${n(ly - 40)} ${n(lx + 10)} ${n(ly)}`,
      "none",
      {
        stroke: "#E1E4E6",
        "stroke-width": 8,
        "stroke-linecap": "round",
      },
    ) + rect(lx - 12, ly - 2, 24, 18, "#D5D9DC");
  parts.push(loop(x + 16, y - h + 4), loop(x + w - 16, y - h + 4), loop(x + w + dx - 12, y - h - dy + 2));
  return parts.join("");
}

/** A 200 l steel drum, centre of the top ellipse at (cx, top). */
export function drum(c: Canvas, cx: number, top: number, r: number, h: number, color: string): string {
  const ry = r * 0.3;
  const cyl = cylinder(c, cx, top, r, ry, h, color);
  const parts = [cyl.body];
  for (const t of [0.33, 0.66]) {
    const yy = top + h * t;
    parts.push(
      path(`M${n(cx - r)} ${n(yy)} A${n(r)} ${n(ry)} 0 0 0 ${n(cx + r)} ${n(yy)}`, "none", {
        stroke: shade(color, -0.3),
        "stroke-width": 4,
      }),
    );
    parts.push(
      path(`M${n(cx - r)} ${n(yy - 3)} A${n(r)} ${n(ry)} 0 0 0 ${n(cx + r)} ${n(yy - 3)}`, "none", {
        stroke: shade(color, 0.3),
        "stroke-width": 1.5,
      }),
    );
  }
  parts.push(rect(cx - r * 0.45, top + h * 0.42, r * 0.9, h * 0.18, "#FFFFFF", { opacity: 0.75 }));
  parts.push(ellipse(cx, top, r, ry, shade(color, 0.12)));
  parts.push(ellipse(cx, top, r * 0.9, ry * 0.86, shade(color, 0.2)));
  parts.push(ellipse(cx + r * 0.45, top - ry * 0.1, r * 0.1, ry * 0.25, shade(color, -0.3)));
  parts.push(ellipse(cx, top, r, ry, "none", { stroke: shade(color, -0.25), "stroke-width": 2.5 }));
  return parts.join("");
}

/** Four drums on a pallet footprint (two rows), strapped together. */
export function drumGroup(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  d: number,
  color: string,
  strap: string,
): string {
  const r = w / 4 - 2;
  const h = r * 2.7;
  const [dx, dy] = depthOffset(d);
  const parts: string[] = [];
  const back = [0.72, 0.72];
  for (let i = 0; i < 2; i++)
    parts.push(
      drum(
        c,
        x + r + 2 + i * (2 * r + 4) + dx * back[i]!,
        y - h - dy * back[i]! - r * 0.3,
        r,
        h,
        shade(color, -0.06),
      ),
    );
  const frontY = y - h - dy * 0.25 - r * 0.3;
  for (let i = 0; i < 2; i++)
    parts.push(drum(c, x + r + 2 + i * (2 * r + 4) + dx * 0.25, frontY + dy * 0.0, r, h, color));
  // two horizontal straps around the group (front part visible)
  for (const t of [0.3, 0.72]) {
    const yy = frontY + h * t;
    const x0 = x + 2 + dx * 0.25;
    const x1 = x + 4 * r + 6 + dx * 0.25;
    parts.push(
      path(
        `M${n(x0)} ${n(yy)} A${n(r)} ${n(r * 0.3)} 0 0 0 ${n(x0 + 2 * r)} ${n(yy)} A${n(r)} ${n(r * 0.3)} 0 0 0 ${n(x1)} ${n(yy)}`,
        "none",
        {
          stroke: strap,
          "stroke-width": 8,
        },
      ),
    );
    parts.push(rect(x0 + 2 * r + 4 - 10, yy + r * 0.3 - 12, 20, 16, "#A4ADB4", { rx: 2 }));
  }
  return parts.join("");
}

// ---- timber, steel -----------------------------------------------------------------------------

/** A bundle of sawn boards whose length runs into the depth, with stickers between layers. */
export function timberBundle(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  seed = "t",
  tone = "#D8B487",
): string {
  const r = rng(seed);
  const parts = [
    box3d(c, x, y, w, h, d, { front: shade(tone, -0.08), top: shade(tone, 0.1), side: shade(tone, -0.16) }),
  ];
  const layers = Math.max(3, Math.round(h / 26));
  const lh = h / layers;
  const cols = Math.max(3, Math.round(w / 44));
  const cw = w / cols;
  const [dx, dy] = depthOffset(d);
  for (let l = 0; l < layers; l++) {
    const yy = y - (l + 1) * lh;
    for (let k = 0; k < cols; k++) {
      const tt = (r() - 0.5) * 0.16;
      const bx = x + k * cw;
      parts.push(rect(bx + 1.5, yy + 1.5, cw - 3, lh - 4, shade(tone, tt), { rx: 1.5 }));
      parts.push(
        path(
          `M${n(bx + cw * 0.3)} ${n(yy + lh - 4)} q${n(cw * 0.2)} ${n(-lh * 0.9)} ${n(cw * 0.45)} 0`,
          "none",
          {
            stroke: shade(tone, -0.25),
            "stroke-width": 1,
            opacity: 0.5,
          },
        ),
      );
    }
    // the layer on the side: long board edges
    parts.push(
      line(x + w, yy + lh - 2.5, x + w + dx, yy + lh - 2.5 - dy, shade(tone, -0.38), 2.5, { opacity: 0.7 }),
    );
    parts.push(line(x + w, yy + 1, x + w + dx, yy + 1 - dy, shade(tone, 0.12), 1.2, { opacity: 0.6 }));
  }
  // board joints on the top
  for (let k = 1; k < cols; k++)
    parts.push(line(x + k * cw, y - h, x + k * cw + dx, y - h - dy, shade(tone, -0.25), 1.5));
  // stickers (spacers) visible as dark slots on the side
  for (const t of [0.18, 0.5, 0.82]) {
    for (let l = 1; l < layers; l++) {
      const px = x + w + dx * t;
      const py = y - l * lh - dy * t;
      parts.push(
        poly(
          [
            [px - 4, py + 1],
            [px + 6, py - 5],
            [px + 6, py - 1],
            [px - 4, py + 5],
          ],
          shade(tone, -0.5),
          { opacity: 0.6 },
        ),
      );
    }
  }
  return parts.join("");
}

/** A hexagonal-ish bundle of round bars running into the depth. */
export function barBundle(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  color = "#6F7A84",
): string {
  const parts = [
    box3d(c, x, y, w, h, d, { front: shade(color, -0.4), top: shade(color, 0.2), side: shade(color, -0.05) }),
  ];
  const [dx, dy] = depthOffset(d);
  const rr = 10;
  const cols = Math.floor(w / (2 * rr));
  const rows = Math.floor(h / (rr * 1.75));
  const face = c.linear(
    [
      [0, shade(color, 0.5)],
      [1, shade(color, -0.1)],
    ],
    0,
    0,
    1,
    1,
  );
  for (let j = 0; j < rows; j++) {
    const off = j % 2 === 0 ? rr : 2 * rr;
    for (let i = 0; i < cols - (j % 2); i++) {
      const cx = x + off + i * 2 * rr;
      const cy = y - rr - j * rr * 1.75;
      parts.push(circle(cx, cy, rr - 1, face));
      parts.push(circle(cx - 2, cy - 2, rr * 0.35, "#FFFFFF", { opacity: 0.35 }));
    }
  }
  for (let j = 0; j < rows; j++) {
    const yy = y - rr - j * rr * 1.75;
    parts.push(
      line(x + w, yy - rr * 0.6, x + w + dx, yy - rr * 0.6 - dy, shade(color, 0.3), 1.2, { opacity: 0.6 }),
    );
  }
  for (let i = 0; i < cols; i++) {
    const xx = x + rr + i * 2 * rr;
    parts.push(line(xx, y - h, xx + dx, y - h - dy, shade(color, -0.15), 1.2, { opacity: 0.7 }));
  }
  return parts.join("");
}

/** A hot-rolled steel coil lying on its side, eye facing the viewer, on a timber cradle. */
export function steelCoil(
  c: Canvas,
  cx: number,
  cy: number,
  R: number,
  depth: number,
  strap: string,
  color = "#8A959E",
): string {
  const dx = depth * DEPTH.x;
  const dy = depth * DEPTH.y;
  const eye = R * 0.38;
  const parts: string[] = [];
  // cradle
  parts.push(box3d(c, cx - R * 0.95, cy + R + 4, R * 0.5, R * 0.22, depth + 10, { front: P.wood }));
  parts.push(box3d(c, cx + R * 0.45, cy + R + 4, R * 0.5, R * 0.22, depth + 10, { front: P.wood }));
  // body
  parts.push(
    extrudedCircle(
      cx,
      cy,
      R,
      dx,
      dy,
      c.linear(
        [
          [0, shade(color, 0.1)],
          [0.5, shade(color, -0.12)],
          [1, shade(color, -0.4)],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  // circumferential straps on the body
  for (const t of [0.3, 0.7]) {
    const bx = cx + dx * t;
    const by = cy - dy * t;
    parts.push(
      path(
        `M${n(bx - R * 0.5)} ${n(by - R * 0.86)} A${n(R)} ${n(R)} 0 0 1 ${n(bx + R * 0.84)} ${n(by + R * 0.55)}`,
        "none",
        {
          stroke: strap,
          "stroke-width": 9,
        },
      ),
    );
  }
  // face
  parts.push(
    circle(
      cx,
      cy,
      R,
      c.radial(
        [
          [0, shade(color, 0.3)],
          [0.6, shade(color, 0.1)],
          [1, shade(color, -0.15)],
        ],
        0.35,
        0.35,
        0.8,
      ),
    ),
  );
  for (let rr = eye + 8; rr < R - 2; rr += 6) {
    parts.push(
      circle(cx, cy, rr, "none", {
        stroke: shade(color, rr % 4 < 2 ? 0.22 : -0.18),
        "stroke-width": 1.1,
        opacity: 0.5,
      }),
    );
  }
  parts.push(
    circle(
      cx,
      cy,
      eye,
      c.linear(
        [
          [0, "#3A4249"],
          [1, "#5D666E"],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  parts.push(circle(cx + dx * 0.2, cy - dy * 0.2, eye * 0.9, "#2A3036", { opacity: 0.6 }));
  // radial (eye-to-wall) straps
  for (const a of [-90, 30, 150]) {
    const rad = (a * Math.PI) / 180;
    const x1 = cx + Math.cos(rad) * (eye - 2);
    const y1 = cy + Math.sin(rad) * (eye - 2);
    const x2 = cx + Math.cos(rad) * (R + 1);
    const y2 = cy + Math.sin(rad) * (R + 1);
    parts.push(line(x1, y1, x2, y2, strap, 10, { "stroke-linecap": "butt" }));
    parts.push(line(x1, y1, x2, y2, shade(strap, 0.35), 2, { "stroke-linecap": "butt", opacity: 0.6 }));
    const mx = cx + Math.cos(rad) * (R * 0.7);
    const my = cy + Math.sin(rad) * (R * 0.7);
    parts.push(
      group(
        rect(-9, -13, 18, 26, c.face("#A4ADB4", 0.25), { rx: 2 }),
        `translate(${n(mx)} ${n(my)}) rotate(${a + 90})`,
      ),
    );
  }
  parts.push(circle(cx, cy, R, "none", { stroke: shade(color, 0.35), "stroke-width": 2.5, opacity: 0.6 }));
  return parts.join("");
}

// ---- building materials, ceramics ---------------------------------------------------------------

/** A cube of bricks or concrete blocks. */
export function brickPack(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  kind: "brick" | "block" = "brick",
): string {
  const base = kind === "brick" ? P.brick : "#A9AEB2";
  const parts = [
    box3d(c, x, y, w, h, d, { front: shade(base, -0.1), top: shade(base, 0.12), side: shade(base, -0.26) }),
  ];
  const rows = kind === "brick" ? Math.round(h / 20) : Math.round(h / 44);
  const rh = h / rows;
  const per = kind === "brick" ? 5 : 3;
  const bw = w / per;
  const clip = frontClip(c, x, y, w, h);
  const inner: string[] = [];
  for (let j = 0; j < rows; j++) {
    const off = j % 2 === 0 ? 0 : 0.5;
    for (let i = -1; i <= per; i++) {
      const bx = x + (i + off) * bw;
      const tone = (((i + 7) * 3 + j * 5) % 4) * 0.03 - 0.03;
      inner.push(rect(bx + 1.5, y - (j + 1) * rh + 1.5, bw - 3, rh - 3, shade(base, tone), { rx: 1.5 }));
      if (kind === "block") {
        inner.push(
          rect(bx + bw * 0.14, y - (j + 1) * rh + rh * 0.25, bw * 0.3, rh * 0.5, shade(base, -0.35), {
            rx: 2,
          }),
        );
        inner.push(
          rect(bx + bw * 0.56, y - (j + 1) * rh + rh * 0.25, bw * 0.3, rh * 0.5, shade(base, -0.35), {
            rx: 2,
          }),
        );
      }
    }
  }
  parts.push(group(inner.join(""), undefined, { "clip-path": clip }));
  const [dx, dy] = depthOffset(d);
  for (let j = 1; j < rows; j++)
    parts.push(
      line(x + w, y - j * rh, x + w + dx, y - j * rh - dy, shade(base, -0.4), 1.2, { opacity: 0.6 }),
    );
  for (let i = 1; i < per; i++)
    parts.push(
      line(x + i * bw, y - h, x + i * bw + dx, y - h - dy, shade(base, -0.2), 1.2, { opacity: 0.6 }),
    );
  return parts.join("");
}

/**
 * A block of printed boxes, three to a row and rows about `rowHeight` high: the block, every box
 * front drawn once by `face(cw, rh)` and reused under `key(cw, rh)`, and the joints between the
 * rows on the right side.
 */
function printedBoxes(
  c: Canvas,
  [x, y, w, h, d]: [number, number, number, number, number],
  look: { box: string; top: number; side: number; joint: number; rowHeight: number },
  key: (cw: number, rh: number) => string,
  face: (cw: number, rh: number) => string,
): { parts: string[]; cols: number; cw: number; dx: number; dy: number } {
  const { box } = look;
  const parts = [
    box3d(c, x, y, w, h, d, { front: box, top: shade(box, look.top), side: shade(box, look.side) }),
  ];
  const rows = Math.max(4, Math.round(h / look.rowHeight));
  const rh = h / rows;
  const cols = 3;
  const cw = w / cols;
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++)
      parts.push(reuse(c, key(cw, rh), () => face(cw, rh), tr(x + i * cw, y - (j + 1) * rh)));
  }
  const [dx, dy] = depthOffset(d);
  for (let j = 1; j < rows; j++)
    parts.push(line(x + w, y - j * rh, x + w + dx, y - j * rh - dy, shade(box, look.joint), 1.2));
  return { parts, cols, cw, dx, dy };
}

/** Boxes of floor tiles: thin layers of boxes, with a tile swatch printed on each. */
export function tileBoxes(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  swatch = "#C98E6B",
): string {
  const box = "#E9E6E0";
  const { parts, dx, dy } = printedBoxes(
    c,
    [x, y, w, h, d],
    { box, top: 0.05, side: -0.16, joint: -0.3, rowHeight: 30 },
    (cw, rh) => `tile${n(cw)}x${n(rh)}${swatch}`,
    (cw, rh) =>
      [
        rect(1, 1, cw - 2, rh - 2, c.face(box, 0.05)),
        rect(cw * 0.12, rh * 0.25, rh * 0.5, rh * 0.5, swatch),
        rect(cw * 0.12 + rh * 0.25, rh * 0.25, rh * 0.25, rh * 0.25, shade(swatch, 0.2)),
        rect(cw * 0.12 + rh * 0.7, rh * 0.36, cw * 0.4, rh * 0.1, "#9AA2A9"),
        rect(cw * 0.12 + rh * 0.7, rh * 0.56, cw * 0.26, rh * 0.08, "#B9C0C6"),
      ].join(""),
  );
  parts.push(line(x + w + dx / 2, y - dy / 2, x + w + dx / 2, y - h - dy / 2, shade(box, -0.3), 1.2));
  return parts.join("");
}

// ---- containers, fibres, paper, glass ------------------------------------------------------------

function bottleShape(bx: number, by: number, bw: number, bh: number): string {
  const neck = bw * 0.34;
  const sh = bh * 0.3;
  return `M${n(bx)} ${n(by)} L${n(bx)} ${n(by - bh + sh)} Q${n(bx)} ${n(by - bh + sh * 0.45)} ${n(bx + bw / 2 - neck / 2)} ${n(by - bh + sh * 0.3)} L${n(bx + bw / 2 - neck / 2)} ${n(by - bh + 4)} L${n(bx + bw / 2 + neck / 2)} ${n(by - bh + 4)} L${n(bx + bw / 2 + neck / 2)} ${n(by - bh + sh * 0.3)} Q${n(bx + bw)} ${n(by - bh + sh * 0.45)} ${n(bx + bw)} ${n(by - bh + sh)} L${n(bx + bw)} ${n(by)} Z`;
}

/** Tiers of bottles with tier sheets between them and a top frame. */
export function bottleTiers(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  color = "#9CC9DA",
  cap = "#2F7DB5",
  tiers = 4,
): string {
  const [dx, dy] = depthOffset(d);
  const parts: string[] = [];
  const th = h / tiers;
  const sheet = 4;
  // the block behind the front row: darker, seen between the bottles
  parts.push(poly(sideQuad(x, y, w, h, d), c.face(shade(color, -0.3), 0.05)));
  parts.push(rect(x, y - h, w, h, shade(color, -0.42)));
  const per = Math.max(5, Math.round(w / 34));
  const bw = w / per;
  const body = c.linear(
    [
      [0, shade(color, -0.1)],
      [0.3, shade(color, 0.45)],
      [0.55, color],
      [1, shade(color, -0.28)],
    ],
    0,
    0,
    1,
    0,
  );
  const sideBody = c.linear(
    [
      [0, shade(color, -0.15)],
      [0.4, shade(color, 0.2)],
      [1, shade(color, -0.35)],
    ],
    0,
    0,
    1,
    0,
  );
  for (let t = 0; t < tiers; t++) {
    const by = y - t * th - sheet;
    const bh = th - sheet - 4;
    // side face: the end bottles of each row, receding
    for (let k = 3; k >= 1; k--) {
      const f = (k - 0.5) / 3.2;
      const px = x + w + dx * f - bw * 0.35;
      const py = by - dy * f;
      parts.push(path(bottleShape(px, py, bw * 0.7, bh), sideBody, { opacity: 0.9 }));
    }
    const bottle = () =>
      [
        path(bottleShape(0, 0, bw - 4, bh), body),
        rect((bw - 4) * 0.32, -bh, (bw - 4) * 0.36, 6, cap, { rx: 1.5 }),
        rect(3, -bh * 0.5, bw - 10, bh * 0.18, "#FFFFFF", { opacity: 0.55 }),
        rect((bw - 4) * 0.2, -bh * 0.62, 3, bh * 0.5, "#FFFFFF", { opacity: 0.6 }),
      ].join("");
    for (let i = 0; i < per; i++)
      parts.push(reuse(c, `bottle${n(bw)}x${n(bh)}${color}${cap}`, bottle, tr(x + i * bw + 2, by)));
    // tier sheet under the tier: only its edges show
    parts.push(rect(x - 2, by, w + 4, sheet, P.cardboardLight));
    parts.push(
      poly(
        [
          [x + w + 2, by + sheet],
          [x + w + 2 + dx, by + sheet - dy],
          [x + w + 2 + dx, by - dy],
          [x + w + 2, by],
        ],
        shade(P.cardboardLight, -0.2),
      ),
    );
  }
  // top frame
  parts.push(box3d(c, x - 2, y - h, w + 4, 7, d, { front: P.wood }));
  return parts.join("");
}

/** A compressed fibre bale held by many horizontal straps. */
export function bale(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  color = "#EFE9DC",
  strap = "#3D4349",
  bands = 6,
): string {
  const [dx, dy] = depthOffset(d);
  const b = 5;
  const parts: string[] = [];
  parts.push(poly(sideQuad(x, y, w, h, d), c.face(shade(color, -0.18), 0.05)));
  parts.push(poly(topQuad(x, y, w, h, d), shade(color, 0.06)));
  parts.push(
    rrect(
      x,
      y - h,
      w,
      h,
      6,
      c.linear(
        [
          [0, shade(color, 0.05)],
          [1, shade(color, -0.08)],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  // fibre texture
  const r = rng(`bale${x}${y}`);
  for (let i = 0; i < 18; i++) {
    const yy = y - h + 8 + r() * (h - 16);
    const xx = x + 6 + r() * (w * 0.6);
    parts.push(
      path(`M${n(xx)} ${n(yy)} q${n(w * 0.08)} -4 ${n(w * 0.18)} 0 t${n(w * 0.18)} 0`, "none", {
        stroke: shade(color, -0.16),
        "stroke-width": 1.2,
        opacity: 0.6,
      }),
    );
  }
  // bands, with slight bulges between them
  for (let k = 0; k < bands; k++) {
    const t = (k + 0.5) / bands;
    const yy = y - h * t;
    parts.push(rect(x - 1, yy - b / 2, w + 2, b, strap));
    parts.push(
      poly(
        [
          [x + w, yy - b / 2],
          [x + w + dx, yy - b / 2 - dy],
          [x + w + dx, yy + b / 2 - dy],
          [x + w, yy + b / 2],
        ],
        shade(strap, 0.15),
      ),
    );
    parts.push(rect(x + w * 0.45, yy - b / 2 - 2, 14, b + 4, "#9DA6AD", { rx: 1.5 }));
  }
  // a tag
  parts.push(rect(x + w * 0.1, y - h * 0.5 - 12, 36, 24, "#FFFFFF"));
  parts.push(rect(x + w * 0.1, y - h * 0.5 - 12, 36, 6, P.red));
  return parts.join("");
}

/** A paper reel standing on end: (cx, top) is the centre of the top face. */
export function paperReel(
  c: Canvas,
  cx: number,
  top: number,
  r: number,
  h: number,
  color = "#F3F1EC",
  band: string = P.red,
): string {
  const ry = r * 0.32;
  const cyl = cylinder(c, cx, top, r, ry, h, color, shade(color, 0.02));
  const parts = [cyl.body];
  parts.push(
    path(
      `M${n(cx - r)} ${n(top + h * 0.5)} A${n(r)} ${n(ry)} 0 0 0 ${n(cx + r)} ${n(top + h * 0.5)} L${n(cx + r)} ${n(top + h * 0.5 + 10)} A${n(r)} ${n(ry)} 0 0 1 ${n(cx - r)} ${n(top + h * 0.5 + 10)} Z`,
      band,
      { opacity: 0.85 },
    ),
  );
  parts.push(cyl.top);
  for (let rr = r * 0.3; rr < r - 2; rr += 5)
    parts.push(
      ellipse(cx, top, rr, rr * 0.32, "none", {
        stroke: shade(color, -0.1),
        "stroke-width": 0.9,
        opacity: 0.8,
      }),
    );
  parts.push(ellipse(cx, top, r * 0.22, r * 0.22 * 0.32, P.cardboard));
  parts.push(ellipse(cx, top, r * 0.16, r * 0.16 * 0.32, shade(P.cardboard, -0.55)));
  return parts.join("");
}

/** A pallet of paper reams (packets stacked in columns). */
export function reamStack(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  wrap = "#F7F7F5",
  stripe = "#2F6FA8",
): string {
  const parts = [box3d(c, x, y, w, h, d, { front: wrap, top: shade(wrap, 0.02), side: shade(wrap, -0.14) })];
  const rows = Math.max(5, Math.round(h / 24));
  const rh = h / rows;
  const cols = 4;
  const cw = w / cols;
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const bx = x + i * cw;
      const by = y - (j + 1) * rh;
      parts.push(rect(bx + 1, by + 1, cw - 2, rh - 2, c.face(wrap, 0.04)));
      parts.push(rect(bx + 1, by + rh * 0.42, cw - 2, rh * 0.2, stripe, { opacity: 0.8 }));
    }
  }
  const [dx, dy] = depthOffset(d);
  for (let j = 1; j < rows; j++)
    parts.push(line(x + w, y - j * rh, x + w + dx, y - j * rh - dy, shade(wrap, -0.25), 1));
  for (let i = 1; i < cols; i++)
    parts.push(line(x + i * cw, y - h, x + i * cw + dx, y - h - dy, shade(wrap, -0.2), 1));
  return parts.join("");
}

/** An A-frame rack loaded with glass sheets; (x, y) is the front-left corner of its base. */
export function glassRack(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  strap = "#E67E22",
  frame: string = P.steel,
): string {
  const parts: string[] = [];
  const base = 18;
  const yb = y - base;
  const frameFill = c.face(frame, 0.15);
  /** The A of one end of the rack, at x offset ex. */
  const aFrame = (ex: number, color: string) => {
    const [f0x, f0y] = ob(x + ex, yb, d * 0.08);
    const [apx, apy] = ob(x + ex, yb, d * 0.5, h);
    const [b0x, b0y] = ob(x + ex, yb, d * 0.92);
    return [
      line(f0x, f0y, apx, apy, color, 9),
      line(b0x, b0y, apx, apy, color, 9),
      line((f0x + apx) / 2, (f0y + apy) / 2, (b0x + apx) / 2, (b0y + apy) / 2, color, 6),
    ].join("");
  };
  parts.push(box3d(c, x, y, w, base, d, { front: frame }));
  parts.push(aFrame(10, shade(frame, 0.1)));
  // glass packs leaning on the front slope: several sheets, the outer one last
  const sheets = 6;
  for (let k = sheets - 1; k >= 0; k--) {
    const t0 = 0.08 - k * 0.025;
    const [sx, sy] = ob(x + 14, yb, d * t0);
    const [tx, ty] = ob(x + 14, yb, d * (0.46 - k * 0.02), h * 0.96);
    const gw = w - 28;
    const glass = c.linear(
      [
        [0, "#EAF5F6", 0.85],
        [0.45, P.glass, 0.7],
        [1, "#8FBAC4", 0.85],
      ],
      0,
      0,
      1,
      1,
    );
    parts.push(
      poly(
        [
          [sx, sy],
          [sx + gw, sy],
          [tx + gw, ty],
          [tx, ty],
        ],
        glass,
      ),
    );
    parts.push(line(sx + gw, sy, tx + gw, ty, "#7FB5A8", 2.5));
    parts.push(line(tx, ty, tx + gw, ty, "#E8F6F2", 1.5));
  }
  // reflections on the outer sheet
  const [ox, oy] = ob(x + 14, yb, d * 0.08);
  const [qx, qy] = ob(x + 14, yb, d * 0.46, h * 0.96);
  const gw = w - 28;
  const clip = c.clip(
    poly(
      [
        [ox, oy],
        [ox + gw, oy],
        [qx + gw, qy],
        [qx, qy],
      ],
      "#000",
    ),
  );
  const refl = [0.18, 0.26, 0.6].map((k) =>
    line(ox + gw * k - 40, oy + 10, qx + gw * k + 60, qy - 10, "#FFFFFF", k === 0.26 ? 3 : 12, {
      opacity: 0.35,
    }),
  );
  parts.push(group(refl.join(""), undefined, { "clip-path": clip }));
  // straps over the glass to the frame
  for (const k of [0.22, 0.78]) {
    const sx = ox + gw * k;
    const tx = qx + gw * k;
    parts.push(
      poly(
        [
          [sx - 8, oy + 2],
          [sx + 8, oy + 2],
          [tx + 8, qy - 4],
          [tx - 8, qy - 4],
        ],
        strap,
      ),
    );
    parts.push(line(sx - 6, oy, tx - 6, qy - 4, shade(strap, 0.3), 1.5, { opacity: 0.7 }));
    parts.push(rect((sx + tx) / 2 - 11, (oy + qy) / 2 - 11, 22, 22, "#3B4249", { rx: 4 }));
  }
  // the right end A-frame in front of the glass edge, and the ridge beam
  const [r0x, r0y] = ob(x + 10, yb, d * 0.5, h);
  parts.push(line(r0x, r0y, r0x + w - 20, r0y, shade(frame, 0.05), 8));
  parts.push(group(aFrame(w - 10, frame), undefined, { fill: frameFill }));
  return parts.join("");
}

/** Fruit export boxes with the top layer open, showing the fruit. */
export function fruitBoxes(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  fruit: string,
  label = "#4E8C4A",
): string {
  const box = "#E3C79C";
  const { parts, cols, cw, dx, dy } = printedBoxes(
    c,
    [x, y, w, h, d],
    { box, top: 0.1, side: -0.2, joint: -0.35, rowHeight: 34 },
    (cw, rh) => `fruitbox${n(cw)}x${n(rh)}${fruit}${label}`,
    (cw, rh) =>
      [
        rect(1, 1, cw - 2, rh - 2, c.face(box, 0.06)),
        rect(1, rh * 0.58, cw - 2, rh * 0.22, label, { opacity: 0.85 }),
        rrect(cw / 2 - 9, rh * 0.2, 18, 7, 3.5, shade(box, -0.45)),
        circle(cw * 0.2, rh * 0.69, rh * 0.07, shade(fruit, 0.1)),
      ].join(""),
  );
  for (let k = 1; k < 3; k++)
    parts.push(
      line(
        x + w + (dx * k) / 3,
        y - (dy * k) / 3,
        x + w + (dx * k) / 3,
        y - h - (dy * k) / 3,
        shade(box, -0.35),
        1.2,
      ),
    );
  // open top: fruit in the top boxes
  const fr = Math.min(cw, d) * 0.085;
  const one = () =>
    ellipse(
      0,
      0,
      fr,
      fr * 0.8,
      c.radial(
        [
          [0, shade(fruit, 0.3)],
          [1, shade(fruit, -0.15)],
        ],
        0.4,
        0.35,
        0.7,
      ),
    );
  // one row of fruit across the width, repeated into the depth
  const row = () =>
    Array.from({ length: 9 }, (_, b) =>
      reuse(c, `fruit${n(fr)}${fruit}`, one, tr(((b + 0.5) / 9) * w, -fr * 0.2)),
    ).join("");
  for (let a = 0; a < 5; a++) {
    const t = (a + 0.6) / 5.4;
    parts.push(reuse(c, `fruitrow${n(fr)}${n(w)}${fruit}`, row, tr(x + dx * t, y - h - dy * t)));
  }
  for (let i = 1; i < cols; i++)
    parts.push(line(x + i * cw, y - h, x + i * cw + dx, y - h - dy, shade(box, -0.3), 2.5));
  parts.push(line(x + dx / 2, y - h - dy / 2, x + w + dx / 2, y - h - dy / 2, shade(box, -0.3), 2.5));
  return parts.join("");
}

/** Maps a drawing made in (depth, down) coordinates onto the right face of a box at (x + w, y). */
function onSide(x: number, y: number, content: string): string {
  return group(content, `matrix(${DEPTH.x} ${-DEPTH.y} 0 1 ${n(x)} ${n(y)})`);
}

/** A long bundle lying along x (for trucks): timber boards or round bars, ends on the right face. */
export function longBundle(
  c: Canvas,
  x: number,
  y: number,
  len: number,
  h: number,
  d: number,
  kind: "timber" | "bars",
  strap: string,
): string {
  const timber = kind === "timber";
  const tone = timber ? "#D8B487" : "#7D878F";
  const parts = [
    box3d(c, x, y, len, h, d, {
      front: shade(tone, timber ? -0.02 : 0.1),
      top: shade(tone, 0.14),
      side: shade(tone, -0.12),
    }),
  ];
  const layers = Math.max(3, Math.round(h / (timber ? 24 : 18)));
  const lh = h / layers;
  for (let l = 1; l < layers; l++)
    parts.push(line(x, y - l * lh, x + len, y - l * lh, shade(tone, -0.3), 1.5));
  for (let l = 0; l < layers; l++)
    parts.push(
      line(x, y - l * lh - lh * 0.7, x + len, y - l * lh - lh * 0.7, shade(tone, 0.25), 1, { opacity: 0.6 }),
    );
  // the ends on the right face, drawn in the face's own (depth, down) coordinates
  const ends: string[] = [];
  const cols = Math.max(3, Math.round(d / (timber ? 32 : 18)));
  const cw = d / cols;
  for (let l = 0; l < layers; l++) {
    for (let k = 0; k < cols; k++) {
      const u = k * cw;
      const v = -(l + 1) * lh;
      if (timber)
        ends.push(
          rect(u + 1.5, v + 1.5, cw - 3, lh - 3, shade("#E2C497", ((k * 3 + l * 5) % 4) * 0.03 - 0.04), {
            rx: 1.5,
          }),
        );
      else
        ends.push(
          circle(u + cw / 2, v + lh / 2, Math.min(cw, lh) * 0.46, shade("#AEB7BE", ((k + l) % 3) * 0.05)),
        );
    }
  }
  parts.push(onSide(x + len, y, ends.join("")));
  // straps around the bundle along its length
  const [dx, dy] = depthOffset(d);
  for (const t of [0.15, 0.5, 0.85]) {
    const sx = x + len * t;
    parts.push(rect(sx - 4, y - h, 8, h, strap));
    parts.push(
      poly(
        [
          [sx - 4, y - h],
          [sx - 4 + dx, y - h - dy],
          [sx + 4 + dx, y - h - dy],
          [sx + 4, y - h],
        ],
        shade(strap, 0.2),
      ),
    );
  }
  return parts.join("");
}
