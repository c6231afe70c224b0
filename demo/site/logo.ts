// The Kordex logo: a mark (a "K" folded from two strap bands, on a red tile) and the wordmark
// drawn as geometric stroked paths (no fonts, no <text>).

import { BRAND_COLORS } from "../../app/platform/content/company";

const RED = BRAND_COLORS.red;
const INK = BRAND_COLORS.ink;

/**
 * The mark in a 64 × 64 box: a red rounded tile with a white "K" folded from strap bands: the
 * stem, an upper band, and a lower band that comes out from under the upper one (a dark fold).
 */
export function markShapes(
  colors: { tile: string; band: string; fold: string } = { tile: RED, band: "#FFFFFF", fold: "#CFD5DB" },
): string {
  return [
    `<rect width="64" height="64" rx="14" fill="${colors.tile}"/>`,
    `<rect x="15" y="13" width="10" height="38" rx="1.5" fill="${colors.band}"/>`,
    // lower band, then the fold shadow cast by the upper band on it
    `<path d="M29.7 37.3 L35.5 30.4 L51 51 L40 51 Z" fill="${colors.band}"/>`,
    `<path d="M29.7 37.3 L35.5 30.4 L37.8 33.5 L32 40.4 Z" fill="${colors.fold}"/>`,
    // upper band
    `<path d="M25 31 L40 13 L50 13 L25 43 Z" fill="${colors.band}"/>`,
  ].join("");
}

export function logoMarkSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${markShapes()}</svg>`;
}

/** The letters K O R D E X as stroked geometric paths, cap height 26 from y = 17 to 43. */
function wordmark(x0: number, color: string): string {
  const t = 17;
  const b = 43;
  const m = (t + b) / 2;
  const sw = 5.6;
  const h = sw / 2;
  const letters: string[] = [];
  let x = x0;
  const adv = (w: number) => {
    const cur = x;
    x += w + 6.5;
    return cur;
  };
  // K
  let a = adv(19);
  letters.push(`M${a + h} ${t} V${b}`, `M${a + 19} ${t} L${a + h + 2.2} ${m + 1} L${a + 19.4} ${b}`);
  // O: rounded rectangle
  a = adv(23);
  letters.push(
    `M${a + h + 8} ${t + h} H${a + 23 - h - 8} Q${a + 23 - h} ${t + h} ${a + 23 - h} ${t + h + 8} V${b - h - 8} Q${a + 23 - h} ${b - h} ${a + 23 - h - 8} ${b - h} H${a + h + 8} Q${a + h} ${b - h} ${a + h} ${b - h - 8} V${t + h + 8} Q${a + h} ${t + h} ${a + h + 8} ${t + h} Z`,
  );
  // R
  a = adv(20);
  letters.push(
    `M${a + h} ${b} V${t + h} H${a + 12} Q${a + 20 - h} ${t + h} ${a + 20 - h} ${t + h + 6.3} Q${a + 20 - h} ${m + 1} ${a + 12} ${m + 1} H${a + h}`,
    `M${a + 10.5} ${m + 1} L${a + 20.2} ${b}`,
  );
  // D
  a = adv(22);
  letters.push(
    `M${a + h} ${t + h} H${a + 11} Q${a + 22 - h} ${t + h} ${a + 22 - h} ${t + h + 10} V${b - h - 10} Q${a + 22 - h} ${b - h} ${a + 11} ${b - h} H${a + h} Z`,
  );
  // E
  a = adv(17);
  letters.push(`M${a + 17} ${t + h} H${a + h} V${b - h} H${a + 17}`, `M${a + h} ${m} H${a + 14.5}`);
  // X
  a = adv(20);
  letters.push(`M${a + 0.6} ${t} L${a + 19.4} ${b}`, `M${a + 19.4} ${t} L${a + 0.6} ${b}`);
  return `<path d="${letters.join(" ")}" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linejoin="miter" stroke-miterlimit="4"/>`;
}

/** The full logo, 240 × 60: mark at the left (48 px), word to its right. */
export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60" viewBox="0 0 240 60"><g transform="translate(4 6) scale(0.75)">${markShapes()}</g>${wordmark(66, INK)}</svg>`;
}

/**
 * The logo reversed out of the brand red, for the e-mails' header: a white tile with a red "K" and a
 * white wordmark, on a red ground painted into the picture (so it reads the same where a mail client
 * drops the cell's background colour). E-mail clients do not show SVG: files.ts renders it to PNG.
 */
export function logoOnRedSvg(): string {
  const mark = markShapes({ tile: "#FFFFFF", band: RED, fold: BRAND_COLORS.redDark });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60" viewBox="0 0 240 60"><rect width="240" height="60" fill="${RED}"/><g transform="translate(4 6) scale(0.75)">${mark}</g>${wordmark(66, "#FFFFFF")}</svg>`;
}
