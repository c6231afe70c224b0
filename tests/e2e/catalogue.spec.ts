import { expect, type Page, test } from "./support/test";
import { openE2eDatabase } from "./support/database";
import { listAllProducts } from "./support/catalog";
import { lockSpareCatalogue, unlockSpareCatalogue } from "./support/spare-catalogue-lock";

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
    await expect(page.getByText("¡Sin resultados!")).toHaveCount(0);

    await page.goto("/productos?categoryId=19&page=abc");
    await expect(page).toHaveURL(/\/productos\?categoryId=19$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zunchadoras eléctricas");

    await page.goto("/productos?name=nada-que-coincida&page=4");
    await expect(page).toHaveURL(/\/productos\?name=nada-que-coincida$/);
    await expect(page.getByText("¡Sin resultados!")).toBeVisible();
    await expect(pagination(page)).toHaveCount(0);
  });

  test("expands a parent category, filters by a leaf, and clears it with a second click", async ({
    page,
  }) => {
    await page.goto("/productos");
    // On a phone the list is folded under "Filtrar por categoría" (see the test below).
    const fold = page.getByText("Filtrar por categoría");
    if (await fold.isVisible()) await fold.click();
    const sidebar = page.getByRole("navigation", { name: "Categorías" });
    const leaf = sidebar.getByRole("link", { name: "Zunchadoras eléctricas" });
    await expect(leaf).toBeHidden();
    await sidebar.getByText("Máquinas y herramientas").click();
    await expect(leaf).toBeVisible();
    await leaf.click();
    await expect(page).toHaveURL(/\/productos\?categoryId=19$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zunchadoras eléctricas");
    if (await fold.isVisible()) await fold.click();
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

  test("finds a product by its code", async ({ page, request }) => {
    const { products } = (await (await request.get("/api/products?page=0")).json()) as {
      products: { name: string; code: string }[];
    };
    const wanted = products.find((product) => !product.name.includes(product.code))!;
    await page.goto("/productos");
    const box = page.getByRole("searchbox", { name: "Buscar productos por nombre, código" });
    await box.fill(wanted.code.toLowerCase());
    await box.press("Enter");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole("heading")).toHaveText(wanted.name);
  });

  test("says '¡Sin resultados!' when nothing matches", async ({ page }) => {
    await page.goto("/productos");
    const box = page.getByRole("searchbox", { name: "Buscar productos por nombre" });
    await box.fill("xyzzy inexistente");
    await box.press("Enter");
    await expect(page.getByText("¡Sin resultados!")).toBeVisible();
    await expect(pagination(page)).toHaveCount(0);
  });

  test("links every card to its product page and shows its picture whole in 4:3", async ({ page }) => {
    await page.goto("/productos");
    const name = await cards(page).first().getByRole("heading").textContent();
    const link = cards(page).first().getByRole("link", { name: name!, exact: true });
    await expect(link).toHaveAttribute("href", /^\/productos\/[a-z0-9-]+\?producto=\d+$/);
    const picture = await cards(page)
      .first()
      .locator("picture img")
      .evaluate((image) => {
        const box = image.parentElement!.parentElement!.getBoundingClientRect();
        return { ratio: box.width / box.height, fit: getComputedStyle(image).objectFit };
      });
    expect(picture.ratio).toBeCloseTo(4 / 3, 2);
    expect(picture.fit).toBe("contain");
    await link.click();
    await expect(page.getByRole("button", { name: "Agregar a la Cotización" })).toBeVisible();
  });

  test("each card shows the product's code, key figure and unit of sale", async ({ page, request }) => {
    const { products } = (await (await request.get("/api/products?page=0")).json()) as {
      products: { id: number; name: string; code: string; unit: string }[];
    };
    const first = products[0]!;
    const detail = (await (await request.get(`/api/products/${first.id}`)).json()) as {
      jsonDetails: { specifications: { key: string; value: string }[] };
    };
    // The demo's first product is a strap: its key figure is its width.
    const width = detail.jsonDetails.specifications.find((item) => item.key === "Ancho")!;
    await page.goto("/productos");
    const card = cards(page).first();
    await expect(card.getByRole("heading")).toHaveText(first.name);
    await expect(card.getByText(first.code, { exact: true })).toBeVisible();
    await expect(card.getByRole("definition").first()).toHaveText(width.value);
    await expect(card.getByRole("term").first()).toHaveText("Ancho");
    await expect(card.getByRole("term").last()).toHaveText("Unidad de venta");
    await expect(card.getByRole("definition").last()).toHaveText(first.unit);
  });

  test("a card's 'Agregar' adds one unit and stays on the catalogue, like the product page's button", async ({
    page,
    request,
  }) => {
    const { products } = (await (await request.get("/api/products?page=0")).json()) as {
      products: { name: string; code: string; unit: string }[];
    };
    const [first, second] = products;
    await page.goto("/productos");
    await expect(page.getByLabel("0 productos en la cotización").first()).toBeAttached();
    const card = cards(page).filter({ hasText: first!.name });
    await card.getByRole("button", { name: `Agregar ${first!.name} a la cotización` }).click();
    await expect(card.getByText("¡Agregado!")).toBeVisible();
    await expect(page.getByLabel("1 producto en la cotización").first()).toBeAttached();
    // The button stays where it was, focused, marked as done.
    const done = card.getByRole("button", { name: "¡Agregado!" });
    await expect(done).toBeFocused();
    await expect(done).toBeDisabled();
    await cards(page)
      .filter({ hasText: second!.name })
      .getByRole("button", { name: `Agregar ${second!.name} a la cotización` })
      .click();
    await expect(page.getByLabel("2 productos en la cotización").first()).toBeAttached();
    await expect(page).toHaveURL(/\/productos$/);

    await page.goto("/cotizacion");
    const line = page
      .getByRole("region", { name: "Detalle de la cotización" })
      .getByRole("listitem")
      .filter({ hasText: first!.name });
    await expect(line.getByRole("spinbutton", { name: "Cantidad" })).toHaveValue("1");
    await expect(line.getByText(first!.code, { exact: true })).toBeVisible();
    await expect(line.getByText(first!.unit, { exact: true })).toBeVisible();
  });

  test("on a phone the categories fold under 'Filtrar por categoría' and the first screen shows products", async ({
    page,
  }) => {
    const phone = (page.viewportSize()?.width ?? 0) < 1024;
    await page.goto("/productos");
    const fold = page.getByText("Filtrar por categoría");
    const list = page.getByRole("navigation", { name: "Categorías" });
    if (!phone) {
      // From 1024 px the list is always there and the fold's summary is not.
      await expect(list).toBeVisible();
      await expect(fold).toBeHidden();
      return;
    }
    await expect(list).toBeHidden();
    const firstPicture = cards(page).first().locator("picture img");
    const seen = await firstPicture.evaluate((image) => {
      const bar = document.querySelector('nav[aria-label="Barra inferior"]')!.getBoundingClientRect();
      return image.getBoundingClientRect().top < bar.top - 100;
    });
    expect(seen, "the first card's picture starts on the first screen, above the bottom bar").toBe(true);
    await fold.click();
    await list.getByText("Máquinas y herramientas").click();
    await list.getByRole("link", { name: "Zunchadoras eléctricas" }).click();
    await expect(page).toHaveURL(/\/productos\?categoryId=19$/);
    // Folded again on the new page, it names the chosen category.
    await expect(page.getByText("Filtrar por categoría: Zunchadoras eléctricas")).toBeVisible();
    await expect(list).toBeHidden();
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
    await lockSpareCatalogue();
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
      unlockSpareCatalogue();
    }
    await page.goto(`${process.env.E2E_SPARE_URL}/productos`);
    await expect(page.getByRole("region", { name: "Productos" })).toBeVisible();
  });
});

test.describe("catalogue without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a card's 'Agregar' leads to the product page, where the quantity is chosen", async ({ page }) => {
    await page.goto("/productos");
    const card = cards(page).first();
    const name = await card.getByRole("heading").textContent();
    const add = card.getByRole("link", { name: `Agregar ${name} a la cotización` });
    const href = await card.getByRole("link", { name: name!, exact: true }).getAttribute("href");
    await expect(add).toHaveAttribute("href", href!);
    await add.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name!);
    // Which says plainly what works without JavaScript.
    await expect(
      page.getByText(/active JavaScript, o escríbanos desde Contacto con el código/),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Contacto", exact: true }).last()).toHaveAttribute(
      "href",
      "/contacto",
    );
  });
});
