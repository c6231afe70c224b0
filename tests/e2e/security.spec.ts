import { expect, type Page, test } from "./support/test";
import { findProduct, productPath } from "./support/catalog";
import { waitForHydration } from "./support/hydration";
import { expectConfirmation, fillLeadForm, formIsLive, leadForm, uniqueEmail } from "./support/lead-form";
import { PUBLIC_PATHS } from "./support/routes";

interface Problems {
  violations: string[];
  consoleErrors: string[];
}

/**
 * Records every Content-Security-Policy violation (through an init script, so those of the very
 * first inline script count too) and every console error of the page.
 */
async function watchProblems(page: Page): Promise<Problems> {
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

test.describe("Content-Security-Policy in the browser", () => {
  test.skip(({ isMobile }) => isMobile, "checked at desktop");

  for (const path of PUBLIC_PATHS) {
    test(`${path}: no policy violation and no console error after hydration and a client navigation`, async ({
      page,
    }) => {
      const problems = await watchProblems(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
      await waitForHydration(page);

      // A client-side navigation keeps the document (the marker survives) and renders the next page.
      await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same document"));
      const target = path === "/contacto" ? "Servicio técnico" : "Contacto";
      await page
        .getByRole("navigation", { name: "Nosotros (pie de página)" })
        .getByRole("link", { name: target, exact: true })
        .click();
      await expect(page).toHaveURL(path === "/contacto" ? /\/servicio-tecnico$/ : /\/contacto$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
        "same document",
      );

      expect(problems.violations).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });
  }

  test("the home carousel and the product page's YouTube player run under the policy", async ({
    page,
    request,
  }) => {
    const problems = await watchProblems(page);
    await page.goto("/");
    await waitForHydration(page);
    // The carousel moves its indicator with a style attribute: the policy must allow it.
    await page.getByRole("button", { name: "Pausar el carrusel" }).click();
    const slider = page.getByRole("slider", { name: "Diapositiva" });
    const before = Number(await slider.getAttribute("aria-valuenow"));
    await slider.press("ArrowRight");
    await expect(slider).not.toHaveAttribute("aria-valuenow", String(before));

    const product = await findProduct(request, (item) => item.jsonDetails.videos.length > 0);
    await page.goto(productPath(product));
    await waitForHydration(page);
    await page.getByRole("tab", { name: "Videos" }).click();
    await page
      .getByRole("tabpanel")
      .getByRole("button", { name: /Reproducir video 1/ })
      .click();
    await expect(page.locator("iframe")).toHaveAttribute(
      "src",
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );

    expect(problems.violations).toEqual([]);
    // Without internet the player itself cannot load; only errors of our own page count.
    expect(problems.consoleErrors.filter((text) => !/youtube/i.test(text))).toEqual([]);
  });

  test("a contact request is sent from the page with JavaScript, under the policy and the same-origin check", async ({
    page,
  }) => {
    const problems = await watchProblems(page);
    await page.goto("/contacto");
    await waitForHydration(page);
    const form = leadForm(page, "contact-form");
    await formIsLive(form);
    await fillLeadForm(form, { email: uniqueEmail("csp") });
    await form.getByRole("button", { name: "Enviar solicitud" }).click();
    await expectConfirmation(page);
    expect(problems.violations).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});

test.describe("forms without JavaScript", () => {
  test.skip(({ isMobile }) => isMobile, "checked at desktop");
  test.use({ javaScriptEnabled: false });

  test("a plain form post from our own page passes the same-origin check", async ({ page }) => {
    await page.goto("/servicio-tecnico");
    const form = leadForm(page, "service-form");
    await fillLeadForm(form, { email: uniqueEmail("nojs-origin"), equipment: "Zunchadora a batería" });
    await form.getByRole("button", { name: "Enviar solicitud" }).click();
    await expectConfirmation(page);
  });
});
