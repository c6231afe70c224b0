// /admin/categorias (administrators): add two top categories, reorder them by keyboard and by drag
// and see the public sidebar follow at once (the page cache is dropped), rename one and see the new name, remove
// them; a category in use is refused with the reason; a `ventas` account gets 403; axe at both widths.
// Changes run on the spare server (its own database), so the catalogue journeys on the main one keep
// the seeded tree, and on one viewport only.
import { randomBytes } from "node:crypto";
import { BOTH_WIDTHS, desktopOnly, expect, test } from "./support/test";
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  FORBIDDEN,
  sidebarTopNames,
} from "./support/back-office";
import { createStaff, signIn } from "./support/staff";
import { lockSpareCatalogue, unlockSpareCatalogue } from "./support/spare-catalogue-lock";

desktopOnly();

test.use({ baseURL: process.env.E2E_SPARE_URL });
const spareDir = process.env.E2E_SPARE_DATA_DIR;
const spareUrl = process.env.E2E_SPARE_URL!;

test.describe("categories in the back office", () => {
  // The spare catalogue is shared with catalogue.spec.ts's offline test (support/spare-catalogue-lock.ts).
  test.beforeEach(lockSpareCatalogue);
  test.afterEach(unlockSpareCatalogue);

  test("add, reorder by keyboard and by drag, rename and remove; the public sidebar follows", async ({
    page,
    browser,
  }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 768, "one viewport: it changes the spare server's tree");
    await signIn(page, createStaff("admin", spareDir));
    await page.goto("/admin/categorias");
    const tag = randomBytes(3).toString("hex").toUpperCase();
    const first = `Prueba ${tag} uno`;
    const second = `Prueba ${tag} dos`;
    for (const name of [first, second]) {
      await page.getByLabel("Nombre", { exact: true }).fill(name);
      await page.getByLabel("Dentro de").selectOption({ label: "Ninguna: categoría principal" });
      await page.getByRole("button", { name: "Agregar categoría" }).click();
      await expect(page.getByRole("status")).toHaveText(`Se agregó la categoría «${name}».`);
    }
    let tops = await sidebarTopNames(browser, spareUrl);
    expect(tops.indexOf(first)).toBe(tops.indexOf(second) - 1);

    await page.goto("/admin/categorias");
    const up = page.getByRole("button", { name: `Subir «${second}»` });
    await up.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toContainText(`«${second}» está ahora en el lugar`);
    // The button keeps the focus: pressing again tries to move it further.
    await expect(up).toBeFocused();
    tops = await sidebarTopNames(browser, spareUrl);
    expect(tops.indexOf(second)).toBe(tops.indexOf(first) - 1);

    // By mouse: the row's handle dragged onto the other row posts the same move (decision 048).
    await page.goto("/admin/categorias");
    const rowOf = (name: string) =>
      page.getByRole("listitem").filter({ has: page.getByLabel(`Nombre de la categoría ${name}`) });
    await rowOf(first).locator('[draggable="true"]').first().dragTo(rowOf(second).first());
    await expect(page.getByRole("status")).toContainText(`«${first}» está ahora en el lugar`);
    tops = await sidebarTopNames(browser, spareUrl);
    expect(tops.indexOf(first)).toBe(tops.indexOf(second) - 1);

    await page.goto("/admin/categorias");
    const renamed = `Prueba ${tag} renombrada`;
    await page.getByLabel(`Nombre de la categoría ${first}`).fill(renamed);
    await page.getByRole("button", { name: `Guardar nombre de «${first}»` }).click();
    await expect(page.getByRole("status")).toHaveText(`La categoría se llama ahora «${renamed}».`);
    tops = await sidebarTopNames(browser, spareUrl);
    expect(tops).toContain(renamed);
    expect(tops).not.toContain(first);

    await page.goto("/admin/categorias");
    for (const name of [renamed, second]) {
      await page.getByText(`Eliminar «${name}»`, { exact: true }).click();
      await page.getByRole("button", { name: `Sí, eliminar «${name}»` }).click();
      await expect(page.getByRole("status")).toHaveText(`Se eliminó la categoría «${name}».`);
    }
    tops = await sidebarTopNames(browser, spareUrl);
    expect(tops.some((name) => name.includes(tag))).toBe(false);
  });

  test("refuses to remove a category in use, with the reason", async ({ page }) => {
    await signIn(page, createStaff("admin", spareDir));
    await page.goto("/admin/categorias");
    await page.getByText("Eliminar «Zuncho textil»", { exact: true }).click();
    await page.getByRole("button", { name: "Sí, eliminar «Zuncho textil»" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      /^No se puede eliminar «Zuncho textil»: \d+ productos? la usan?\. Muévalos a otra categoría o elimínelos primero\.$/,
    );
    await expect(page.getByLabel("Nombre de la categoría Zuncho textil")).toBeVisible();
  });

  test("has no axe violations and no sideways scroll", BOTH_WIDTHS, async ({ page }) => {
    await signIn(page, createStaff("admin", spareDir));
    await page.goto("/admin/categorias");
    await expect(page.getByRole("heading", { name: "Categorías", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  });

  test("the menu shows the current section whole, on a phone too", BOTH_WIDTHS, async ({ page }) => {
    await signIn(page, createStaff("admin", spareDir));
    await page.goto("/admin/categorias");
    const nav = page.getByRole("navigation", { name: "Secciones de la intranet" });
    await expect(nav.getByRole("link", { name: "Categorías" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Categorías" })).toBeInViewport({ ratio: 1 });
  });

  test("a ventas account neither sees nor reaches the catalogue pages", async ({ page }) => {
    await signIn(page, createStaff("ventas", spareDir));
    const nav = page.getByRole("navigation", { name: "Secciones de la intranet" });
    await expect(nav.getByRole("link", { name: "Solicitudes" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Categorías" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Productos" })).toHaveCount(0);
    const response = await page.goto("/admin/categorias");
    expect(response?.status()).toBe(403);
    await expect(page.getByText(FORBIDDEN)).toBeVisible();
    const posted = await page.request.post("/admin/categorias", {
      form: { intent: "remove", category: "25" },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(posted.status()).toBe(403);
  });
});
