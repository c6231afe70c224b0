// Void-fill artwork: air-cushion machines, cushion chains and film rolls, paper void fill.

import { nameplate } from "../lettering";
import {
  C,
  type Canvas,
  box3d,
  circle,
  DEPTH,
  ellipse,
  group,
  line,
  openBox,
  n,
  path,
  poly,
  rect,
  rng,
  rrect,
  shade,
  shadow,
} from "../primitives";

export type CushionType = "pillow" | "bubble" | "tube";

const CLEAR = "#D6E6F0";

/** One inflated pillow, centred on the origin, w × h. */
function pillow(c: Canvas, w: number, h: number, tint = CLEAR): string {
  const body = c.radial(
    [
      [0, "#FFFFFF", 0.95],
      [0.55, tint, 0.75],
      [1, shade(tint, -0.2), 0.9],
    ],
    0.4,
    0.38,
    0.7,
  );
  return [
    rrect(-w / 2 + 6, -h / 2 + 10, w, h, h * 0.42, "#1F2933", { opacity: 0.08 }),
    rrect(-w / 2, -h / 2, w, h, h * 0.42, body),
    rrect(-w / 2, -h / 2, w, h, h * 0.42, "none", { stroke: shade(tint, -0.28), "stroke-width": 2 }),
    rect(-w / 2 + 3, -h / 2 + 6, 10, h - 12, shade(tint, -0.1), { opacity: 0.7, rx: 4 }),
    rect(w / 2 - 13, -h / 2 + 6, 10, h - 12, shade(tint, -0.1), { opacity: 0.7, rx: 4 }),
    ellipse(-w * 0.12, -h * 0.2, w * 0.22, h * 0.12, "#FFFFFF", { opacity: 0.85 }),
  ].join("");
}

/** A quilted "bubble" cushion: one sheet with rows of small chambers. */
function bubbleSheet(c: Canvas, w: number, h: number): string {
  const parts = [
    rrect(-w / 2, -h / 2, w, h, 18, CLEAR, { opacity: 0.7 }),
    rrect(-w / 2, -h / 2, w, h, 18, "none", { stroke: "#9FBACB", "stroke-width": 2 }),
  ];
  const r = 18;
  for (let y = -h / 2 + r + 8; y < h / 2 - r; y += 2 * r + 6) {
    for (let x = -w / 2 + r + 10; x < w / 2 - r; x += 2 * r + 6) {
      parts.push(
        circle(
          x,
          y,
          r,
          c.radial(
            [
              [0, "#FFFFFF"],
              [1, shade(CLEAR, -0.15)],
            ],
            0.35,
            0.35,
            0.7,
          ),
        ),
      );
      parts.push(circle(x - 5, y - 6, 5, "#FFFFFF", { opacity: 0.9 }));
    }
  }
  return parts.join("");
}

/** A tube cushion: columns of long air tubes sealed together (for wrapping). */
function tubeSheet(c: Canvas, w: number, h: number): string {
  const parts: string[] = [];
  const k = 8;
  for (let i = 0; i < k; i++) {
    const x = -w / 2 + (i * w) / k;
    parts.push(
      rrect(
        x + 2,
        -h / 2,
        w / k - 4,
        h,
        w / k / 2,
        c.linear([
          [0, shade(CLEAR, -0.15)],
          [0.35, "#FFFFFF"],
          [1, shade(CLEAR, -0.2)],
        ]),
        { opacity: 0.92 },
      ),
    );
  }
  parts.push(rrect(-w / 2, -h / 2, w, h, 20, "none", { stroke: "#9FBACB", "stroke-width": 2 }));
  return parts.join("");
}

/** A chain of cushions laid out along a gentle S-curve. */
export function cushionChain(c: Canvas, type: CushionType, v: number, large = false): string {
  const parts = [shadow(c, 600, 730, 460, 46)];
  if (type === "bubble") {
    parts.push(group(bubbleSheet(c, 520, 300), "translate(470 470) rotate(-8)"));
    parts.push(group(bubbleSheet(c, 520, 300), "translate(700 560) rotate(6)"));
    return parts.join("");
  }
  if (type === "tube") {
    parts.push(group(tubeSheet(c, 600, 320), "translate(560 450) rotate(-6)"));
    parts.push(group(tubeSheet(c, 420, 240), "translate(760 610) rotate(10)"));
    return parts.join("");
  }
  const count = large ? 5 : 7;
  const [pw, ph] = large ? [230, 210] : [190, 130];
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const x = 230 + t * 740;
    const y = 560 - Math.sin(t * Math.PI * 1.2 + (v % 3) * 0.3) * 120;
    const a = Math.cos(t * Math.PI * 1.2) * -18;
    parts.push(group(pillow(c, pw, ph), `translate(${n(x)} ${n(y)}) rotate(${n(a + 90)})`));
  }
  return parts.join("");
}

