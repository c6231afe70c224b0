// The frames of the wrapping clip: a pallet of cartons turns on the roller turntable of an
// automatic line while the carriage climbs the mast and the film spirals up; then the wrapped
// pallet leaves on the outfeed conveyor as the next one comes in. The last frame flows into the
// first. Drawn with a real orthographic camera (the load turns), in the colours of the artwork.

import { C, canvas, type Canvas, finish, line, n, P, poly, rect, shade } from "./kit";

export const FPS = 24;
export const FRAMES = 192; // 8 s
const WRAP_FRAMES = 144; // 6 s wrapping, 2 s exchange
export const WIDTH = 1280;
export const HEIGHT = 640;

// ---- camera ---------------------------------------------------------------------------------------

type V3 = [number, number, number];
type V2 = [number, number];

const AZ = (24 * Math.PI) / 180;
const EL = (22 * Math.PI) / 180;
const OX = 700;
const OY = 454;
const SCALE = 0.6;
/** Unit vector from the scene towards the camera. */
const VIEW: V3 = [Math.sin(AZ) * Math.cos(EL), -Math.cos(AZ) * Math.cos(EL), Math.sin(EL)];

function pr([x, y, z]: V3): V2 {
  const sx = x * Math.cos(AZ) + y * Math.sin(AZ);
  const sy = -x * Math.sin(AZ) * Math.sin(EL) + y * Math.cos(AZ) * Math.sin(EL) + z * Math.cos(EL);
  return [OX + sx * SCALE, OY - sy * SCALE];
}

function depth([x, y, z]: V3): number {
  return x * VIEW[0] + y * VIEW[1] + z * VIEW[2];
}

function quad(points: V3[], fill: string, extra: Record<string, string | number> = {}): string {
  return poly(points.map(pr), fill, extra);
}

function seg(
  a: V3,
  b: V3,
  stroke: string,
  width: number,
  extra: Record<string, string | number> = {},
): string {
  const [x1, y1] = pr(a);
  const [x2, y2] = pr(b);
  return line(x1, y1, x2, y2, stroke, width, extra);
}

// ---- scene constants ------------------------------------------------------------------------------

const S = 300; // pallet side
const PH = 42; // pallet height
const LH = 330; // load height
const ZT = 52; // conveyor / turntable top
const RT = 236; // turntable radius
const PITCH = 560; // distance between pallets on the line
const BAND = 120; // film web width
const MAST: V3 = [-350, 250, 0];
const ROLL: V3 = [-248, 150, 0];
const Z_LOAD = ZT + PH; // bottom of the cartons
const Z_TOP = Z_LOAD + LH;
const ZC_BOTTOM = Z_LOAD + BAND / 2 - 34;
const ZC_TOP = Z_TOP - BAND / 2 + 14;

/** Light: faces turned towards the front-left are brighter. */
const LIGHT: V2 = [-0.45, -0.89];

function faceShade(color: string, nx: number, ny: number, k = 0.16): string {
  const d = nx * LIGHT[0] + ny * LIGHT[1];
  return shade(color, k * d - 0.06);
}

function ease(t: number): number {
  const u = Math.min(1, Math.max(0, t));
  return 0.5 - 0.5 * Math.cos(Math.PI * u);
}

// ---- the wrapping simulation ------------------------------------------------------------------------

interface Layer {
  /** Face between corner a and corner a+1 (mod 4). */
  face: number;
  /** Film band centre height at corner `face` and at corner `face + 1`. */
  zA: number;
  zB: number;
}

interface WrapState {
  theta: number;
  zc: number;
  layers: Layer[];
  contact: number;
  web: number;
}

function thetaAt(f: number): number {
  return 3 * 2 * Math.PI * ease(f / (WRAP_FRAMES - 1));
}

function carriageAt(f: number): number {
  if (f < WRAP_FRAMES) return ZC_BOTTOM + (ZC_TOP - ZC_BOTTOM) * ease((f / (WRAP_FRAMES - 1) - 0.04) / 0.76);
  return ZC_TOP + (ZC_BOTTOM - ZC_TOP) * ease((f - WRAP_FRAMES) / (FRAMES - WRAP_FRAMES - 6));
}

function cornersAt(theta: number, cx = 0, cy = 0): V2[] {
  const r = (S / 2) * Math.SQRT2;
  return [0, 1, 2, 3].map((i) => {
    const a = theta + Math.PI / 4 + (i * Math.PI) / 2;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as V2;
  });
}

