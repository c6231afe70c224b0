// Types of bundle-measure.mjs (plain JavaScript so that `node bench/bundle.mjs` runs it directly).
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
export interface FileSizes extends Sizes {
  file: string;
}
export interface PageMeasure {
  path: string;
  js: Sizes;
  css: Sizes;
  jsFiles: FileSizes[];
  cssFiles: FileSizes[];
}
export const BUDGETS: { homeJs: number; pageJs: number; css: number };
export function jsBudgetOf(path: string): number;
export function assetsInHtml(html: string): { js: string[]; css: string[] };
export function staticImportsOf(code: string): string[];
export function measurePage(baseUrl: string, path: string, cache?: Map<string, Buffer>): Promise<PageMeasure>;
export function budgetFailures(measure: PageMeasure): string[];
export function publicPages(baseUrl: string, extra?: string[]): Promise<string[]>;
