// Small hardware parts reused by several illustrations, drawn around a local origin (0, 0).

import { C, type Canvas, circle, ellipse, line, n, path, rect, rrect, shade } from "../primitives";

/** A metal strap seal (sleeve), about 80 × 52 units; `closed` adds the crimp notches. */
export function metalSeal(c: Canvas, color: string, closed = false): string {
  const body = c.linear(
    [
      [0, shade(color, 0.38)],
      [0.5, color],
      [1, shade(color, -0.32)],
    ],
    0,
    0,
    0,
    1,
  );
  const parts = [
    rrect(-38, -24, 80, 52, 7, "#1F2933", { opacity: 0.15 }),
    rrect(-40, -26, 80, 52, 7, body),
    rrect(-40, -26, 80, 10, 5, shade(color, 0.5), { opacity: 0.9 }),
    rrect(-40, 16, 80, 10, 5, shade(color, -0.18)),
    line(-38, -12, 38, -12, shade(color, -0.35), 1.4, { opacity: 0.7 }),
    line(-38, 12, 38, 12, shade(color, -0.35), 1.4, { opacity: 0.7 }),
  ];
  if (closed) {
    for (const x of [-22, 0, 22]) {
      parts.push(path(`M${x - 5} -26 L${x + 5} -26 L${x + 2} -8 L${x - 2} -8 Z`, shade(color, -0.45)));
      parts.push(path(`M${x - 5} 26 L${x + 5} 26 L${x + 2} 8 L${x - 2} 8 Z`, shade(color, -0.45)));
    }
  }
  return parts.join("");
}

/** A phosphated wire buckle for textile strap, about 64 × 52 units. */
export function wireBuckle(color: string): string {
  const hi = shade(color, 0.45);
  return [
    rrect(-30, -24, 60, 48, 10, "none", {
      stroke: "#1F2933",
      "stroke-width": 7,
      opacity: 0.12,
      transform: "translate(3 4)",
    }),
    rrect(-30, -24, 60, 48, 10, "none", { stroke: color, "stroke-width": 7 }),
    rrect(-30, -24, 60, 48, 10, "none", {
      stroke: hi,
      "stroke-width": 2,
      opacity: 0.6,
      transform: "translate(-1 -1.5)",
    }),
    path("M-30 -3 C-10 -8 10 2 30 -3", "none", {
      stroke: color,
      "stroke-width": 7,
      "stroke-linecap": "round",
    }),
    path("M-30 -4.5 C-10 -9.5 10 0.5 30 -4.5", "none", { stroke: hi, "stroke-width": 2, opacity: 0.6 }),
  ].join("");
}

/** A toothed wheel (tension wheel, ratchet), radius r. */
export function gear(c: Canvas, r: number, teeth: number, color: string): string {
  const pts: string[] = [];
  for (let i = 0; i < teeth * 2; i++) {
    const a = (Math.PI * i) / teeth;
    const rr = i % 2 === 0 ? r : r * 0.84;
    const a2 = a + Math.PI / teeth;
    const rr2 = rr;
    pts.push(`${n(Math.cos(a) * rr)} ${n(Math.sin(a) * rr)}`);
    pts.push(`${n(Math.cos(a2 - 0.08) * rr2)} ${n(Math.sin(a2 - 0.08) * rr2)}`);
  }
  return [
    path(
      `M${pts.join(" L")} Z`,
      c.linear(
        [
          [0, shade(color, 0.35)],
          [1, shade(color, -0.35)],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
    circle(0, 0, r * 0.62, shade(color, -0.12)),
    circle(0, 0, r * 0.3, shade(color, 0.2)),
    circle(0, 0, r * 0.12, C.ink),
  ].join("");
}

/** A power-tool battery pack, 180 × 110 units, origin at the top-left corner. */
export function batteryPack(c: Canvas): string {
  return [
    rrect(4, 8, 180, 110, 14, "#1F2933", { opacity: 0.15 }),
    rrect(0, 0, 180, 110, 14, c.face("#2A3036", 0.14)),
    rrect(0, 0, 180, 22, 10, "#3A4249"),
    rect(0, 58, 180, 14, C.red),
    rrect(118, 82, 44, 14, 4, "#15191D"),
    circle(128, 89, 3.5, "#6BD46B"),
    circle(140, 89, 3.5, "#6BD46B"),
    circle(152, 89, 3.5, "#3D4A40"),
    rrect(16, 30, 70, 18, 6, "#3A4249"),
  ].join("");
}

/** A battery charger with a pack in it, origin at the top-left of the base (about 300 × 150). */
export function charger(c: Canvas): string {
  return [
    ellipse(150, 152, 170, 16, "#1F2933", { opacity: 0.12 }),
    rrect(0, 60, 300, 90, 18, c.face("#2E353B", 0.12)),
    rrect(12, 70, 276, 12, 6, "#434C54"),
    rrect(210, 110, 60, 16, 5, "#15191D"),
    circle(224, 118, 4, C.red),
    circle(242, 118, 4, "#6BD46B"),
    `<g transform="translate(40 -20) scale(0.95)">${batteryPack(c)}</g>`,
    path("M300 120 C340 120 350 150 390 150", "none", {
      stroke: "#2A3036",
      "stroke-width": 8,
      "stroke-linecap": "round",
    }),
  ].join("");
}
