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

export const test = base.extend({
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
