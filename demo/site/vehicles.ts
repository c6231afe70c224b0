// Vehicles in the oblique projection: a rigid flatbed truck and a counterbalance forklift.
// Both face right; their loads are drawn by callbacks so draw order stays correct.

import {
  box3d,
  type Canvas,
  circle,
  ellipse,
  group,
  line,
  n,
  P,
  path,
  poly,
  rect,
  rrect,
  shade,
  shadow,
  depthOffset,
} from "./kit";

function wheel(c: Canvas, cx: number, cy: number, r: number): string {
  return [
    circle(
      cx,
      cy,
      r,
      c.radial([
        [0, "#3A4047"],
        [0.85, "#22272C"],
        [1, "#15191D"],
      ]),
    ),
    circle(
      cx,
      cy,
      r * 0.55,
      c.linear(
        [
          [0, "#C9CFD4"],
          [1, "#7E878E"],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
    circle(cx, cy, r * 0.2, "#4A535B"),
    ...[0, 72, 144, 216, 288].map((a) => {
      const rad = (a * Math.PI) / 180;
      return circle(cx + Math.cos(rad) * r * 0.36, cy + Math.sin(rad) * r * 0.36, r * 0.05, "#59626A");
    }),
  ].join("");
}

export interface TruckOptions {
  /** Overall length (bed + cab). */
  length?: number;
  cab?: string;
  /** Draws the load; receives the deck's front-left corner (x, y), usable length and depth. */
  load?: (x: number, y: number, len: number, depth: number) => string;
}

/** A rigid flatbed truck whose rear bottom corner is at (x, y) on the ground. */
export function truck(c: Canvas, x: number, y: number, o: TruckOptions = {}): string {
  const L = o.length ?? 820;
  const cabL = 180;
  const bedL = L - cabL - 14;
  const d = 150;
  const [dx, dy] = depthOffset(d);
  const r = 36;
  const deckTop = y - 112;
  const cabCol = o.cab ?? P.red;
  const parts: string[] = [];
  parts.push(shadow(c, x + L / 2 + dx / 2, y - dy / 2 + 4, L * 0.6, 26, 0.3));
  // far wheels
  for (const wx of [x + 120, x + 200, x + L - 95])
    parts.push(circle(wx + dx * 0.9, y - r - dy * 0.9, r, "#1B1F23"));
  // chassis
  parts.push(box3d(c, x + 20, y - 52, L - 40, 26, d * 0.7, { front: "#2E353B" }));
  // deck
  parts.push(box3d(c, x, deckTop + 20, bedL, 20, d, { front: "#4A545D", top: "#9C7A57" }));
  for (let k = 1; k < 6; k++) {
    const t = k / 6;
    parts.push(
      line(x + dx * t, deckTop - dy * t, x + bedL + dx * t, deckTop - dy * t, shade("#9C7A57", -0.2), 1.2),
    );
  }
  parts.push(rect(x, deckTop + 4, bedL, 4, P.red));
  if (o.load) parts.push(o.load(x + 8, deckTop, bedL - 16, d - 12));
  // headboard behind the cab
  const cx0 = x + bedL + 14;
  parts.push(box3d(c, cx0 - 12, deckTop, 10, 150, d, { front: "#5B6770" }));
  // cab
  const cabH = 210;
  const cy0 = y - 40;
  parts.push(
    poly(
      [
        [cx0 + cabL, cy0],
        [cx0 + cabL + dx, cy0 - dy],
        [cx0 + cabL + dx, cy0 - cabH - dy + 20],
        [cx0 + cabL - 10 + dx, cy0 - cabH - dy],
        [cx0 + cabL - 10, cy0 - cabH],
        [cx0 + cabL, cy0 - cabH + 20],
      ],
      c.face(shade(cabCol, -0.18), 0.05),
    ),
  );
  parts.push(
    poly(
      [
        [cx0, cy0 - cabH],
        [cx0 + dx, cy0 - cabH - dy],
        [cx0 + cabL - 10 + dx, cy0 - cabH - dy],
        [cx0 + cabL - 10, cy0 - cabH],
      ],
      shade(cabCol, 0.2),
    ),
  );
  parts.push(
    path(
      `M${n(cx0)} ${n(cy0)} L${n(cx0)} ${n(cy0 - cabH)} L${n(cx0 + cabL - 10)} ${n(cy0 - cabH)} L${n(cx0 + cabL)} ${n(cy0 - cabH + 20)} L${n(cx0 + cabL)} ${n(cy0)} Z`,
      c.face(cabCol, 0.1),
    ),
  );
  // windscreen and grille on the front face
  const wq = (t0: number, t1: number, z0: number, z1: number) =>
    [
      [cx0 + cabL + dx * t0, cy0 - z0 - dy * t0],
      [cx0 + cabL + dx * t1, cy0 - z0 - dy * t1],
      [cx0 + cabL + dx * t1, cy0 - z1 - dy * t1],
      [cx0 + cabL + dx * t0, cy0 - z1 - dy * t0],
    ] as [number, number][];
  parts.push(
    poly(
      wq(0.08, 0.92, 118, 188),
      c.linear(
        [
          [0, "#A9C4D4"],
          [1, "#5F7C8E"],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  parts.push(poly(wq(0.2, 0.8, 30, 90), "#2E353B"));
  for (let k = 0; k < 5; k++) parts.push(poly(wq(0.22, 0.78, 36 + k * 11, 40 + k * 11), "#4A545D"));
  parts.push(poly(wq(0.02, 0.14, 30, 50), "#F4E7B8"));
  parts.push(poly(wq(0.86, 0.98, 30, 50), "#F4E7B8"));
  parts.push(poly(wq(0, 1, 0, 22), "#2A3036"));
  // side window, door, stripe, step
  parts.push(
    path(
      `M${n(cx0 + 70)} ${n(cy0 - 120)} L${n(cx0 + 70)} ${n(cy0 - 186)} L${n(cx0 + cabL - 16)} ${n(cy0 - 186)} L${n(cx0 + cabL - 6)} ${n(cy0 - 160)} L${n(cx0 + cabL - 6)} ${n(cy0 - 120)} Z`,
      c.linear(
        [
          [0, "#B7CFDC"],
          [1, "#6F8B9C"],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  parts.push(rect(cx0 + 62, cy0 - 194, 3, 180, shade(cabCol, -0.25)));
  parts.push(rect(cx0, cy0 - 96, cabL, 12, "#FFFFFF", { opacity: 0.9 }));
  parts.push(rect(cx0 + 150, cy0 - 70, 22, 6, shade(cabCol, -0.35), { rx: 2 }));
  parts.push(rect(cx0 + 60, cy0 - 8, 80, 10, "#3B4249"));
  parts.push(rect(cx0 - 4, cy0 - 40, 30, 40, "#8C959C"));
  // mirror
  parts.push(line(cx0 + cabL + 4, cy0 - 150, cx0 + cabL + 22, cy0 - 160, "#2E353B", 4));
  parts.push(rrect(cx0 + cabL + 16, cy0 - 190, 12, 40, 3, "#2E353B"));
  // near wheels with mudguards
  for (const wx of [x + 120, x + 200, x + L - 95]) {
    parts.push(
      path(
        `M${n(wx - r - 8)} ${n(y - r)} A${n(r + 8)} ${n(r + 8)} 0 0 1 ${n(wx + r + 8)} ${n(y - r)} Z`,
        "#2A3036",
      ),
    );
    parts.push(wheel(c, wx, y - r, r));
  }
  // rear lights
  parts.push(rect(x - 4, deckTop + 24, 10, 16, P.red), rect(x - 4, deckTop + 42, 10, 8, "#F2B33D"));
  return parts.join("");
}

export interface ForkliftOptions {
  color?: string;
  /** Height of the forks above the ground. */
  forkZ?: number;
  /** Draws the load on the forks; receives its front-left corner and the usable length. */
  load?: (x: number, y: number) => string;
}

/** A counterbalance forklift facing right; (x, y) is the ground point below the mast. */
export function forklift(c: Canvas, x: number, y: number, o: ForkliftOptions = {}): string {
  const col = o.color ?? P.red;
  const fz = o.forkZ ?? 60;
  const d = 110;
  const [dx, dy] = depthOffset(d);
  const mastH = 320;
  const parts: string[] = [];
  parts.push(shadow(c, x - 60 + dx / 2, y - dy / 2 + 4, 200, 20, 0.3));
  // far wheels
  parts.push(
    circle(x - 40 + dx, y - 30 - dy, 30, "#1B1F23"),
    circle(x - 200 + dx, y - 26 - dy, 26, "#1B1F23"),
  );
  // mast (two channels, the far one first)
  parts.push(rect(x - 6 + dx * 0.8, y - mastH - dy * 0.8, 14, mastH - 10, "#3B4249"));
  // body
  parts.push(
    box3d(c, x - 250, y - 22, 230, 80, d, { front: col, top: shade(col, 0.18), side: shade(col, -0.2) }),
  );
  parts.push(
    path(
      `M${n(x - 258)} ${n(y - 22)} L${n(x - 258)} ${n(y - 130)} Q${n(x - 258)} ${n(y - 150)} ${n(x - 236)} ${n(y - 150)} L${n(x - 190)} ${n(y - 150)} L${n(x - 190)} ${n(y - 22)} Z`,
      c.face(shade(col, -0.1), 0.12),
    ),
  );
  parts.push(rect(x - 258, y - 62, 68, 8, "#2A3036"));
  parts.push(rect(x - 250, y - 102, 230, 6, shade(col, -0.3)));
  // seat and steering
  parts.push(rrect(x - 178, y - 160, 48, 56, 10, "#2A3036"));
  parts.push(rrect(x - 184, y - 112, 70, 14, 6, "#2A3036"));
  parts.push(line(x - 70, y - 102, x - 92, y - 160, "#2A3036", 6));
  parts.push(ellipse(x - 94, y - 162, 20, 6, "none", { stroke: "#2A3036", "stroke-width": 5 }));
  // overhead guard
  parts.push(line(x - 190, y - 102, x - 190, y - 290, "#2E353B", 9));
  parts.push(line(x - 40, y - 102, x - 30, y - 290, "#2E353B", 9));
  parts.push(
    poly(
      [
        [x - 200, y - 290],
        [x - 200 + dx, y - 290 - dy],
        [x - 20 + dx, y - 290 - dy],
        [x - 20, y - 290],
      ],
      "none",
      { stroke: "#2E353B", "stroke-width": 7 },
    ),
  );
  for (let k = 1; k < 5; k++)
    parts.push(
      line(x - 200 + (k * 180) / 5, y - 290, x - 200 + (k * 180) / 5 + dx, y - 290 - dy, "#4A535B", 3),
    );
  parts.push(line(x - 190 + dx, y - 102 - dy, x - 190 + dx, y - 290 - dy, "#3B4249", 7));
  parts.push(line(x - 30 + dx, y - 102 - dy, x - 30 + dx, y - 290 - dy, "#3B4249", 7));
  // near mast channel, cylinder, carriage and forks
  parts.push(
    rect(
      x - 8,
      y - mastH,
      16,
      mastH - 8,
      c.linear(
        [
          [0, "#4A535B"],
          [1, "#2A3036"],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  parts.push(rect(x - 26, y - mastH + 40, 8, mastH - 80, "#A9B2B9"));
  parts.push(rect(x + 2, y - fz - 110, 18, 110, "#2A3036"));
  parts.push(rect(x + 12, y - fz - 8, 150, 8, "#3B4249"));
  parts.push(
    line(x + 12 + dx * 0.8, y - fz - 4 - dy * 0.8, x + 162 + dx * 0.8, y - fz - 4 - dy * 0.8, "#2A3036", 6),
  );
  if (o.load) parts.push(o.load(x + 18, y - fz - 8));
  // near wheels
  parts.push(wheel(c, x - 40, y - 30, 30));
  parts.push(wheel(c, x - 200, y - 26, 26));
  // warning light
  parts.push(rect(x - 118, y - 304, 14, 12, "#F2B33D", { rx: 3 }));
  return group(parts.join(""));
}
