// Shared checks of the back-office journeys: axe (WCAG 2.2 AA) and no sideways scroll.
import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page } from "@playwright/test";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
export const FORBIDDEN = "Su cuenta no tiene permiso para ver esta página.";

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * The public catalogue's top categories in the sidebar's order, as a new visitor sees them (a fresh
 * browser context: public pages may be kept by a browser for minutes, `Cache-Control: max-age`).
 */
export async function sidebarTopNames(browser: Browser, baseURL: string): Promise<string[]> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto("/productos");
    const sidebar = page.getByRole("navigation", { name: "Categorías" });
    await expect(sidebar).toBeAttached();
    const tops = sidebar.locator(":scope > ul > li").locator(":scope > a, :scope > details > summary");
    return (await tops.allTextContents()).map((text) => text.trim());
  } finally {
    await context.close();
  }
}
