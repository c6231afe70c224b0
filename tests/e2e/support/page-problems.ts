import type { Page } from "@playwright/test";

export interface Problems {
  violations: string[];
  consoleErrors: string[];
}

/**
 * Records every Content-Security-Policy violation (through an init script, so those of the very
 * first inline script count too) and every console error of the page. Call it before `page.goto`.
 */
export async function watchProblems(page: Page): Promise<Problems> {
  const problems: Problems = { violations: [], consoleErrors: [] };
  await page.exposeFunction("reportCspViolation", (text: string) => problems.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}`);
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error") problems.consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.consoleErrors.push(`${page.url()}: ${error.message}`));
  return problems;
}