/**
 * The corner where the film web touches the load: of the two corners on the tangents from the
 * roll, the one whose surface moves away from the roll (the load pulls the film off the roll).
 */
function contactCorner(theta: number): number {
  const cs = cornersAt(theta);
  const angle = cs.map(([x, y]) => Math.atan2(y - ROLL[1], x - ROLL[0]));
  const lo = angle.indexOf(Math.min(...angle));
  const hi = angle.indexOf(Math.max(...angle));
  const leading = (i: number) => {
    const [x, y] = cs[i]!;
    return -y * (x - ROLL[0]) + x * (y - ROLL[1]);
  };
  return leading(lo) >= leading(hi) ? lo : hi;
}

/** The wrap state at frame f (0 ≤ f < WRAP_FRAMES), by replaying the wrap from the start. */
function wrapState(f: number): WrapState {
  const layers: Layer[] = [];
  let contact = contactCorner(0);
  let zAtContact = carriageAt(0);
  for (let k = 1; k <= f; k++) {
    const c = contactCorner(thetaAt(k));
    if (c !== contact) {
      const zc = carriageAt(k);
      // the face between the previous and the new contact corner has just been covered
      const forward = (contact + 1) % 4 === c;
      const face = forward ? contact : c;
      layers.push(forward ? { face, zA: zAtContact, zB: zc } : { face, zA: zc, zB: zAtContact });
      contact = c;
      zAtContact = zc;
    }
  }
  const web = Math.min(1, f / 10, (WRAP_FRAMES - 1 - f) / 8);
  return { theta: thetaAt(f), zc: carriageAt(f), layers, contact, web: Math.max(0, web) };
}

const FINAL = wrapState(WRAP_FRAMES - 1);

// ---- drawing ----------------------------------------------------------------------------------------

function backdrop(c: Canvas): string {
  const wallY = 720; // the back wall stands at y = wallY
  const a = pr([-2000, wallY, 0]);
  const b = pr([2000, wallY, 0]);
  const parts: string[] = [];
  parts.push(
    rect(
      0,
      0,
      WIDTH,
      HEIGHT,
      c.linear(
        [
          [0, "#CDD4DA"],
          [0.45, P.wall],
          [1, "#EEF1F3"],
        ],
        0,
        0,
        0,
        1,
      ),
    ),
  );
  // ribs of the cladding
  for (let x = -2000; x < 2000; x += 60) {
    const p = pr([x, wallY, 0]);
    parts.push(line(p[0], p[1], p[0], 0, "#D2D8DD", 2));
  }
  // window band
  const w1 = pr([-2000, wallY, 470]);
  const w2 = pr([2000, wallY, 470]);
  const w3 = pr([2000, wallY, 560]);
  const w4 = pr([-2000, wallY, 560]);
  parts.push(
    poly(
      [w1, w2, w3, w4],
      c.linear(
        [
          [0, "#F7FAFC"],
          [1, "#D8E4EC"],
        ],
        0,
        0,
        0,
        1,
      ),
    ),
  );
  for (let x = -2000; x < 2000; x += 180) {
    const p = pr([x, wallY, 470]);
    const q = pr([x, wallY, 560]);
    parts.push(line(p[0], p[1], q[0], q[1], "#AEB7BE", 4));
  }
  // skirting and floor
  const s1 = pr([-2000, wallY, 24]);
  const s2 = pr([2000, wallY, 24]);
  parts.push(poly([a, b, s2, s1], "#C3CAD0"));
  parts.push(
    poly(
      [a, b, [WIDTH + 10, HEIGHT + 10], [-10, HEIGHT + 10]],
      c.linear(
        [
          [0, "#CDD3D8"],
          [0.3, "#DCE0E4"],
          [1, "#E9ECEF"],
        ],
        0,
        0,
        0,
        1,
      ),
    ),
  );
  // a safety line along the line
  parts.push(
    quad(
      [
        [-2000, -330, 0],
        [2000, -330, 0],
        [2000, -318, 0],
        [-2000, -318, 0],
      ],
      "#E3B23C",
      { opacity: 0.6 },
    ),
  );
  parts.push(
    quad(
      [
        [-2000, 330, 0],
        [2000, 330, 0],
        [2000, 342, 0],
        [-2000, 342, 0],
      ],
      "#E3B23C",
      { opacity: 0.4 },
    ),
  );
  return parts.join("");
}

