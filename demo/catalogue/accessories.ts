// Packaging accessories: seals, buckles, edge protectors, plastic corners and strap dispenser carts.

import {
  C,
  type Canvas,
  box3d,
  cartonLoad,
  circle,
  DEPTH,
  group,
  n,
  openBox,
  pallet,
  palletHeight,
  poly,
  rect,
  rng,
  rrect,
  shade,
  shadow,
} from "../primitives";
import { metalSeal, wireBuckle } from "./hardware";
import { standingCoil, type StrapLook } from "./strap";

export type FastenerKind = "seal-open" | "seal-closed" | "buckle";

function fastener(c: Canvas, kind: FastenerKind, color: string): string {
  return kind === "buckle" ? wireBuckle(color) : metalSeal(c, color, kind === "seal-closed");
}

/** A loose heap of seals or buckles. */
export function fastenerPile(c: Canvas, kind: FastenerKind, color: string, key: string): string {
  const rand = rng(key);
  const items: { x: number; y: number; r: number; s: number }[] = [];
  for (let i = 0; i < 22; i++) {
    const a = rand() * Math.PI * 2;
    const dist = Math.sqrt(rand());
    items.push({
      x: 600 + Math.cos(a) * dist * 330,
      y: 540 + Math.sin(a) * dist * 130,
      r: rand() * 60 - 30,
      s: 1.9 + rand() * 0.4,
    });
  }
  items.sort((p, q) => p.y - q.y);
  const parts = [shadow(c, 600, 640, 460, 80, 0.22)];
  for (const it of items)
    parts.push(
      group(
        fastener(c, kind, color),
        `translate(${n(it.x)} ${n(it.y)}) rotate(${n(it.r)}) scale(${n(it.s)})`,
      ),
    );
  return parts.join("");
}

/** Close-up: one large fastener joining two overlapping strap ends. */
export function fastenerOnStrap(c: Canvas, kind: FastenerKind, color: string, strap: string): string {
  const band = (y: number, from: number, to: number) =>
    rect(
      from,
      y - 50,
      to - from,
      100,
      c.linear(
        [
          [0, shade(strap, 0.25)],
          [1, shade(strap, -0.2)],
        ],
        0,
        0,
        0,
        1,
      ),
    ) + rect(from, y - 50, to - from, 6, shade(strap, 0.4), { opacity: 0.6 });
  const parts = [shadow(c, 600, 640, 480, 40)];
  parts.push(group(band(0, -520, 120) + band(-16, -100, 520), "translate(600 520) rotate(-6)"));
  parts.push(group(fastener(c, kind, color), "translate(600 505) rotate(-6) scale(3.4)"));
  return parts.join("");
}

/** A carton of seals or buckles, opened. */
export function fastenerCarton(c: Canvas, kind: FastenerKind, color: string, key: string): string {
  const rand = rng(key + "box");
  const fill: string[] = [];
  for (let i = 0; i < 12; i++) {
    fill.push(
      group(
        fastener(c, kind, color),
        `translate(${n(440 + rand() * 320)} ${n(520 - rand() * 70)}) rotate(${n(rand() * 80 - 40)}) scale(1.2)`,
      ),
    );
  }
  return [shadow(c, 640, 790, 380, 36), openBox(c, 380, 790, 400, 230, 240, fill.join(""))].join("");
}

/** One angle profile lying as a "V", its open side up, running back along the depth axis. */
function vProfile(
  c: Canvas,
  x: number,
  y: number,
  a: number,
  len: number,
  color: string,
  groove = false,
): string {
  const dx = len * DEPTH.x;
  const dy = len * DEPTH.y;
  const k = a * 0.707;
  const parts = [
    poly(
      [
        [x - k, y - k],
        [x, y],
        [x + dx, y - dy],
        [x - k + dx, y - k - dy],
      ],
      c.face(shade(color, 0.16), 0.05),
    ),
    poly(
      [
        [x, y],
        [x + k, y - k],
        [x + k + dx, y - k - dy],
        [x + dx, y - dy],
      ],
      c.face(shade(color, -0.08), 0.05),
    ),
  ];
  if (groove) {
    const t0 = 0.38;
    const t1 = 0.62;
    parts.push(
      poly(
        [
          [x - k + dx * t0, y - k - dy * t0],
          [x + dx * t0, y - dy * t0],
          [x + dx * t1, y - dy * t1],
          [x - k + dx * t1, y - k - dy * t1],
        ],
        shade(color, -0.3),
      ),
    );
    parts.push(
      poly(
        [
          [x + dx * t0, y - dy * t0],
          [x + k + dx * t0, y - k - dy * t0],
          [x + k + dx * t1, y - k - dy * t1],
          [x + dx * t1, y - dy * t1],
        ],
        shade(color, -0.4),
      ),
    );
  }
  parts.push(
    `<path d="M${n(x - k)} ${n(y - k)} L${n(x)} ${n(y)} L${n(x + k)} ${n(y - k)}" fill="none" stroke="${shade(color, -0.35)}" stroke-width="7" stroke-linejoin="miter"/>`,
  );
  return parts.join("");
}

/** Kraft edge boards (angle boards) in a nested stack. */
export function edgeBoardStack(c: Canvas, color: string = C.kraft): string {
  const parts = [shadow(c, 620, 700, 420, 50)];
  for (let i = 0; i < 9; i++) parts.push(vProfile(c, 390, 690 - i * 13, 120, 720, shade(color, 0.08)));
  return parts.join("");
}