/** A roll of flat (uninflated) cushion film, axis left-right. */
export function flatFilmRoll(c: Canvas, v: number, type: CushionType = "pillow"): string {
  const cy = 520;
  const r = 170;
  const x1 = 330;
  const x2 = 820;
  const ex = r * 0.36;
  const parts = [shadow(c, 600, cy + r + 10, 380, 34)];
  parts.push(
    path(
      `M${x1} ${cy - r} L${x2} ${cy - r} L${x2} ${cy + r} L${x1} ${cy + r} A${n(ex)} ${r} 0 0 1 ${x1} ${cy - r} Z`,
      c.linear(
        [
          [0, "#F4F8FB"],
          [0.35, "#FFFFFF"],
          [0.7, CLEAR],
          [1, shade(CLEAR, -0.25)],
        ],
        0,
        0,
        0,
        1,
      ),
    ),
  );
  // chamber outlines printed across the web
  if (type === "bubble") {
    for (let x = x1 + 40; x < x2 - 20; x += 46) {
      for (let y = cy - r + 30; y < cy + r - 20; y += 46)
        parts.push(circle(x, y, 14, "none", { stroke: "#9FBACB", "stroke-width": 2, opacity: 0.8 }));
    }
  } else if (type === "tube") {
    for (let y = cy - r + 24; y < cy + r - 10; y += 28)
      parts.push(line(x1 + 10, y, x2 - 10, y, "#9FBACB", 2, { opacity: 0.8 }));
  } else {
    for (let x = x1 + 40; x < x2 - 20; x += 90)
      parts.push(line(x, cy - r + 6, x, cy + r - 6, "#9FBACB", 2, { "stroke-dasharray": "6 8" }));
    parts.push(line(x1 + 10, cy, x2 - 10, cy, "#9FBACB", 2, { opacity: 0.6 }));
  }
  parts.push(line(x1, cy - r * 0.6, x2, cy - r * 0.6, "#FFFFFF", 10, { opacity: 0.8 }));
  parts.push(
    ellipse(
      x2,
      cy,
      ex,
      r,
      c.radial([
        [0, "#FFFFFF"],
        [1, CLEAR],
      ]),
    ),
  );
  for (let rr = r * 0.45; rr < r; rr += 7)
    parts.push(
      ellipse(x2, cy, rr * 0.36, rr, "none", { stroke: "#A9C3D3", "stroke-width": 1, opacity: 0.6 }),
    );
  parts.push(ellipse(x2, cy, r * 0.4 * 0.36, r * 0.4, C.kraft));
  parts.push(ellipse(x2, cy, r * 0.3 * 0.36, r * 0.3, shade(C.kraft, -0.6)));
  // the web leaving the roll
  const end = 880 + (v % 3) * 20;
  parts.push(
    poly(
      [
        [x1 + 40, cy + r],
        [x2 - 60, cy + r],
        [end + 120, cy + r + 60],
        [end - 280, cy + r + 60],
      ],
      CLEAR,
      { opacity: 0.8 },
    ),
  );
  parts.push(line(end - 280, cy + r + 60, end + 120, cy + r + 60, "#9FBACB", 2));
  for (let x = end - 240; x < end + 100; x += 80)
    parts.push(line(x, cy + r + 58, x - 30, cy + r + 4, "#9FBACB", 1.5, { "stroke-dasharray": "5 6" }));
  return parts.join("");
}

/** How the cushion machine models differ: body size, side panel colour, what comes out. */
const AIRPAD_MODELS: Record<string, { w: number; h: number; side: string; band: number }> = {
  "AIRPAD COMPACT": { w: 300, h: 250, side: "#C4CBD1", band: 16 },
  "AIRPAD PRO": { w: 400, h: 350, side: "#4A525A", band: 40 },
  "AIRPAD WRAP": { w: 440, h: 290, side: "#8C959C", band: 16 },
};