function box(
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z0: number,
  z1: number,
  color: string,
  top?: string,
): string {
  const parts: string[] = [];
  // visible side faces: +x (right), -y (front)
  parts.push(
    quad(
      [
        [x1, y0, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x1, y0, z1],
      ],
      faceShade(color, 1, 0),
    ),
  );
  parts.push(
    quad(
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y0, z1],
        [x0, y0, z1],
      ],
      faceShade(color, 0, -1),
    ),
  );
  parts.push(
    quad(
      [
        [x0, y0, z1],
        [x1, y0, z1],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      top ?? shade(color, 0.16),
    ),
  );
  return parts.join("");
}

function conveyor(x0: number, x1: number): string {
  const w = S / 2 + 24;
  const parts: string[] = [];
  for (let x = x0 + 40; x < x1; x += 200) {
    parts.push(box(x, x + 14, w - 30, w - 16, 0, ZT - 12, "#2E353B"));
    parts.push(box(x, x + 14, -w + 16, -w + 30, 0, ZT - 12, "#2E353B"));
  }
  parts.push(box(x0, x1, -w, w, ZT - 16, ZT - 4, "#59626A", "#8C959C"));
  for (let x = x0 + 12; x < x1; x += 34)
    parts.push(
      seg([x, -w + 6, ZT], [x, w - 6, ZT], "#C5CCD2", 8),
      seg([x + 3, -w + 6, ZT + 1.5], [x + 3, w - 6, ZT + 1.5], "#EEF1F3", 2),
    );
  parts.push(box(x0, x1, -w - 10, -w, ZT - 18, ZT + 6, C.red, shade(C.red, 0.2)));
  parts.push(box(x0, x1, w, w + 10, ZT - 18, ZT + 6, "#59626A"));
  return parts.join("");
}

function ellipsePath(cx: number, r: number, z: number): { x: number; y: number; rx: number; ry: number } {
  const [x, y] = pr([cx, 0, z]);
  return { x, y, rx: r * SCALE, ry: r * Math.sin(EL) * SCALE };
}

function turntable(c: Canvas, theta: number): string {
  const top = ellipsePath(0, RT, ZT);
  const bot = ellipsePath(0, RT, 4);
  const parts: string[] = [];
  parts.push(
    `<path d="M${n(top.x - top.rx)} ${n(top.y)} L${n(bot.x - bot.rx)} ${n(bot.y)} A${n(bot.rx)} ${n(bot.ry)} 0 0 0 ${n(bot.x + bot.rx)} ${n(bot.y)} L${n(top.x + top.rx)} ${n(top.y)} Z" fill="${c.round("#30363C", 0.6)}"/>`,
  );
  const band = ellipsePath(0, RT, ZT - 14);
  parts.push(
    `<path d="M${n(band.x - band.rx)} ${n(band.y)} A${n(band.rx)} ${n(band.ry)} 0 0 0 ${n(band.x + band.rx)} ${n(band.y)}" fill="none" stroke="${C.red}" stroke-width="7"/>`,
  );
  parts.push(
    `<ellipse cx="${n(top.x)}" cy="${n(top.y)}" rx="${n(top.rx)}" ry="${n(top.ry)}" fill="${c.radial(
      [
        [0, "#C9D0D5"],
        [1, "#8C959C"],
      ],
      0.45,
      0.4,
      0.7,
    )}"/>`,
  );
  // rollers turning with the table
  for (let k = -6; k <= 6; k++) {
    const u = k * 34;
    const half = Math.sqrt(Math.max(0, RT * RT - u * u)) - 8;
    if (half <= 0) continue;
    const a: V3 = [
      u * Math.cos(theta) - half * Math.sin(theta),
      u * Math.sin(theta) + half * Math.cos(theta),
      ZT + 1,
    ];
    const b: V3 = [
      u * Math.cos(theta) + half * Math.sin(theta),
      u * Math.sin(theta) - half * Math.cos(theta),
      ZT + 1,
    ];
    parts.push(seg(a, b, "#7D868D", 5, { opacity: 0.8 }));
  }
  return parts.join("");
}

