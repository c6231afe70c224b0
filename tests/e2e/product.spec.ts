import { readFile } from "node:fs/promises";
import { expect, test } from "./support/test";
import { findProduct, productPath } from "./support/catalog";

test.describe("product detail", () => {
  test("the gallery's arrows wrap around and its thumbnails select", async ({ page, request }) => {
    const product = await findProduct(request, (item) => item.srcImg.length >= 3);
    const count = product.srcImg.length;
    await page.goto(productPath(product));
    const gallery = page.getByRole("region", { name: /^Imágenes de/ });
    const current = gallery
      .getByRole("button", { name: /^Ver imagen/ })
      .and(gallery.locator("[aria-current=true]"));
    await expect(current).toHaveAccessibleName(`Ver imagen 1 de ${count}`);
    await gallery.getByRole("button", { name: "Imagen anterior" }).click();
    await expect(current).toHaveAccessibleName(`Ver imagen ${count} de ${count}`);
    await gallery.getByRole("button", { name: "Imagen siguiente" }).click();
    await expect(current).toHaveAccessibleName(`Ver imagen 1 de ${count}`);
    await gallery.getByRole("button", { name: `Ver imagen 2 de ${count}` }).click();
    await expect(current).toHaveAccessibleName(`Ver imagen 2 de ${count}`);
    await expect(gallery.getByRole("img", { name: new RegExp(`imagen 2 de ${count}`) })).toBeVisible();
    await gallery.getByRole("group").focus();
    await page.keyboard.press("ArrowRight");
    await expect(current).toHaveAccessibleName(`Ver imagen 3 de ${count}`);
  });

  test("shows Información first, and Especificaciones, Descargas and Videos only when there are any", async ({
    page,
    request,
  }) => {
    const full = await findProduct(
      request,
      (item) => item.jsonDetails.downloads.length > 0 && item.jsonDetails.videos.length > 0,
    );
    await page.goto(productPath(full));
    const tabs = page.getByRole("tablist", { name: "Detalles del producto" }).getByRole("tab");
    await expect(tabs).toHaveText(["Especificaciones", "Información", "Descargas", "Videos"]);
    await expect(page.getByRole("tab", { name: "Información" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Descargas" }).click();
    const download = page
      .getByRole("tabpanel")
      .getByRole("link", { name: new RegExp(full.jsonDetails.downloads[0]!.name.replace(/[()]/g, ".")) });
    await expect(download).toHaveAttribute("href", full.jsonDetails.downloads[0]!.link);
    // The datasheet is a download (decision 061): the buyer gets the PDF itself, under its name.
    const saved = page.waitForEvent("download");
    await download.click();
    const file = await saved;
    expect(file.suggestedFilename()).toMatch(/^[\w.-]+\.pdf$/);
    expect((await readFile((await file.path())!)).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await page.getByRole("tab", { name: "Descargas" }).press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Videos" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Videos" })).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("iframe")).toHaveCount(0);
    await page
      .getByRole("tabpanel")
      .getByRole("button", { name: /Reproducir video 1/ })
      .click();
    await expect(page.locator("iframe")).toHaveAttribute(
      "src",
      new RegExp(`youtube-nocookie\\.com/embed/${full.jsonDetails.videos[0]}`),
    );
    await page.getByRole("tab", { name: "Videos" }).press("Home");
    await expect(page.getByRole("tab", { name: "Especificaciones" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("tabpanel")).toContainText(
      String((full.jsonDetails.specifications[0] as { key: string }).key),
    );

    const plain = await findProduct(
      request,
      (item) => item.jsonDetails.downloads.length === 0 && item.jsonDetails.videos.length === 0,
    );
    await page.goto(productPath(plain));
    await expect(page.getByRole("tab", { name: "Descargas" })).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "Videos" })).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "Información" })).toHaveAttribute("aria-selected", "true");
  });

  test("the stepper starts at 1, never goes below 1, and typing changes nothing", async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, () => true);
    await page.goto(productPath(product));
    const box = page.getByRole("spinbutton", { name: "Cantidad" });
    await expect(box).toHaveValue("1");
    await expect(box).toHaveAttribute("min", "0");
    await expect(box).toHaveAttribute("max", "455");
    await expect(box).toHaveAttribute("step", "1");
    await expect(page.getByRole("button", { name: "Disminuir cantidad" })).toBeDisabled();
    for (let index = 0; index < 4; index += 1)
      await page.getByRole("button", { name: "Aumentar cantidad" }).click();
    await expect(box).toHaveValue("5");
    await page.getByRole("button", { name: "Disminuir cantidad" }).click();
    await expect(box).toHaveValue("4");
    await box.press("9");
    await box.press("ArrowUp");
    await expect(box).toHaveValue("4");
  });

  test("adds the product to the quotation and shows 'Agregado!', with the count in the header", async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, () => true);
    await page.goto(productPath(product));
    await page.getByRole("button", { name: "Aumentar cantidad" }).click();
    await page.getByRole("button", { name: "Agregar a la Cotización" }).click();
    await expect(page.getByText("Agregado!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Volver a productos" })).toHaveAttribute(
      "href",
      "/productos",
    );
    await expect(page.getByLabel("1 producto en la cotización").first()).toBeAttached();
    await page.reload();
    await expect(page.getByText("Agregado!")).toBeVisible();
    await page.getByRole("link", { name: "Ir a mi Cotización" }).click();
    await expect(page).toHaveURL(/\/cotizacion$/);
    await expect(page.getByRole("spinbutton", { name: "Cantidad" })).toHaveValue("2");
  });

  test("shows the code and unit of sale, and says what the quantity counts", async ({ page, request }) => {
    const product = await findProduct(request, (item) => item.unit === "bobina");
    await page.goto(productPath(product));
    const facts = page.getByRole("main").getByRole("definition");
    await expect(facts).toHaveText([product.code, "bobina"]);
    await expect(page.getByText("Cantidad en bobinas")).toBeVisible();
  });

  test("never breaks a model code in the product's name", async ({ page, request }) => {
    const product = await findProduct(request, (item) => /\bKB-19\b/.test(item.name));
    await page.goto(productPath(product));
    const lines = await page
      .getByRole("heading", { level: 1 })
      .getByText("KB-19", { exact: true })
      .evaluate((code) => ({ rects: code.getClientRects().length, wrap: getComputedStyle(code).whiteSpace }));
    expect(lines).toEqual({ rects: 1, wrap: "nowrap" });
  });

  test("shows every tab on screen, wrapping rather than scrolling them out of sight", async ({
    page,
    request,
  }) => {
    const full = await findProduct(
      request,
      (item) =>
        item.jsonDetails.specifications.length > 0 &&
        item.jsonDetails.downloads.length > 0 &&
        item.jsonDetails.videos.length > 0,
    );
    await page.goto(productPath(full));
    const width = page.viewportSize()!.width;
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveCount(4);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      const label = (await tab.textContent()) ?? "";
      expect(box.x, label).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, label).toBeLessThanOrEqual(width);
    }
    const list = await page.getByRole("tablist").evaluate((node) => node.scrollWidth <= node.clientWidth);
    expect(list, "nothing to scroll sideways in the tab list").toBe(true);
  });

  test("on a phone 'Agregar a la Cotización' stays in a bar at the bottom, above the navigation", async ({
    page,
    request,
  }) => {
    test.skip((page.viewportSize()?.width ?? 0) >= 1024, "a bar on phones only");
    const product = await findProduct(request, (item) => item.jsonDetails.specifications.length > 0);
    await page.goto(productPath(product));
    const add = page.getByRole("button", { name: "Agregar a la Cotización" });
    const navigation = page.getByRole("navigation", { name: "Barra inferior" });
    const placeOf = async () => {
      const button = (await add.boundingBox())!;
      const bar = (await navigation.boundingBox())!;
      return { bottom: Math.round(button.y + button.height), navigationTop: Math.round(bar.y) };
    };
    const first = await placeOf();
    expect(first.bottom, "on the first screen, above the bottom navigation").toBeLessThanOrEqual(
      first.navigationTop,
    );
    expect(first.navigationTop - first.bottom, "right above it").toBeLessThan(24);
    // Reading the specifications further down, the bar is still in the same place.
    await page.getByRole("tab", { name: "Especificaciones" }).click();
    await page.getByRole("tabpanel").scrollIntoViewIfNeeded();
    expect(await placeOf()).toEqual(first);
    // Near the footer the bar scrolls up with the page, past the chat button: the bar stays on top.
    const footerTop = await page
      .getByRole("contentinfo")
      .evaluate((footer) => footer.getBoundingClientRect().top + window.scrollY);
    const viewport = page.viewportSize()!.height;
    for (let y = footerTop - viewport; y <= footerTop; y += 40) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const hit = await add.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const middle = box.top + box.height / 2;
        if (middle < 0 || middle > window.innerHeight) return true;
        // Across its width: the chat button sits at the right edge of the screen.
        return [0.1, 0.5, 0.9].every((at) =>
          button.contains(document.elementFromPoint(box.left + box.width * at, middle)),
        );
      });
      expect(hit, `the button is not covered, scrolled to ${y}`).toBe(true);
    }
    await add.click();
    await expect(page.getByText("¡Agregado!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Ir a mi Cotización" })).toBeInViewport();
    await expect(page.getByLabel("1 producto en la cotización").first()).toBeAttached();
  });

  test("updates the header count in another open tab", async ({ page, context, request }) => {
    const product = await findProduct(request, () => true);
    const other = await context.newPage();
    await other.goto("/");
    await expect(other.getByLabel("0 productos en la cotización").first()).toBeAttached();
    await page.goto(productPath(product));
    await page.getByRole("button", { name: "Agregar a la Cotización" }).click();
    await expect(other.getByLabel("1 producto en la cotización").first()).toBeAttached();
  });

  test("'Volver' goes back one page", async ({ page }) => {
    await page.goto("/productos?page=2");
    await page.getByRole("region", { name: "Productos" }).getByRole("link").first().click();
    await page.getByRole("button", { name: "Volver" }).click();
    await expect(page).toHaveURL(/\/productos\?page=2$/);
  });

  test("an unknown product answers 404 with a way back to the catalogue", async ({ page }) => {
    const response = await page.goto("/productos/no-existe?producto=999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "No encontramos este producto" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Ver el catálogo" })).toHaveAttribute(
      "href",
      "/productos",
    );
  });

  test("a wrong slug redirects permanently to the product's address", async ({ request }) => {
    const product = await findProduct(request, () => true);
    const response = await request.get(`/productos/otro-nombre?producto=${product.id}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(productPath(product));
  });
});
