// Measures what the first load of a page fetches: the JavaScript (module scripts, their static imports
// and modulepreloads) and the CSS (stylesheets), raw, gzip and brotli. Shared by `npm run bench:bundle`
// and the budget test (tests/e2e/bundle-budget.spec.ts), so both count the same bytes.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** First-load budgets in KB (1 KB = 1000 bytes, as Vite reports them), gzip. */
export const BUDGETS = { homeJs: 125 + 15, pageJs: 125, css: 20 };

/** The JavaScript budget of a page: home carries the carousel. */
export const jsBudgetOf = (path) =>
  new URL(path, "http://x").pathname === "/" ? BUDGETS.homeJs : BUDGETS.pageJs;

const ATTRIBUTE = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1];

/** Asset addresses the HTML asks for on load: module scripts, modulepreloads, stylesheets. */
export function assetsInHtml(html) {
  const js = new Set();
  const css = new Set();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = ATTRIBUTE(tag, "rel")?.toLowerCase();
    const href = ATTRIBUTE(tag, "href");
    if (!href) continue;
    if (rel === "modulepreload") js.add(href);
    if (rel === "stylesheet") css.add(href);
  }
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    // The modulepreload links a page adds after its first paint (decision 050): every chunk it names.
    if (!/type=/i.test(attributes) && /modulepreload/.test(body)) {
      for (const [, chunk] of body.matchAll(/"([^"]+\.js)"/g)) js.add(chunk);
      continue;
    }
    if (!/type="module"/i.test(attributes)) continue;
    const src = ATTRIBUTE(attributes, "src");
    if (src) js.add(src);
    // React Router's inline boot script: `import * as route0 from "/assets/root-….js";` and, on every
    // load, `import("/assets/entry.client-….js");`
    for (const [, specifier] of body.matchAll(/\bimport\s*(?:\(\s*|[^"'()]*?\bfrom\s*)?["']([^"']+)["']/g))
      js.add(specifier);
  }
  return { js: [...js], css: [...css] };
}

/** Static imports of an ES module chunk (not dynamic `import()`, which loads on demand). */
export function staticImportsOf(code) {
  const found = new Set();
  for (const [, specifier] of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g))
    found.add(specifier);
  return [...found];
}

const SIZES = new WeakMap();
const sizesOf = (buffer) => {
  if (!SIZES.has(buffer)) SIZES.set(buffer, compressedSizes(buffer));
  return SIZES.get(buffer);
};
const compressedSizes = (buffer) => ({
  raw: buffer.length,
  gzip: gzipSync(buffer, { level: 9 }).length,
  brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const ZERO = { raw: 0, gzip: 0, brotli: 0 };

/**
 * Loads `path` from `baseUrl` and sums the JavaScript and CSS its first load fetches.
 * `cache` (address → bytes) avoids downloading shared chunks again for every page.
 */
/** fetch, tried once more when the connection drops (a kept-alive socket the server just closed). */
async function fetchOnceMore(url) {
  try {
    return await fetch(url);
  } catch {
    return fetch(url);
  }
}

export async function measurePage(baseUrl, path, cache = new Map()) {
  const pageUrl = new URL(path, baseUrl);
  const response = await fetchOnceMore(pageUrl);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const html = await response.text();
  const found = assetsInHtml(html);
  const download = async (url) => {
    if (!cache.has(url)) {
      const asset = await fetchOnceMore(url);
      if (!asset.ok) throw new Error(`${url} answered ${asset.status}`);
      cache.set(url, Buffer.from(await asset.arrayBuffer()));
    }
    return cache.get(url);
  };
  // Follow static imports too: the browser fetches them whether or not they were preloaded.
  const scripts = new Map();
  const queue = found.js.map((href) => new URL(href, pageUrl).href);
  while (queue.length > 0) {
    const url = queue.shift();
    if (scripts.has(url)) continue;
    const bytes = await download(url);
    scripts.set(url, bytes);
    for (const specifier of staticImportsOf(bytes.toString("utf8"))) queue.push(new URL(specifier, url).href);
  }
  const styles = new Map();
  for (const href of found.css) {
    const url = new URL(href, pageUrl).href;
    styles.set(url, await download(url));
  }
  const fileList = (files) =>
    [...files]
      .map(([url, bytes]) => ({ file: new URL(url).pathname, ...sizesOf(bytes) }))
      .sort((a, b) => b.gzip - a.gzip);
  const jsFiles = fileList(scripts);
  const cssFiles = fileList(styles);
  return {
    path,
    js: jsFiles.reduce(add, ZERO),
    css: cssFiles.reduce(add, ZERO),
    jsFiles,
    cssFiles,
  };
}

/** Budget failures of one measured page, as sentences (empty when within budget). */
export function budgetFailures(measure) {
  const failures = [];
  const jsKb = measure.js.gzip / 1000;
  const cssKb = measure.css.gzip / 1000;
  const jsBudget = jsBudgetOf(measure.path);
  if (jsKb > jsBudget)
    failures.push(`${measure.path}: ${jsKb.toFixed(1)} KB gzip of JavaScript > ${jsBudget} KB`);
  if (cssKb > BUDGETS.css)
    failures.push(`${measure.path}: ${cssKb.toFixed(1)} KB gzip of CSS > ${BUDGETS.css} KB`);
  return failures;
}

/** The public pages to measure: the sitemap's pages, one product page, and the public noindex pages (not /login: a staff page, outside the public budgets, like the back office). */
export async function publicPages(baseUrl, extra = ["/cotizacion", "/confirmacion"]) {
  const locs = async (address) =>
    [...(await (await fetch(address)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) =>
      loc.replace(/&amp;/g, "&"),
    );
  // /sitemap.xml is an index of sitemap files (pages, then products): read each file it lists.
  const files = await locs(new URL("/sitemap.xml", baseUrl));
  const listed = (
    await Promise.all(files.map((file) => locs(new URL(new URL(file).pathname, baseUrl))))
  ).flat();
  const paths = listed.map((loc) => {
    const url = new URL(loc);
    return `${url.pathname}${url.search}`;
  });
  const pages = paths.filter((path) => !path.startsWith("/productos/"));
  const product = paths.find((path) => path.startsWith("/productos/"));
  if (!product) throw new Error("the sitemap lists no product");
  return [...pages, product, ...extra.filter((path) => !pages.includes(path))];
}