function mast(c: Canvas, zc: number): string {
  const [mx, my] = MAST;
  const w = 30;
  const parts: string[] = [];
  parts.push(box(mx - 70, mx + 70, my - 60, my + 60, 0, 90, "#30363C"));
  parts.push(box(mx - w, mx + w, my - w, my + w, 90, 500, C.red, shade(C.red, 0.25)));
  parts.push(box(mx - w - 4, mx + w + 4, my - w - 4, my + w + 4, 500, 520, "#30363C"));
  // carriage: a graphite box on the mast's front, with its pre-stretch rollers
  const cz0 = zc - 80;
  const cz1 = zc + 80;
  parts.push(box(mx - 20, mx + 74, my - 96, my - 24, cz0, cz1, "#30363C", "#4A525A"));
  parts.push(box(mx - 20, mx + 74, my - 96, my - 90, cz1 - 12, cz1, C.red));
  for (const rx of [mx + 14, mx + 44])
    parts.push(
      seg([rx, my - 96, cz0 + 20], [rx, my - 96, cz1 - 26], "#BFC7CD", 12, { "stroke-linecap": "round" }),
    );
  void c;
  return parts.join("");
}

function roll(c: Canvas, zc: number): string {
  const [rx, ry] = ROLL;
  const r = 28;
  const top = ellipsePath(0, r, zc + 95);
  const [tx, ty] = pr([rx, ry, zc + 95]);
  const [bx, by] = pr([rx, ry, zc - 95]);
  const ryE = top.ry;
  return [
    `<path d="M${n(tx - top.rx)} ${n(ty)} L${n(bx - top.rx)} ${n(by)} A${n(top.rx)} ${n(ryE)} 0 0 0 ${n(bx + top.rx)} ${n(by)} L${n(tx + top.rx)} ${n(ty)} Z" fill="${c.linear(
      [
        [0, "#AFC6D3"],
        [0.25, "#FFFFFF"],
        [0.5, P.film],
        [1, "#93AEBD"],
      ],
    )}"/>`,
    `<ellipse cx="${n(tx)}" cy="${n(ty)}" rx="${n(top.rx)}" ry="${n(ryE)}" fill="#E6F0F5"/>`,
    `<ellipse cx="${n(tx)}" cy="${n(ty)}" rx="${n(top.rx * 0.4)}" ry="${n(ryE * 0.4)}" fill="${C.kraft}"/>`,
  ].join("");
}

function web(zc: number, contact: V2, opacity: number): string {
  if (opacity <= 0) return "";
  const a1: V3 = [ROLL[0] + 10, ROLL[1] - 18, zc + BAND / 2 + 20];
  const a2: V3 = [ROLL[0] + 10, ROLL[1] - 18, zc - BAND / 2 - 20];
  const b1: V3 = [contact[0], contact[1], zc + BAND / 2];
  const b2: V3 = [contact[0], contact[1], zc - BAND / 2];
  const pa1 = pr(a1);
  const pa2 = pr(a2);
  const pb1 = pr(b1);
  const pb2 = pr(b2);
  const neck = 0.12 * (pa2[1] - pa1[1]);
  const m1: V2 = [(pa1[0] + pb1[0]) / 2, (pa1[1] + pb1[1]) / 2 + neck];
  const m2: V2 = [(pa2[0] + pb2[0]) / 2, (pa2[1] + pb2[1]) / 2 - neck];
  const d = `M${n(pa1[0])} ${n(pa1[1])} Q${n(m1[0])} ${n(m1[1])} ${n(pb1[0])} ${n(pb1[1])} L${n(pb2[0])} ${n(pb2[1])} Q${n(m2[0])} ${n(m2[1])} ${n(pa2[0])} ${n(pa2[1])} Z`;
  return (
    `<path d="${d}" fill="#D2E5EF" opacity="${n(0.7 * opacity)}"/>` +
    `<path d="M${n(pa1[0])} ${n(pa1[1])} Q${n(m1[0])} ${n(m1[1])} ${n(pb1[0])} ${n(pb1[1])} M${n(pa2[0])} ${n(pa2[1])} Q${n(m2[0])} ${n(m2[1])} ${n(pb2[0])} ${n(pb2[1])}" fill="none" stroke="#FFFFFF" stroke-width="2.5" opacity="${n(0.95 * opacity)}"/>`
  );
}