/**
 * Cushion machine on its own; `feeding` adds the cushions running into a carton. A `model` sets
 * the body's size and colours and prints its name; `cushion` is what comes out.
 */
export function airpadMachine(
  c: Canvas,
  feeding: boolean,
  v: number,
  model?: string,
  cushion: CushionType = "pillow",
): string {
  const m = (model && AIRPAD_MODELS[model]) || { w: 360, h: 300, side: "#C4CBD1", band: 16 };
  const parts = [shadow(c, 520, 735, 420, 40)];
  const x = feeding ? 170 : 250;
  const y = 730;
  const { w, h } = m;
  const d = 240;
  const piece = (pw: number, ph: number) =>
    cushion === "tube" ? tubeSheet(c, pw * 1.3, ph * 1.2) : pillow(c, pw, ph);
  // film roll on the rear spindle
  parts.push(rect(x + 40, y - h - 140, 14, 120, "#8C959C"));
  parts.push(rect(x + w - 20, y - h - 140, 14, 120, "#8C959C"));
  const r = 78;
  parts.push(
    path(
      `M${x + 10} ${y - h - 220} L${x + w + 30} ${y - h - 220} L${x + w + 30} ${y - h - 64} L${x + 10} ${y - h - 64} A28 ${r} 0 0 1 ${x + 10} ${y - h - 220} Z`,
      c.linear(
        [
          [0, "#FFFFFF"],
          [0.6, CLEAR],
          [1, shade(CLEAR, -0.25)],
        ],
        0,
        0,
        0,
        1,
      ),
    ),
  );
  parts.push(
    ellipse(
      x + w + 30,
      y - h - 142,
      28,
      r,
      c.radial([
        [0, "#FFFFFF"],
        [1, CLEAR],
      ]),
    ),
  );
  parts.push(ellipse(x + w + 30, y - h - 142, 11, 30, C.kraft));
  parts.push(
    poly(
      [
        [x + 30, y - h - 64],
        [x + w, y - h - 64],
        [x + w - 20, y - h + 30],
        [x + 50, y - h + 30],
      ],
      CLEAR,
      { opacity: 0.7 },
    ),
  );
  // machine body
  parts.push(box3d(c, x, y, w, h, d, { front: "#EEF0F2", top: "#F9FAFB", side: m.side }));
  parts.push(rect(x, y - h, w, m.band, C.red));
  parts.push(rrect(x + 30, y - h + 50, 150, 90, 8, "#1F2933"));
  parts.push(
    rect(
      x + 40,
      y - h + 60,
      130,
      54,
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
      { rx: 4 },
    ),
  );
  parts.push(rect(x + 50, y - h + 72, 60, 6, "#9BD0F0", { opacity: 0.8 }));
  parts.push(circle(x + 220, y - h + 80, 14, "#3FAE5A"));
  parts.push(circle(x + 260, y - h + 80, 14, C.red));
  parts.push(rrect(x + 30, y - 60, w - 60, 14, 7, "#C4CBD1"));
  if (model) parts.push(nameplate(model, x + w / 2, y - 100, 20, { fill: "#FFFFFF", edge: "#C4CBD1" }));
  // heated sealing wheel outlet on the right side
  const ox = x + w + d * DEPTH.x * 0.5;
  const oy = y - h * 0.55 - d * DEPTH.y * 0.5;
  parts.push(circle(ox, oy, 30, "#4A525A"));
  parts.push(circle(ox, oy, 12, "#8C959C"));
  if (feeding) {
    const bx = 760;
    const by = 800;
    const fill = [0, 1, 2, 3, 4]
      .map((i) =>
        group(
          pillow(c, 130, 90),
          `translate(${bx + 40 + (i % 3) * 80 + 60} ${by - 220 - Math.floor(i / 3) * 30}) rotate(${((i * 23 + v * 7) % 40) - 20})`,
        ),
      )
      .join("");
    parts.push(openBox(c, bx, by, 260, 200, 200, fill));
    for (let i = 0; i < 4; i++) {
      const t = i / 3;
      const px = ox + 40 + t * 140;
      const py = oy - 20 + Math.sin(t * Math.PI) * -40 + t * 80;
      parts.push(group(piece(120, 82), `translate(${n(px)} ${n(py)}) rotate(${n(20 + t * 40)})`));
    }
  } else {
    for (let i = 0; i < 5; i++) {
      const t = i / 4;
      parts.push(
        group(
          piece(120, 82),
          `translate(${n(ox + 60 + t * 260)} ${n(oy + 40 + t * t * 190)}) rotate(${n(10 + t * 30)})`,
        ),
      );
    }
  }
  return parts.join("");
}

