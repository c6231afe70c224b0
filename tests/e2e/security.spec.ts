import { desktopOnly, expect, test } from "./support/test";
import { findProduct, productPath } from "./support/catalog";
import { waitForHydration } from "./support/hydration";
import { expectConfirmation, fillLeadForm, formIsLive, leadForm, uniqueEmail } from "./support/lead-form";
import { watchProblems } from "./support/page-problems";

test.describe("Content-Security-Policy in the browser", () => {
  desktopOnly();

  // Each public page through hydration and a client navigation: the page sweep (page-sweep.spec.ts).
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
  desktopOnly();
  test.use({ javaScriptEnabled: false });

  test("a plain form post from our own page passes the same-origin check", async ({ page }) => {
    await page.goto("/servicio-tecnico");
    const form = leadForm(page, "service-form");
    await fillLeadForm(form, { email: uniqueEmail("nojs-origin"), equipment: "Zunchadora a batería" });
    await form.getByRole("button", { name: "Enviar solicitud" }).click();
    await expectConfirmation(page);
  });
});