/** A pallet of cartons centred at (cx, 0) on the line, turned by theta, with film layers. */
function load(c: Canvas, cx: number, theta: number, layers: Layer[], cy = 0, zBase = ZT): string {
  const cs = cornersAt(theta, cx, cy);
  const inner = cs.map(([x, y]) => [cx + (x - cx) * 0.97, cy + (y - cy) * 0.97] as V2);
  const parts: string[] = [];
  const faces = [0, 1, 2, 3].filter((i) => {
    const a = cs[i]!;
    const b = cs[(i + 1) % 4]!;
    const nx = b[1] - a[1];
    const ny = -(b[0] - a[0]);
    return nx * VIEW[0] + ny * VIEW[1] > 0;
  });
  const normal = (i: number): V2 => {
    const a = cs[i]!;
    const b = cs[(i + 1) % 4]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    return [(b[1] - a[1]) / len, -(b[0] - a[0]) / len];
  };
  const dz = zBase - ZT;
  const at = (p: V2, z: number): V3 => [p[0], p[1], z + dz];
  // pallet
  for (const i of faces) {
    const a = cs[i]!;
    const b = cs[(i + 1) % 4]!;
    const [nx, ny] = normal(i);
    parts.push(quad([at(a, ZT), at(b, ZT), at(b, ZT + PH), at(a, ZT + PH)], faceShade(C.wood, nx, ny, 0.2)));
    for (const [t0, t1] of [
      [0.16, 0.42],
      [0.58, 0.84],
    ] as const) {
      const p0: V2 = [a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0];
      const p1: V2 = [a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1];
      parts.push(
        quad(
          [at(p0, ZT + 9), at(p1, ZT + 9), at(p1, ZT + PH - 11), at(p0, ZT + PH - 11)],
          shade(C.wood, -0.6),
        ),
      );
    }
  }
  parts.push(
    quad(
      cs.map((p) => at(p, ZT + PH)),
      shade(C.wood, 0.18),
    ),
  );
  // cartons: visible faces with seams
  for (const i of faces) {
    const a = inner[i]!;
    const b = inner[(i + 1) % 4]!;
    const [nx, ny] = normal(i);
    parts.push(
      quad([at(a, Z_LOAD), at(b, Z_LOAD), at(b, Z_TOP), at(a, Z_TOP)], faceShade(C.kraft, nx, ny, 0.2)),
    );
    const seam = shade(C.kraft, -0.3);
    for (const t of [1 / 3, 2 / 3]) {
      const p: V2 = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
      parts.push(seg(at(p, Z_LOAD), at(p, Z_TOP), seam, 2.2));
    }
    for (let r = 1; r < 4; r++)
      parts.push(seg(at(a, Z_LOAD + (LH * r) / 4), at(b, Z_LOAD + (LH * r) / 4), seam, 2.2));
    // tape on each carton top edge
    for (const t of [1 / 6, 1 / 2, 5 / 6]) {
      const p: V2 = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
      for (let r = 1; r <= 4; r++)
        parts.push(
          seg(at(p, Z_LOAD + (LH * r) / 4 - 4), at(p, Z_LOAD + (LH * r) / 4 - 26), shade(C.kraft, 0.3), 7, {
            opacity: 0.55,
            "stroke-linecap": "butt",
          }),
        );
    }
  }
  parts.push(
    quad(
      inner.map((p) => at(p, Z_TOP)),
      shade(C.kraft, 0.2),
    ),
  );
  const mid = (p: V2, q: V2, t: number): V2 => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
  for (const t of [1 / 3, 2 / 3]) {
    parts.push(
      seg(
        at(mid(inner[0]!, inner[1]!, t), Z_TOP),
        at(mid(inner[3]!, inner[2]!, t), Z_TOP),
        shade(C.kraft, -0.22),
        2,
      ),
    );
    parts.push(
      seg(
        at(mid(inner[1]!, inner[2]!, t), Z_TOP),
        at(mid(inner[0]!, inner[3]!, t), Z_TOP),
        shade(C.kraft, -0.22),
        2,
      ),
    );
  }
  // film layers on the visible faces
  const zMin = ZT + PH * 0.45;
  const zMax = Z_TOP + 3;
  const clampZ = (z: number) => Math.min(zMax, Math.max(zMin, z));
  let reachesTop = false;
  for (const L of layers) {
    if (L.zA + BAND / 2 > Z_TOP || L.zB + BAND / 2 > Z_TOP) reachesTop = true;
    if (!faces.includes(L.face)) continue;
    const a = cs[L.face]!;
    const b = cs[(L.face + 1) % 4]!;
    const pts: V3[] = [
      at(a, clampZ(L.zA - BAND / 2)),
      at(b, clampZ(L.zB - BAND / 2)),
      at(b, clampZ(L.zB + BAND / 2)),
      at(a, clampZ(L.zA + BAND / 2)),
    ];
    parts.push(quad(pts, "#E4F0F6", { opacity: 0.3 }));
    parts.push(seg(pts[3]!, pts[2]!, "#FFFFFF", 2, { opacity: 0.75 }));
    parts.push(seg(pts[0]!, pts[1]!, "#9FB9C8", 1.2, { opacity: 0.5 }));
  }
  if (layers.length > 0) {
    // gloss on the wrapped part and film on the corners
    for (const i of faces) {
      const a = cs[i]!;
      const b = cs[(i + 1) % 4]!;
      const hi = Math.max(
        ...layers.filter((l) => l.face === i).map((l) => Math.max(l.zA, l.zB) + BAND / 2),
        zMin,
      );
      if (hi <= zMin) continue;
      const p0 = mid(a, b, 0.12);
      const p1 = mid(a, b, 0.2);
      parts.push(
        quad([at(p0, zMin), at(p1, zMin), at(p1, clampZ(hi)), at(p0, clampZ(hi))], "#FFFFFF", {
          opacity: 0.18,
        }),
      );
    }
  }
  if (reachesTop) {
    const rim = cs.map((p) => at(p, Z_TOP + 2));
    const hole = cs.map(([x, y]) => at([cx + (x - cx) * 0.84, cy + (y - cy) * 0.84], Z_TOP + 2));
    const outer = rim.map(pr);
    const inn = hole.map(pr);
    parts.push(
      `<path d="M${outer.map(([x, y]) => `${n(x)} ${n(y)}`).join(" L")} Z M${inn
        .reverse()
        .map(([x, y]) => `${n(x)} ${n(y)}`)
        .join(" L")} Z" fill="#F2F8FB" opacity="0.5" fill-rule="evenodd"/>`,
    );
  }
  void c;
  return parts.join("");
}

