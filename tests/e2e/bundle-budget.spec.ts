import { expect, test } from "./support/test";
import { BUDGETS, budgetFailures, measurePage } from "../../bench/lib/bundle-measure.mjs";
import { findProduct, productPath } from "./support/catalog";
import { PUBLIC_PATHS } from "./support/routes";

// First-load budgets of issue 5, on the production build: the JavaScript (module scripts, their
// static imports and modulepreloads) and CSS each public page makes the browser fetch, gzip.
// `npm run bench:bundle` prints the same figures as a table.
test.describe("first-load budgets", () => {
  test.skip(
    ({ viewport }) => (viewport?.width ?? 0) < 768,
    "the server sends the same assets to every viewport",
  );

  test(`every public page loads at most ${BUDGETS.pageJs} KB of JavaScript (${BUDGETS.homeJs} KB home) and ${BUDGETS.css} KB of CSS, gzip`, async ({
    request,
    baseURL,
  }) => {
    const product = productPath(await findProduct(request, (item) => item.srcImg.length > 0));
    const cache = new Map<string, Buffer>();
    const failures: string[] = [];
    for (const path of [...PUBLIC_PATHS, product]) {
      const measure = await measurePage(baseURL!, path, cache);
      // A page that loads no script at all would mean the measurement is broken, not that it is fast.
      expect(measure.jsFiles.length, path).toBeGreaterThan(1);
      expect(measure.cssFiles.length, path).toBeGreaterThan(0);
      failures.push(...budgetFailures(measure));
    }
    expect(failures).toEqual([]);
  });
});
