// /admin/productos/importar and /admin/productos/exportar (administrators, decision 049): a file with
// row errors is listed by row and column and nothing is written; the fixed file's dry run lists the
// new products, "Importar" writes them and they are in the public catalogue; a second file changes a
// name, shown as old → new before it is written. Runs on the spare server (its own database), on one
// viewport, holding the spare catalogue. Axe on the import page and both kinds of review at both
// widths (reviews write nothing to the catalogue); a `ventas` account gets 403 with the reason.
import { randomBytes } from "node:crypto";
import { BOTH_WIDTHS, desktopOnly, expect, type Page, test } from "./support/test";
import { csvRow } from "~/platform/lib/csv";
import { parseCsv } from "~/domains/catalogue/import/csv-reader.test-support";
import { expectNoAxeViolations, expectNoSidewaysScroll, FORBIDDEN } from "./support/back-office";
import { lockSpareCatalogue, unlockSpareCatalogue } from "./support/spare-catalogue-lock";
import { createStaff, signIn } from "./support/staff";

desktopOnly();

test.use({ baseURL: process.env.E2E_SPARE_URL });
const spareDir = process.env.E2E_SPARE_DATA_DIR;

/** The export's header, read from the export itself. */
async function exportedHeader(page: Page): Promise<string[]> {
  const response = await page.request.get("/admin/productos/exportar?formato=csv");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="productos-.+\.csv"$/);
  return parseCsv((await response.text()).replace(/^\uFEFF/, ""))[0]!;
}

function csvFile(header: string[], rows: Record<string, string>[], name = "productos.csv") {
  const lines = [header, ...rows.map((row) => header.map((column) => row[column] ?? ""))];
  return {
    name,
    mimeType: "text/csv",
    buffer: Buffer.from("\uFEFF" + lines.map((line) => csvRow(line)).join("")),
  };
}

async function review(page: Page, file: ReturnType<typeof csvFile>) {
  await page.getByLabel("Archivo CSV o Excel (.xlsx)").setInputFiles(file);
  await page.getByRole("button", { name: "Revisar archivo" }).click();
  await expect(page.getByRole("heading", { name: `Revisión de «${file.name}»` })).toBeVisible();
}

const product = (tag: string, n: number, extra: Record<string, string> = {}) => ({
  Código: `IMP-${tag}-${n}`,
  Nombre: `Grapa importada ${tag} ${n}`,
  "Categoría (número)": "20",
  "Unidad de venta": "caja",
  Especificaciones: "Ancho: 16 mm\nMaterial: acero",
  Visible: "Sí",
  ...extra,
});

test.describe("product import and export", () => {
  test.beforeEach(lockSpareCatalogue);
  test.afterEach(unlockSpareCatalogue);

  test("import dry run with row errors, then a clean import", async ({ page, browser }) => {
    test.skip(
      (page.viewportSize()?.width ?? 0) < 768,
      "one viewport: it changes the spare server's catalogue",
    );
    await signIn(page, createStaff("admin", spareDir));
    await page.goto("/admin/productos");
    await page.getByRole("link", { name: "Importar" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Importar productos" })).toBeVisible();
    const header = await exportedHeader(page);
    const tag = randomBytes(3).toString("hex");

    await review(
      page,
      csvFile(header, [
        product(tag, 1, { "Unidad de venta": "Cajas!" }),
        product(tag, 2, { "Categoría (número)": "999" }),
      ]),
    );
    await expect(page.getByRole("heading", { name: /2 errores: corríjalos en el archivo/ })).toBeVisible();
    const errors = page.getByRole("table", { name: "Errores por fila y columna" });
    await expect(
      errors.getByRole("row", { name: /^2 Unidad de venta La unidad de venta es una palabra/ }),
    ).toBeVisible();
    await expect(
      errors.getByRole("row", {
        name: "3 Categoría (número) La categoría número 999 no existe. Vea los números en Categorías.",
      }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Importar" })).toHaveCount(0);

    await review(page, csvFile(header, [product(tag, 1), product(tag, 2)]));
    const changes = page.getByRole("list").filter({ hasText: `IMP-${tag.toUpperCase()}-1` });
    await expect(changes.getByRole("listitem")).toHaveCount(2);
    await expect(changes.getByRole("listitem").first()).toContainText(
      new RegExp(`Fila 2\\s*Nuevo\\s*IMP-${tag.toUpperCase()}-1`),
    );
    await page.getByRole("button", { name: "Importar" }).click();
    await expect(page.getByRole("status")).toContainText(
      "¡Importación completa! 2 productos nuevos y 0 actualizados; 0 sin cambios.",
    );

    // A second file renames the first product: the review shows the name before and after.
    await review(
      page,
      csvFile(header, [product(tag, 1, { Nombre: `Grapa renombrada ${tag}` })], "renombrar.csv"),
    );
    const renamed = page.getByRole("listitem").filter({ hasText: `IMP-${tag.toUpperCase()}-1` });
    await expect(renamed.getByRole("term")).toHaveText(["Nombre"]);
    await expect(renamed.getByRole("definition")).toHaveText(
      `Antes: Grapa importada ${tag} 1 → . Ahora: Grapa renombrada ${tag}`,
    );
    await page.getByRole("button", { name: "Importar" }).click();
    await expect(page.getByRole("status")).toContainText("0 productos nuevos y 1 actualizado");

    const visitor = await browser.newContext({ baseURL: process.env.E2E_SPARE_URL });
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/productos?name=${tag}`);
    await expect(
      publicPage.getByRole("link", { name: `Grapa renombrada ${tag}`, exact: true }),
    ).toBeVisible();
    await expect(
      publicPage.getByRole("link", { name: `Grapa importada ${tag} 2`, exact: true }),
    ).toBeVisible();
    await visitor.close();
  });

  test(
    "the import page and its reviews have no axe violations and no sideways scroll",
    BOTH_WIDTHS,
    async ({ page }) => {
      await signIn(page, createStaff("admin", spareDir));
      await page.goto("/admin/productos/importar");
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      const header = await exportedHeader(page);
      const tag = randomBytes(3).toString("hex");
      await review(page, csvFile(header, [product(tag, 1, { Visible: "quizás" })]));
      await expect(page.getByRole("cell", { name: "Escriba «Sí» o «No»." })).toBeVisible();
      // One error is spoken of in the singular.
      await expect(
        page.getByRole("heading", {
          name: "1 error: corríjalo en el archivo y súbalo de nuevo. No se importó nada.",
        }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await review(page, csvFile(header, [product(tag, 1)]));
      await expect(page.getByRole("button", { name: "Importar" })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    },
  );

  test("a ventas account cannot reach the import or the export", async ({ page }) => {
    await signIn(page, createStaff("ventas", spareDir));
    for (const path of [
      "/admin/productos/importar",
      "/admin/productos/exportar?formato=csv",
      "/admin/productos/exportar?formato=xlsx",
    ]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(403);
      expect(await response.text(), path).toContain(FORBIDDEN);
    }
    const response = await page.goto("/admin/productos/importar");
    expect(response?.status()).toBe(403);
    await expect(page.getByText(FORBIDDEN)).toBeVisible();
  });
});
