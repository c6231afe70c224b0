// /recursos, the datasheet library: every PDF of the catalogue, grouped by category, searchable
// with and without JavaScript, each downloadable.
import AxeBuilder from "@axe-core/playwright";
import { BOTH_WIDTHS, desktopOnly, expect, test } from "./support/test";
import { openE2eDatabase } from "./support/database";
import { waitForHydration } from "./support/hydration";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface CatalogueSheet {
  product: string;
  code: string;
  name: string;
  link: string;
}

/** Every download of every active product, read from the e2e server's database. */
function catalogueSheets(): CatalogueSheet[] {
  const db = openE2eDatabase();
  try {
    const rows = db.prepare("select name, code, details from product where active = 1").all() as {
      name: string;
      code: string;
      details: string;
    }[];
    return rows.flatMap((row) =>
      (JSON.parse(row.details) as { downloads: { name: string; link: string }[] }).downloads.map(
        (download) => ({
          product: row.name,
          code: row.code,
          ...download,
        }),
      ),
    );
  } finally {
    db.close();
  }
}

test.describe("/recursos", () => {
  desktopOnly();
  test("lists every PDF of the catalogue, by category, each with its product, size and a working download", async ({
    page,
    request,
  }) => {
    const sheets = catalogueSheets();
    expect(sheets.length).toBeGreaterThan(10);
    await page.goto("/recursos");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fichas técnicas y manuales");
    await expect(page.getByText(`${sheets.length} documentos en PDF, de descarga directa.`)).toBeVisible();
    const downloads = page.getByRole("link", { name: /^Descargar PDF/ });
    await expect(downloads).toHaveCount(sheets.length);
    const hrefs = await downloads.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.toSorted()).toEqual(sheets.map((sheet) => sheet.link).toSorted());
    // Each card names its document, its product (a link to the product page) and its code.
    for (const sheet of sheets.slice(0, 5)) {
      const card = page.getByRole("listitem").filter({ hasText: sheet.name });
      await expect(card.getByRole("link", { name: sheet.product, exact: true })).toHaveAttribute(
        "href",
        /^\/productos\/[a-z0-9-]+\?producto=\d+$/,
      );
      await expect(card).toContainText(sheet.code);
      await expect(card.getByRole("link", { name: /^Descargar PDF/ })).toHaveText(
        /^Descargar PDF \(\d+ kB\)/,
      );
    }
    // Grouped under the catalogue's top categories, in the sidebar's order.
    const groups = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(groups[0]).toMatch(/^Zunchos/);
    expect(groups.length).toBeGreaterThanOrEqual(5);
    // The file is the PDF itself, downloaded straight.
    const file = await request.get(hrefs[0]!);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("finds documents by product code, accent-free words and document name; says when nothing matches", async ({
    page,
  }) => {
    await page.goto("/recursos");
    await waitForHydration(page);
    await page.getByLabel("Buscar por producto, código o documento").fill("kp-1650");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/\/recursos\?q=kp-1650$/);
    await expect(page.getByText(/^2 documentos para «kp-1650»\./)).toBeVisible();
    await expect(page.getByRole("link", { name: /^Descargar PDF/ })).toHaveCount(2);

    await page.goto("/recursos?q=neumatica");
    const found = await page.getByRole("link", { name: /^Descargar PDF/ }).count();
    expect(found).toBeGreaterThan(0);
    await expect(page.getByRole("main")).toContainText("neumática");

    await page.goto("/recursos?q=inexistente-xyz");
    await expect(page.getByText("Ningún documento coincide con «inexistente-xyz».")).toBeVisible();
    await page.getByRole("link", { name: /^Ver los \d+ documentos$/ }).click();
    await expect(page).toHaveURL(/\/recursos$/);
  });

  test("searches without JavaScript too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/recursos");
    await page.getByLabel("Buscar por producto, código o documento").fill("Zuncho PET");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/\/recursos\?q=Zuncho\+PET$/);
    await expect(page.getByText("4 documentos para «Zuncho PET».")).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toHaveText(
      /^Zunchos\(3 documentos\)/,
    );
    await context.close();
  });

  test("has no accessibility violations", BOTH_WIDTHS, async ({ page }) => {
    await page.goto("/recursos");
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });
});
