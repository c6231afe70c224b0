import { expect, type Page, test } from "./support/test";
import { waitForHydration } from "./support/hydration";

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

test.describe("desktop menu", () => {
  test.beforeEach(async ({ page }) => {
    test.skip(isMobile(page), "desktop only");
    await page.goto("/");
  });

  test("keeps the home page's mobile links to itself", async ({ page }) => {
    await expect(page.getByRole("navigation", { name: "Accesos rápidos" })).toBeHidden();
  });

  test("shows phone, e-mail and the Cotización link in the top bar", async ({ page }) => {
    const main = page.getByRole("banner");
    await expect(main.getByRole("link", { name: "+51 1 715 4200" })).toBeVisible();
    await expect(main.getByRole("link", { name: "ventas@kordex.com.pe" })).toBeVisible();
    await expect(main.getByRole("link", { name: /Cotización/ }).first()).toHaveAttribute(
      "href",
      "/cotizacion",
    );
  });

  test("opens a dropdown on hover and follows its links", async ({ page }) => {
    const menu = page.getByRole("navigation", { name: "Principal" });
    await menu.getByRole("link", { name: "MERCADOS" }).hover();
    const mining = menu.getByRole("link", { name: "Minería" });
    await expect(mining).toBeVisible();
    await expect(menu.getByRole("button", { name: "Submenú mercados" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    for (const name of [
      "Forestal",
      "Agrícola",
      "Siderúrgica",
      "Construcción",
      "Cerámica",
      "Envases",
      "Fibras y textiles",
      "Papel",
      "Vidrio",
    ]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await mining.click();
    await expect(page).toHaveURL(/\/mineria$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("lists the SPEC's entries in each dropdown", async ({ page }) => {
    const menu = page.getByRole("navigation", { name: "Principal" });
    await menu.getByRole("link", { name: "NOSOTROS" }).hover();
    for (const [name, href] of [
      ["Nosotros", "/nosotros"],
      ["Política de calidad", "/politica-calidad"],
      ["Código de ética", "/codigo-etica"],
    ] as const) {
      await expect(menu.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await menu.getByRole("link", { name: "SOLUCIONES" }).hover();
    for (const href of [
      "/soluciones",
      "/zunchos-herramientas",
      "/envolvedora",
      "/film-embalaje",
      "/airpads",
    ]) {
      await expect(menu.locator(`a[href="${href}"]:visible`).first()).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "PRODUCTOS" })).toHaveAttribute("href", "/productos");
    await expect(menu.getByRole("link", { name: "SERVICIO TÉCNICO" })).toHaveAttribute(
      "href",
      "/servicio-tecnico",
    );
    await expect(menu.getByRole("link", { name: "CONTACTO" })).toHaveAttribute("href", "/contacto");
  });

  test("works with the keyboard: open, move in, Escape closes and returns focus", async ({ page }) => {
    const menu = page.getByRole("navigation", { name: "Principal" });
    const toggle = menu.getByRole("button", { name: "Submenú soluciones" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: "Todas las soluciones" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Zunchos y herramientas" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await expect(menu.getByRole("link", { name: "Zunchos y herramientas" })).toBeHidden();
  });

  test("closes on a click outside", async ({ page }) => {
    const menu = page.getByRole("navigation", { name: "Principal" });
    const toggle = menu.getByRole("button", { name: "Submenú nosotros" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(10, 600);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("shows the compact menu while scrolling up after 5% of the page, and hides it scrolling down", async ({
    page,
  }) => {
    const compact = page.getByRole("navigation", { name: "Menú compacto" });
    await expect(compact).toHaveCount(0);
    const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    await page.mouse.wheel(0, height * 0.02);
    await page.mouse.wheel(0, -10);
    await expect(compact).toHaveCount(0);
    await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * 0.5));
    await page.mouse.wheel(0, -200);
    await expect(compact).toBeVisible();
    await page.mouse.wheel(0, 400);
    await expect(compact).toHaveCount(0);
  });
});

test.describe("mobile menu", () => {
  test.beforeEach(async ({ page }) => {
    test.skip(!isMobile(page), "mobile only");
    await page.goto("/");
  });

  test("opens full screen from the bottom bar, keeps focus inside, and closes when a link is tapped", async ({
    page,
  }) => {
    const opener = page
      .getByRole("navigation", { name: "Barra inferior" })
      .getByRole("button", { name: "Menú" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Menú" });
    await expect(dialog).toBeVisible();
    for (let index = 0; index < 60; index += 1) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await dialog.getByRole("link", { name: "Minería" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/mineria$/);
  });

  test("closes on Escape and returns focus to the Menú button", async ({ page }) => {
    const opener = page
      .getByRole("navigation", { name: "Barra inferior" })
      .getByRole("button", { name: "Menú" });
    await opener.click();
    await expect(page.getByRole("dialog", { name: "Menú" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menú" })).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the home page links to strapping, its tools and technical service", async ({ page }) => {
    const links = page.getByRole("navigation", { name: "Accesos rápidos" }).getByRole("link");
    await expect(links).toHaveText(["Zunchos", "Herramientas", "Servicio técnico"]);
    await waitForHydration(page);
    await links.filter({ hasText: "Herramientas" }).click();
    await expect(page).toHaveURL(/\/zunchos-herramientas#herramientas$/);
    await expect(page.locator("#herramientas")).toBeInViewport();
    await page.goBack();
    await links.filter({ hasText: "Servicio técnico" }).click();
    await expect(page).toHaveURL(/\/servicio-tecnico$/);
    await page.goBack();
    await links.filter({ hasText: "Zunchos" }).click();
    await expect(page).toHaveURL(/\/zunchos-herramientas$/);
  });

  test("shows the quotation count in the bottom bar", async ({ page }) => {
    const bar = page.getByRole("navigation", { name: "Barra inferior" });
    await expect(bar.getByRole("link", { name: /Cotización/ })).toHaveAttribute("href", "/cotizacion");
    await expect(bar.getByLabel("0 productos en la cotización")).toBeVisible();
  });
});

test.describe("scrolling and links", () => {
  test("an address with a hash smooth-scrolls to that element", async ({ page }) => {
    await page.goto("/servicio-tecnico#service-form");
    await expect(page.locator("#service-form")).toBeInViewport();
  });

  test("a page change scrolls to the top", async ({ page }) => {
    await page.goto("/nosotros");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Minería" }).click();
    await expect(page).toHaveURL(/\/mineria$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the footer lists the seven product categories, solutions, markets and company pages", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const products = footer.getByRole("navigation", { name: "Productos (pie de página)" }).getByRole("link");
    // SPEC order: packaging accessories, airpads, support tools, wrapping machines, machines and
    // tools, packaging systems, strapping.
    await expect(products).toHaveText([
      "Accesorios de embalaje",
      "Airpad",
      "Herramientas de apoyo",
      "Máquinas envolvedoras",
      "Máquinas y herramientas",
      "Sistemas de embalaje",
      "Zunchos",
    ]);
    for (const link of await products.all())
      await expect(link).toHaveAttribute("href", /^\/productos\?categoryId=\d+$/);
    await expect(footer.getByText(/Lurín, Lima/)).toBeVisible();
    await expect(footer.getByText(/© 2025/)).toBeVisible();
  });

  test("the floating chat button opens a WhatsApp click-to-chat link", async ({ page }) => {
    await page.goto("/");
    const chat = page.getByRole("link", { name: /WhatsApp/ });
    await expect(chat).toHaveAttribute("href", /^https:\/\/wa\.me\/51\d+\?text=/);
    await expect(chat).toHaveAttribute("target", "_blank");
  });
});
