import { test as base, type Page } from "@playwright/test";
import { HYDRATED_MARK } from "../../../app/platform/lib/hydration-mark";
import { BOOT_TEMPLATE_ID } from "../../../app/server/module-preloads";

// Every spec imports `test` and `expect` from here. A page asks for its scripts only once its first
// contentful paint is on screen (decision 050), which can come after the `load` event that
// `page.goto` waits for; so with JavaScript on, `page.goto` here also waits until React has hydrated
// a page that boots React Router, as a person sees it before using its controls. Without
// JavaScript, or for an answer that is not such a page (a PDF, JSON, a file), it returns as usual.
export * from "@playwright/test";

/** Long enough for a loaded CI machine; a page that never hydrates fails with this message. */
const HYDRATION_TIMEOUT_MS = 15_000;

async function waitForBoot(page: Page): Promise<void> {
  await page
    .waitForFunction(
      ([template, mark]) =>
        document.getElementById(template) === null || performance.getEntriesByName(mark).length > 0,
      [BOOT_TEMPLATE_ID, HYDRATED_MARK] as const,
      { timeout: HYDRATION_TIMEOUT_MS },
    )
    .catch((error: unknown) => {
      throw new Error(`${page.url()} did not hydrate within ${HYDRATION_TIMEOUT_MS} ms`, { cause: error });
    });
}

/** The tag of a test that also runs on the phone in a file that calls `desktopOnly()`. */
const BOTH_WIDTHS_TAG = "@both-widths";

/**
 * For a test whose result depends on the width (axe, layout, a phone's menu, the crop a phone is
 * sent) in a file that calls `desktopOnly()`: `test("…", BOTH_WIDTHS, async …)` runs it at both.
 */
export const BOTH_WIDTHS = { tag: BOTH_WIDTHS_TAG };

export const test = base.extend<{ checksTheWidth: boolean }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  checksTheWidth: async ({}, provide, testInfo) => provide(testInfo.tags.includes(BOTH_WIDTHS_TAG)),
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if ((options?.waitUntil ?? "load") === "load") await waitForBoot(page);
        return response;
      };
    }
    await provide(page);
  },
});

/**
 * Runs the file's (or group's) tests at desktop only, except those tagged `BOTH_WIDTHS`: a journey
 * whose steps do not depend on the width (a role refused, a plain form post, a session ended, a
 * proxy's headers) is tested once. Every page is still loaded on the phone by the page sweep
 * (page-sweep.spec.ts), and each back-office file keeps its axe-and-layout tests at both widths.
 * Skipped before any page opens: the condition needs only the project's `isMobile` and the tags.
 */
export function desktopOnly(): void {
  test.skip(
    ({ isMobile, checksTheWidth }) => isMobile && !checksTheWidth,
    "one viewport: what it checks does not depend on the width",
  );
}
