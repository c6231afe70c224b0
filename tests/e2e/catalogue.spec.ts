import { expect, type Page, test } from "@playwright/test";
import { openE2eDatabase } from "./support/database";
import { listAllProducts } from "./support/catalog";

const cards = (page: Page) => page.getByRole("region", { name: "Productos" }).getByRole("listitem");
const pagination = (page: Page) => page.getByRole("navigation", { name: "Paginación" });

test.describe("catalogue", () => {
  test("is paged with Previous / Next, stopping at both ends", async ({ page, request }) => {
    const total = (await listAllProducts(request)).length;
    const pages = Math.ceil(total / 12);
    await page.goto("/productos");
    await expect(cards(page)).toHaveCount(12);
    await expect(pagination(page).getByText(`página 1 de ${pages}`)).toBeVisible();
    await expect(pagination(page).getByText("← Anterior")).toHaveAttribute("aria-disabled", "true");
    const firstName = await cards(page).first().getByRole("heading").textContent();
    for (let index = 2; index <= pages; index += 1) {
      await pagination(page).getByRole("link", { name: "Siguiente →" }).click();
      await expect(page).toHaveURL(new RegExp(`page=${index}`));
      await expect(pagination(page).getByText(`página ${index} de ${pages}`)).toBeVisible();
    }
    await expect(pagination(page).getByText("Siguiente →")).toHaveAttribute("aria-disabled", "true");
    await expect(cards(page)).toHaveCount(total - 12 * (pages - 1));
    for (let index = pages - 1; index >= 1; index -= 1) {
      await pagination(page).getByRole("link", { name: "← Anterior" }).click();
      await expect(pagination(page).getByText(`página ${index} de ${pages}`)).toBeVisible();
    }
    await expect(page).toHaveURL(/\/productos$/);
    await expect(cards(page).first().getByRole("heading")).toHaveText(firstName!);
    await page.goBack();
    await expect(pagination(page).getByText(`página 2 de ${pages}`)).toBeVisible();
  });

  test("sends a page past the end to the last page and a page that is not a number to the first", async ({
    page,
    request,
  }) => {
    const total = (await listAllProducts(request)).length;
    const pages = Math.ceil(total / 12);
    await page.goto("/productos?page=99");
    await expect(page).toHaveURL(new RegExp(`/productos\\?page=${pages}$`));
    await expect(pagination(page).getByText(`página ${pages} de ${pages}`)).toBeVisible();
    await expect(page.getByText(`${total} productos`)).toBeVisible();
    await expect(cards(page)).toHaveCount(total - 12 * (pages - 1));
    await expect(page.getByText("Sin resultados!!")).toHaveCount(0);

    await page.goto("/productos?categoryId=19&page=abc");
    await expect(page).toHaveURL(/\/productos\?categoryId=19$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zunchadoras eléctricas");

    await page.goto("/productos?name=nada-que-coincida&page=4");
    await expect(page).toHaveURL(/\/productos\?name=nada-que-coincida$/);
    await expect(page.getByText("Sin resultados!!")).toBeVisible();
    await expect(pagination(page)).toHaveCount(0);
  });

  test("expands a parent category, filters by a leaf, and clears it with a second click", async ({
    page,
  }) => {
    await page.goto("/productos");
    const sidebar = page.getByRole("navigation", { name: "Categorías" });
    const leaf = sidebar.getByRole("link", { name: "Zunchadoras eléctricas" });
    await expect(leaf).toBeHidden();
    await sidebar.getByText("MÁQUINAS Y HERRAMIENTAS").click();
    await expect(leaf).toBeVisible();
    await leaf.click();
    await expect(page).toHaveURL(/\/productos\?categoryId=19$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zunchadoras eléctricas");
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(1);
    await expect(pagination(page)).toHaveCount(0);
    await sidebar.getByRole("link", { name: /Zunchadoras eléctricas/ }).click();
    await expect(page).toHaveURL(/\/productos$/);
    await expect(cards(page)).toHaveCount(12);
  });

  test("searches after 800 ms without typing, accent-insensitively, clearing category and page", async ({
    page,
    request,
  }) => {
    // The API answers the same search: how many products the page must end up showing.
    const matches = (
      (await (await request.get("/api/products?name=maquina&page=0")).json()) as { products: unknown[] }
    ).products.length;
    expect(matches).toBeGreaterThan(0);
    await page.goto("/productos?categoryId=19&page=1");
    // Measured in the page: when each keystroke changed the box, and when the data request started.
    await page.evaluate(() => {
      const keys: number[] = [];
      (window as unknown as { keyTimes: number[] }).keyTimes = keys;
      document.addEventListener("input", () => keys.push(performance.now()), true);
    });
    const box = page.getByRole("searchbox", { name: "Buscar productos por nombre" });
    await box.pressSequentially("maquina", { delay: 150 });
    await expect(page).toHaveURL(/\/productos\?name=maquina$/);
    const timing = await page.evaluate(() => ({
      lastKey: Math.max(...(window as unknown as { keyTimes: number[] }).keyTimes),
      requests: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.includes("/productos.data"))
        .map((entry) => entry.startTime),
    }));
    expect(timing.requests).toHaveLength(1);
    expect(timing.requests[0]! - timing.lastKey).toBeGreaterThanOrEqual(790);
    // The address changes before React commits the new list; wait for the list, never read it once.
    await expect(cards(page)).toHaveCount(matches);
    await expect(cards(page).first().getByRole("heading")).toHaveText(/Máquina/i);

    await box.fill("MÁQUINA");
    await box.press("Enter");
    await expect(page).toHaveURL(/name=M%C3%81QUINA/);
    await expect(cards(page)).toHaveCount(matches);
  });

  test("finds a buyer's words in subtitles, categories and specifications, name matches first", async ({
    page,
    request,
  }) => {
    // What the API answers for the same words: the list the page must end up showing, in order.
    const { products } = (await (await request.get("/api/products?name=zuncho%20pp&page=0")).json()) as {
      products: { name: string; subtitle: string }[];
    };
    const viaSubtitle = products.filter(
      (product) => !/\bpp\b/i.test(product.name) && /\bpp\b/i.test(product.subtitle),
    );
    expect(viaSubtitle.length).toBeGreaterThanOrEqual(5);
    expect(products[0]!.name).toMatch(/zuncho.*\bPP\b/i);
    await page.goto("/productos?categoryId=19");
    const box = page.getByRole("searchbox", { name: "Buscar productos" });
    await box.fill("Zuncho PP");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/productos\?name=Zuncho(\+|%20)PP$/);
    // The address changes before React commits the new list; wait for the list, never read it once.
    await expect(cards(page)).toHaveCount(products.length);
    await expect(cards(page).getByRole("heading")).toHaveText(products.map((product) => product.name));
  });

  test("says 'Sin resultados!!' when nothing matches", async ({ page }) => {
    await page.goto("/productos");
    const box = page.getByRole("searchbox", { name: "Buscar productos por nombre" });
    await box.fill("xyzzy inexistente");
    await box.press("Enter");
    await expect(page.getByText("Sin resultados!!")).toBeVisible();
    await expect(pagination(page)).toHaveCount(0);
  });

  test("links every card to its product page", async ({ page }) => {
    await page.goto("/productos");
    const link = cards(page).first().getByRole("link");
    await expect(link).toHaveAttribute("href", /^\/productos\/[a-z0-9-]+\?producto=\d+$/);
    const height = await cards(page)
      .first()
      .locator("picture")
      .evaluate((node) => node.parentElement!.getBoundingClientRect().height);
    expect(height).toBe((page.viewportSize()?.width ?? 0) >= 768 ? 450 : 250);
    await link.click();
    await expect(page.getByRole("button", { name: "Agregar a la Cotización" })).toBeVisible();
  });

  test("shows a loading spinner while the next page loads", async ({ page }) => {
    await page.goto("/productos");
    await page.route(/\/productos\.data/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await pagination(page).getByRole("link", { name: "Siguiente →" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Cargando productos..." })).toBeAttached();
    await expect(pagination(page).getByText(/página 2 de/)).toBeVisible();
  });
});

test.describe("catalogue when the data cannot be read", () => {
  test("shows the full-page error message with its icon", async ({ page }) => {
    test.skip(
      (page.viewportSize()?.width ?? 0) < 768,
      "one viewport is enough: it changes the spare server's database",
    );
    const db = openE2eDatabase(process.env.E2E_SPARE_DATA_DIR);
    db.exec("alter table product rename to product_offline");
    try {
      await page.goto(`${process.env.E2E_SPARE_URL}/productos`);
      await expect(
        page.getByRole("heading", { name: "¡Lo sentimos, ocurrió un error! Intente más tarde." }),
      ).toBeVisible();
    } finally {
      db.exec("alter table product_offline rename to product");
      db.close();
    }
    await page.goto(`${process.env.E2E_SPARE_URL}/productos`);
    await expect(page.getByRole("region", { name: "Productos" })).toBeVisible();
  });
});
