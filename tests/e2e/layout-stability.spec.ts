import { expect, type Page, test } from "./support/test";
import { findProduct, productPath } from "./support/catalog";
import { formIsLive } from "./support/lead-form";

/**
 * Nothing moves while a page loads and hydrates: forms hydrate from a chunk of their own after the
 * load event, and the quotation list is read from the browser's storage after hydration. `form` is
 * an element that is live once the page (or its form) has hydrated.
 */
async function layoutShiftAfterLoad(page: Page, path: string, form: string): Promise<number> {
  await page.addInitScript(() => {
    const total = { value: 0 };
    (window as unknown as { layoutShift: typeof total }).layoutShift = total;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) total.value += (entry as unknown as { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(path);
  await formIsLive(page.locator(form));
  // One more frame after hydration, for any state read on mount to be painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  return page.evaluate(() => (window as unknown as { layoutShift: { value: number } }).layoutShift.value);
}

test.describe("layout stability", () => {
  for (const [path, form] of [
    ["/cotizacion", "#quote-form"],
    ["/contacto", "form[method=post]"],
    ["/servicio-tecnico", "form[method=post]"],
  ] as const) {
    test(`${path} does not shift while it loads and hydrates`, async ({ page }) => {
      expect(await layoutShiftAfterLoad(page, path, form)).toBeLessThan(0.001);
    });
  }

  test("/productos does not shift while its cards' 'Agregar' come alive", async ({ page }) => {
    expect(await layoutShiftAfterLoad(page, "/productos", "main")).toBeLessThan(0.001);
  });

  test("a product page does not shift while its quotation block (a bar on a phone) comes alive, with the product in the list or not", async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, (item) => item.srcImg.length > 1);
    expect(await layoutShiftAfterLoad(page, productPath(product), "main")).toBeLessThan(0.001);
    await page.getByRole("button", { name: "Agregar a la Cotización" }).click();
    await expect(page.getByText("¡Agregado!")).toBeVisible();
    expect(await layoutShiftAfterLoad(page, productPath(product), "main")).toBeLessThan(0.001);
  });

  test("/cotizacion with products in the list shifts no more than the list's own arrival", async ({
    page,
  }) => {
    await page.goto("/productos");
    await page.getByRole("region", { name: "Productos" }).getByRole("link").first().click();
    await page.getByRole("button", { name: "Agregar a la Cotización" }).click();
    await expect(page.getByText("Agregado!")).toBeVisible();
    // The form itself must not collapse and come back: only the list (above it on a phone) grows.
    expect(await layoutShiftAfterLoad(page, "/cotizacion", "#quote-form")).toBeLessThan(0.1);
  });
});
