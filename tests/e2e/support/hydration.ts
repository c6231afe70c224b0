import { expect, type Page } from "@playwright/test";

/** The header's quotation badge is labelled only once React has hydrated the page. */
export async function waitForHydration(page: Page) {
  await expect(page.getByLabel(/productos? en la cotización$/).first()).toBeAttached();
}