/** One frame of the loop as an SVG document. */
export function frameSvg(f: number): string {
  const c = canvas(WIDTH, HEIGHT, "envolvedora-video");
  const wrapping = f < WRAP_FRAMES;
  const st = wrapping ? wrapState(f) : { ...FINAL, theta: 0, zc: carriageAt(f), web: 0 };
  const shift = wrapping ? 0 : PITCH * ease((f - WRAP_FRAMES) / (FRAMES - WRAP_FRAMES - 4));
  const parts: string[] = [backdrop(c)];
  parts.push(conveyor(-PITCH * 2.6, -RT - 4));
  parts.push(turntable(c, wrapping ? st.theta : 0));
  parts.push(conveyor(RT + 4, PITCH * 2.6));
  // the objects on the line, back to front: the mast first (it stands behind), then the pallets
  const items: { depth: number; svg: string }[] = [];
  const carriageRoll = mast(c, st.zc) + roll(c, st.zc);
  items.push({ depth: depth(MAST), svg: carriageRoll });
  const pallets: { x: number; theta: number; layers: Layer[] }[] = [
    { x: -3 * PITCH + shift, theta: 0, layers: [] },
    { x: -2 * PITCH + shift, theta: 0, layers: [] },
    { x: -PITCH + shift, theta: 0, layers: [] },
    { x: shift, theta: wrapping ? st.theta : 0, layers: st.layers },
    { x: PITCH + shift, theta: 0, layers: FINAL.layers },
    { x: 2 * PITCH + shift, theta: 0, layers: FINAL.layers },
  ];
  for (const p of pallets) items.push({ depth: depth([p.x, 0, 0]), svg: load(c, p.x, p.theta, p.layers) });
  items.sort((a, b) => a.depth - b.depth);
  const webSvg = wrapping ? web(st.zc, cornersAt(st.theta)[st.contact]!, st.web) : "";
  for (const it of items) {
    parts.push(it.svg);
    if (it.svg === carriageRoll) parts.push(webSvg);
  }
  return finish(c, parts.join(""));
}
