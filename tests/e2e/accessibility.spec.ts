import { expect, test } from "./support/test";
import { expectNoViolations } from "./support/axe";
import { listAllProducts, productPath } from "./support/catalog";
import { formIsLive } from "./support/lead-form";

test.describe("WCAG 2.2 AA (axe)", () => {
  // Each public page as loaded: the page sweep (page-sweep.spec.ts).
  test("open menus and form errors have no violations", async ({ page }) => {
    await page.goto("/contacto");
    const form = page.locator("#contact-form form");
    await formIsLive(form);
    await form.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(form.getByLabel("Nombre")).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page, "contact form with errors");
    if ((page.viewportSize()?.width ?? 0) < 1024) {
      await page
        .getByRole("navigation", { name: "Barra inferior" })
        .getByRole("button", { name: "Menú" })
        .click();
      await expectNoViolations(page, "mobile menu open");
    } else {
      await page
        .getByRole("navigation", { name: "Principal" })
        .getByRole("button", { name: "Submenú mercados" })
        .click();
      await expectNoViolations(page, "markets dropdown open");
    }
  });
});

test.describe("WCAG 2.2 AA on the catalogue, product and quotation states (axe)", () => {
  test("catalogue with a category open, product tabs and gallery, and the quotation with items", async ({
    page,
    request,
  }) => {
    await page.goto("/productos?categoryId=19");
    await expectNoViolations(page, "catalogue filtered");
    const [product] = await listAllProducts(request);
    await page.goto(productPath(product!));
    await page.getByRole("button", { name: "Imagen siguiente" }).click();
    await expectNoViolations(page, "product page, second image");
    for (const tab of await page.getByRole("tab").all()) {
      await tab.click();
      await expectNoViolations(page, `product tab ${await tab.textContent()}`);
    }
    await page.getByRole("button", { name: "Agregar a la Cotización" }).click();
    // The new buttons appear under the pointer: scan them in their resting colours, not mid-hover.
    await page.mouse.move(0, 0);
    await expect(page.getByRole("link", { name: "Volver a productos" })).toHaveCSS(
      "background-color",
      "rgb(255, 255, 255)",
    );
    await expectNoViolations(page, "product added");
    await page.goto("/cotizacion");
    await formIsLive(page.locator("#quote-form"));
    const send = page.getByRole("button", { name: "Solicitar Cotización" });
    await send.click();
    await expect(page.getByText("Ingrese su nombre")).toBeVisible();
    // As above: scan the button in its resting colours (brand red), not mid-way through its hover fade.
    await page.mouse.move(0, 0);
    await expect(send).toHaveCSS("background-color", "rgb(200, 16, 46)");
    await expectNoViolations(page, "quotation with errors");
  });
});