/** Paper pad: a crumpled, folded kraft strand (deterministic creases). */
function paperStrand(c: Canvas, len: number, v: number): string {
  const rand = rng(`paper-${v}-${len}`);
  const parts: string[] = [];
  const seg = 38;
  let prevTop = -40;
  let prevBottom = 40;
  for (let i = 0; i * seg < len; i++) {
    const x = i * seg;
    const top = -34 - rand() * 18;
    const bottom = 32 + rand() * 18;
    const light = rand() > 0.5;
    parts.push(
      poly(
        [
          [x, prevTop],
          [x + seg + 2, top],
          [x + seg + 2, bottom],
          [x, prevBottom],
        ],
        shade(C.kraft, light ? 0.2 : -0.04),
      ),
    );
    const mid = -10 + rand() * 20;
    parts.push(
      poly(
        [
          [x, prevTop],
          [x + seg * (0.4 + rand() * 0.3), mid],
          [x, prevBottom],
        ],
        shade(C.kraft, light ? 0.05 : -0.16),
        { opacity: 0.8 },
      ),
    );
    parts.push(
      line(x + seg * 0.5, top + 4, x + seg * (0.2 + rand() * 0.6), bottom - 4, shade(C.kraft, -0.28), 1.3, {
        opacity: 0.55,
      }),
    );
    prevTop = top;
    prevBottom = bottom;
  }
  return parts.join("");
}

/** Paper void-fill image: pads of crumpled paper, in a carton or on their own. */
export function paperFill(c: Canvas, inBox: boolean, v: number): string {
  if (inBox) {
    const pads = [0, 1, 2, 3]
      .map((i) =>
        group(
          paperStrand(c, 260, v + i),
          `translate(${400 + (i % 2) * 160 + i * 20} ${470 - Math.floor(i / 2) * 40}) rotate(${-14 + i * 9})`,
        ),
      )
      .join("");
    return shadow(c, 640, 790, 380, 36) + openBox(c, 380, 790, 400, 240, 260, pads);
  }
  const parts = [shadow(c, 600, 730, 460, 46)];
  parts.push(group(paperStrand(c, 620, v), "translate(270 610) rotate(-5)"));
  parts.push(group(paperStrand(c, 520, v + 1), "translate(380 690) rotate(3) scale(1.1)"));
  parts.push(group(paperStrand(c, 300, v + 2), "translate(700 560) rotate(-14)"));
  return parts.join("");
}

/** Paper converter: a stand with a fan-folded bale underneath and the crumpling head on top. */
export function paperMachine(c: Canvas, v: number, model?: string): string {
  const parts = [shadow(c, 600, 770, 380, 40)];
  // bale of fan-folded paper
  parts.push(box3d(c, 380, 770, 360, 200, 260, { front: shade(C.kraft, 0.05), top: shade(C.kraft, 0.2) }));
  for (let y = 770 - 12; y > 570; y -= 14)
    parts.push(line(380, y, 740, y, shade(C.kraft, -0.2), 1.5, { opacity: 0.6 }));
  // stand
  parts.push(rect(780, 230, 34, 540, "#4A525A"));
  parts.push(box3d(c, 740, 780, 140, 20, 200, { front: "#4A525A" }));
  // converter head
  parts.push(box3d(c, 480, 330, 360, 130, 160, { front: "#EEF0F2", top: "#F9FAFB", side: "#C4CBD1" }));
  parts.push(rect(480, 200, 360, 14, C.red));
  parts.push(circle(780, 265, 12, "#3FAE5A"));
  parts.push(circle(740, 265, 12, C.red));
  // paper entering and leaving
  parts.push(
    poly(
      [
        [560, 570],
        [660, 570],
        [700, 330],
        [600, 330],
      ],
      shade(C.kraft, 0.25),
    ),
  );
  parts.push(group(paperStrand(c, 380, v), "translate(462 330) rotate(96) scale(0.9)"));
  parts.push(rect(440, 250, 50, 90, "#30363C", { rx: 8 }));
  if (model) parts.push(nameplate(model, 620, 264, 22, { fill: "#FFFFFF", edge: "#C4CBD1" }));
  return parts.join("");
}
