// The catalogue bench's growth chart: hand-written SVG (no dependency), both axes logarithmic, one
// colour per measure, solid for SQLite and dashed for PostgreSQL.

export interface GrowthPoint {
  engine: string;
  products: number;
  queries: { p95: number }[];
  pages: { p95: number }[];
  sitemap: { fileFirstByteMedian: number; fileMedian: number };
}

const MEASURES: { label: string; color: string; value: (point: GrowthPoint) => number }[] = [
  {
    label: "worst API query p95",
    color: "#1f77b4",
    value: (point) => Math.max(...point.queries.map((q) => q.p95)),
  },
  { label: "product page render p95", color: "#2ca02c", value: (point) => point.pages[0]!.p95 },
  { label: "catalogue last page render p95", color: "#9467bd", value: (point) => point.pages[2]!.p95 },
  { label: "sitemap file first byte", color: "#ff7f0e", value: (point) => point.sitemap.fileFirstByteMedian },
  { label: "sitemap file whole", color: "#d62728", value: (point) => point.sitemap.fileMedian },
];

const WIDTH = 800;
const HEIGHT = 440;
const PLOT = { left: 70, right: 500, top: 40, bottom: 380 };

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

export function growthChart(points: GrowthPoint[]): string {
  const sizes = [...new Set(points.map((point) => point.products))].sort((a, b) => a - b);
  const engines = [...new Set(points.map((point) => point.engine))];
  const values = points.flatMap((point) => MEASURES.map((measure) => measure.value(point)));
  const low = Math.pow(10, Math.floor(Math.log10(Math.max(0.1, Math.min(...values)))));
  const high = Math.pow(10, Math.ceil(Math.log10(Math.max(...values))));
  const x = (products: number) =>
    sizes.length === 1
      ? (PLOT.left + PLOT.right) / 2
      : PLOT.left +
        ((Math.log10(products) - Math.log10(sizes[0]!)) /
          (Math.log10(sizes.at(-1)!) - Math.log10(sizes[0]!))) *
          (PLOT.right - PLOT.left);
  const y = (ms: number) =>
    PLOT.bottom -
    ((Math.log10(Math.max(ms, low)) - Math.log10(low)) / (Math.log10(high) - Math.log10(low))) *
      (PLOT.bottom - PLOT.top);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif" font-size="12">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>`,
    `<text x="${PLOT.left}" y="22" font-size="15" font-weight="bold">Catalogue cost as it grows (ms, log scale)</text>`,
  ];
  for (let decade = low; decade <= high; decade *= 10) {
    out.push(
      `<line x1="${PLOT.left}" x2="${PLOT.right}" y1="${y(decade).toFixed(1)}" y2="${y(decade).toFixed(1)}" stroke="#ddd"/>`,
      `<text x="${PLOT.left - 8}" y="${(y(decade) + 4).toFixed(1)}" text-anchor="end">${decade >= 1 ? decade.toFixed(0) : decade}</text>`,
    );
  }
  for (const size of sizes) {
    out.push(
      `<line x1="${x(size).toFixed(1)}" x2="${x(size).toFixed(1)}" y1="${PLOT.top}" y2="${PLOT.bottom}" stroke="#eee"/>`,
      `<text x="${x(size).toFixed(1)}" y="${PLOT.bottom + 18}" text-anchor="middle">${size.toLocaleString("en")}</text>`,
    );
  }
  out.push(
    `<text x="${(PLOT.left + PLOT.right) / 2}" y="${PLOT.bottom + 40}" text-anchor="middle">products</text>`,
    `<rect x="${PLOT.left}" y="${PLOT.top}" width="${PLOT.right - PLOT.left}" height="${PLOT.bottom - PLOT.top}" fill="none" stroke="#999"/>`,
  );
  let legendY = PLOT.top + 4;
  for (const measure of MEASURES) {
    for (const [engineIndex, engine] of engines.entries()) {
      const line = points
        .filter((point) => point.engine === engine)
        .sort((a, b) => a.products - b.products)
        .map((point) => [x(point.products), y(measure.value(point))] as const);
      const dash = engineIndex === 0 ? "" : ' stroke-dasharray="6 4"';
      out.push(
        `<polyline fill="none" stroke="${measure.color}" stroke-width="2"${dash} points="${line.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(" ")}"/>`,
        ...line.map(
          ([px, py]) => `<circle cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" r="3" fill="${measure.color}"/>`,
        ),
        `<line x1="${PLOT.right + 16}" x2="${PLOT.right + 44}" y1="${legendY}" y2="${legendY}" stroke="${measure.color}" stroke-width="2"${dash}/>`,
        `<text x="${PLOT.right + 50}" y="${legendY + 4}">${escape(`${measure.label} (${engine})`)}</text>`,
      );
      legendY += 18;
    }
  }
  out.push("</svg>", "");
  return out.join("\n");
}
