// /admin/productos (administrators): create a product with a specification and a video link through
// the form, see it in the public catalogue and on its page; change its slug and follow the old
// address (a document and an in-app navigation) to the new one; hide it and see it gone from the
// catalogue, the sitemap and the API. A `ventas` account gets 403; axe at both widths. Changes run
// on the spare server (its own database), on one viewport, so the main server's catalogue journeys
// keep the seeded counts.
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, expectNoSidewaysScroll, FORBIDDEN } from "./support/back-office";
import { createStaff, signIn } from "./support/staff";
import { lockSpareCatalogue, unlockSpareCatalogue } from "./support/spare-catalogue-lock";

test.use({ baseURL: process.env.E2E_SPARE_URL });
const spareDir = process.env.E2E_SPARE_DATA_DIR;

test.describe("products in the back office", () => {
  // The spare catalogue is shared with catalogue.spec.ts's offline test (support/spare-catalogue-lock.ts).
  test.beforeEach(lockSpareCatalogue);
  test.afterEach(unlockSpareCatalogue);

  test("create, see it public, change the slug, follow the old address, hide it", async ({
    page,
    browser,
  }) => {
    test.skip(
      (page.viewportSize()?.width ?? 0) < 768,
      "one viewport: it changes the spare server's catalogue",
    );
    await signIn(page, createStaff("admin", spareDir));
    const tag = randomBytes(3).toString("hex");
    const name = `Tensor de prueba ${tag}`;
    await page.goto("/admin/productos/nuevo");
    await page.getByLabel("Código").fill(`tp-${tag}`);
    await page.getByLabel("Nombre", { exact: true }).fill(name);
    await page.getByLabel("Categoría").selectOption({ label: "Herramientas manuales" });
    await page.getByLabel("Unidad de venta").fill("unidad");
    await page.getByLabel("Nombre 1").fill("Ancho de zuncho");
    await page.getByLabel("Valor 1").fill("16 mm");
    await page.getByRole("button", { name: "+ Agregar video" }).click();
    await page.getByLabel("Enlace del video 1").fill("https://vimeo.com/123");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Pegue un enlace de YouTube", { exact: false })).toBeVisible();
    await page.getByLabel("Enlace del video 1").fill("https://youtu.be/dQw4w9WgXcQ?si=x");
    await page.getByRole("button", { name: "Vista previa" }).click();
    await expect(page.getByRole("heading", { name: "Vista previa (aún no se guardó)" })).toBeVisible();
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByRole("status")).toHaveText("Se creó el producto.");
    const id = /\/admin\/productos\/(\d+)/.exec(page.url())![1]!;

    const visitor = await browser.newContext({ baseURL: process.env.E2E_SPARE_URL });
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/productos?name=${tag}`);
    await publicPage.getByRole("link", { name, exact: true }).click();
    await expect(publicPage).toHaveURL(new RegExp(`/productos/tensor-de-prueba-${tag}\\?producto=${id}$`));
    await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText(name);
    await publicPage.getByRole("tab", { name: "Especificaciones" }).click();
    await expect(publicPage.getByText("16 mm")).toBeVisible();
    await publicPage.getByRole("tab", { name: "Videos" }).click();
    await expect(
      publicPage.getByRole("button", { name: new RegExp(`video 1 de ${name}`, "i") }),
    ).toBeVisible();

    await page.getByLabel("Dirección (slug)").fill(`tensor-renombrado-${tag}`);
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByRole("status")).toHaveText(`Se guardó «${name}» (dirección).`);
    const fresh = await browser.newContext({ baseURL: process.env.E2E_SPARE_URL });
    const reader = await fresh.newPage();
    const old = await reader.request.get(`/productos/tensor-de-prueba-${tag}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/productos/tensor-renombrado-${tag}?producto=${id}`);
    await reader.goto(`/productos/tensor-de-prueba-${tag}`);
    await expect(reader).toHaveURL(new RegExp(`/productos/tensor-renombrado-${tag}\\?producto=${id}$`));
    // In the app: a link to the old address, followed by a client-side navigation.
    await reader.goto("/productos");
    await reader.evaluate((href) => {
      const link = document.createElement("a");
      link.href = href;
      link.textContent = "enlace antiguo";
      document.querySelector("main")!.prepend(link);
    }, `/productos/tensor-de-prueba-${tag}`);
    await reader.getByRole("link", { name: "enlace antiguo" }).click();
    await expect(reader).toHaveURL(new RegExp(`/productos/tensor-renombrado-${tag}\\?producto=${id}$`));

    await page.goto(`/admin/productos?buscar=${tag}`);
    await page.getByRole("button", { name: `Ocultar «${name}»` }).click();
    await expect(page.getByRole("status")).toContainText("está oculto");
    expect((await reader.request.get(`/api/products/${id}`)).status()).toBe(404);
    const listed = await (await reader.request.get(`/api/products?name=${tag}`)).json();
    expect(listed.products).toEqual([]);
    const sitemap = await (await reader.request.get("/sitemap-productos-1.xml")).text();
    expect(sitemap).not.toContain(`tensor-renombrado-${tag}`);
    const gone = await browser.newContext({ baseURL: process.env.E2E_SPARE_URL });
    const late = await gone.newPage();
    await late.goto(`/productos?name=${tag}`);
    await expect(late.getByText("¡Sin resultados!")).toBeVisible();
    for (const context of [visitor, fresh, gone]) await context.close();
  });

  test("the product pages have no axe violations and no sideways scroll", async ({ page }) => {
    await signIn(page, createStaff("admin", spareDir));
    for (const path of ["/admin/productos", "/admin/productos/nuevo", "/admin/productos/3"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    }
  });

  test("a ventas account cannot reach the product pages", async ({ page }) => {
    await signIn(page, createStaff("ventas", spareDir));
    for (const path of ["/admin/productos", "/admin/productos/nuevo", "/admin/productos/3"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByText(FORBIDDEN)).toBeVisible();
    }
  });
});