/** Palletised load with edge protectors on the vertical corners and straps over them. */
export function edgeBoardsInUse(c: Canvas, color: string, strap: string, plastic: boolean): string {
  const x = 330;
  const y = 780;
  const w = 460;
  const d = 300;
  const h = 360;
  const base = y - palletHeight(w);
  const dx = (d - 16) * DEPTH.x;
  const dy = (d - 16) * DEPTH.y;
  const lx = x + 4;
  const lw = w - 8;
  const parts = [
    shadow(c, x + w / 2 + 90, y + 4, w * 0.75, 34),
    pallet(c, x, y, w, d),
    cartonLoad(c, lx, base, lw, h, d - 16, 3, 3),
  ];
  color = shade(color, 0.32);
  const board = 34;
  if (!plastic) {
    parts.push(rect(lx - 4, base - h, board, h, c.face(color, 0.1)));
    parts.push(rect(lx + lw - board + 2, base - h, board, h, c.face(color, 0.1)));
    parts.push(
      poly(
        [
          [lx + lw + 2, base],
          [lx + lw + 2 + board * 0.6, base - board * 0.36],
          [lx + lw + 2 + board * 0.6, base - h - board * 0.36],
          [lx + lw + 2, base - h],
        ],
        shade(color, -0.2),
      ),
    );
    parts.push(
      poly(
        [
          [lx + lw + dx - 2, base - dy],
          [lx + lw + dx + 4, base - dy - 4],
          [lx + lw + dx + 4, base - dy - h - 4],
          [lx + lw + dx - 2, base - dy - h],
        ],
        shade(color, -0.25),
      ),
    );
  }
  for (const t of [0.22, 0.55, 0.88]) {
    const by = base - h * t;
    parts.push(rect(lx - 6, by - 8, lw + 10, 16, strap));
    parts.push(
      poly(
        [
          [lx + lw + 4, by - 8],
          [lx + lw + 4 + dx, by - 8 - dy],
          [lx + lw + 4 + dx, by + 8 - dy],
          [lx + lw + 4, by + 8],
        ],
        shade(strap, -0.18),
      ),
    );
    if (plastic) {
      for (const px of [lx - 10, lx + lw - 22])
        parts.push(rrect(px, by - 20, 34, 40, 6, c.face("#2E3338", 0.15)));
      parts.push(rrect(lx + lw + dx - 12, by - dy - 20, 22, 40, 6, "#23282D"));
    }
  }
  return parts.join("");
}

/** Moulded plastic strap corners, short "V" pieces with a strap channel, in small stacks. */
export function plasticCorners(c: Canvas, color: string, key: string): string {
  const rand = rng(key);
  const parts = [shadow(c, 600, 700, 420, 60, 0.22)];
  const spots: [number, number][] = [
    [360, 520],
    [640, 500],
    [880, 520],
    [300, 700],
    [560, 690],
    [820, 705],
  ];
  for (const [x, y] of spots) {
    const count = 2 + Math.floor(rand() * 3);
    for (let i = 0; i < count; i++)
      parts.push(vProfile(c, x + rand() * 10, y - i * 12, 130, 150, color, true));
  }
  return parts.join("");
}

/** A strap dispenser cart holding a coil, with a tool tray and a handle. */
export function dispenserCart(c: Canvas, look: StrapLook, mirror: boolean): string {
  const frame = "#3B4249";
  const body = [
    // rear handle
    rect(296, -560, 26, 560, frame, { rx: 10 }),
    rrect(276, -600, 70, 46, 20, c.face(C.red, 0.2)),
    // base and wheels
    rrect(-330, -90, 660, 34, 10, c.face(frame, 0.15)),
    group(wheel(c), "translate(-230 -40)"),
    group(wheel(c), "translate(230 -40)"),
    // coil in its cage
    standingCoil(c, -20, -300, 200, look, false),
    rect(-30, -300, 22, 230, frame),
    rrect(-60, -320, 80, 40, 10, c.face(frame, 0.15)),
    circle(-20, -300, 14, "#8C959C"),
    // tray on the top
    box3d(c, 100, -520, 200, 60, 90, { front: "#4A525A", top: "#23282D" }),
    group(metalSeal(c, "#A2ABB2"), "translate(160 -560) scale(0.8) rotate(-10)"),
    group(metalSeal(c, "#A2ABB2"), "translate(230 -565) scale(0.8) rotate(12)"),
    rect(100, -460, 24, 370, frame),
    // strap guide and free end
    rrect(270, -470, 60, 30, 8, "#8C959C"),
    rect(140, -452, 220, 14, look.color),
  ].join("");
  return (
    shadow(c, 600, 745, 420, 40) +
    group(body, `translate(${mirror ? 640 : 560} 740) scale(${mirror ? -1 : 1} 1)`)
  );
}

function wheel(c: Canvas): string {
  return [
    circle(
      0,
      0,
      62,
      c.linear(
        [
          [0, "#3B4249"],
          [1, "#15191D"],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
    circle(0, 0, 36, "#8C959C"),
    circle(0, 0, 14, "#3B4249"),
  ].join("");
}

/** A cart beside a pallet being strapped (in-use). */
export function dispenserInUse(c: Canvas, look: StrapLook): string {
  const x = 620;
  const y = 780;
  const w = 340;
  const d = 240;
  const base = y - palletHeight(w);
  const parts = [
    shadow(c, x + w / 2 + 80, y + 4, w * 0.8, 34),
    pallet(c, x, y, w, d),
    cartonLoad(c, x + 4, base, w - 8, 330, d - 16, 2, 3),
  ];
  for (const t of [0.3, 0.7]) parts.push(rect(x + 4 + (w - 8) * t - 8, base - 330, 16, 330, look.color));
  parts.push(group(dispenserCart(c, look, false), "translate(-124 200) scale(0.8)"));
  return parts.join("");
}
