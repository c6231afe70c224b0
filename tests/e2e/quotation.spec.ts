import { expect, type Page, test } from "./support/test";
import { pluralUnit } from "../../app/domains/catalogue/sale-unit";
import { openE2eDatabase } from "./support/database";
import { listAllProducts, productPath } from "./support/catalog";
import { expectConfirmation, fillQuoteForm, uniqueEmail } from "./support/lead-form";

async function addProducts(page: Page, products: { id: number; slug: string }[]) {
  for (const product of products) {
    await page.goto(productPath(product));
    await page.getByRole("button", { name: "Agregar a la Cotización" }).click();
    await expect(page.getByText("Agregado!")).toBeVisible();
  }
}

const itemsOf = (page: Page) =>
  page.getByRole("region", { name: "Detalle de la cotización" }).getByRole("listitem");

test.describe("quotation", () => {
  test("refuses an empty list with the SPEC's message and sends nothing", async ({ page }) => {
    await page.goto("/cotizacion");
    await expect(page.getByText("No hay productos en la cotización.")).toBeVisible();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await fillQuoteForm(page, uniqueEmail("vacia"));
    await page.getByRole("button", { name: "Solicitar Cotización" }).click();
    await expect(page.getByText("¡Debe incluir al menos 1 producto en la cotización!")).toBeVisible();
    expect(posts).toEqual([]);
  });

  test("adjusts quantities with the steppers (floor 1, no ceiling), removes products, and restores the list on reload", async ({
    page,
    request,
  }) => {
    const [first, second] = await listAllProducts(request);
    await addProducts(page, [first!, second!]);
    await page.goto("/cotizacion");
    await expect(itemsOf(page)).toHaveCount(2);
    const firstItem = itemsOf(page).filter({ hasText: first!.name });
    const box = firstItem.getByRole("spinbutton", { name: "Cantidad" });
    await firstItem.getByRole("button", { name: "Aumentar cantidad" }).click();
    await firstItem.getByRole("button", { name: "Aumentar cantidad" }).click();
    await expect(box).toHaveValue("3");
    // The quantity reads with the unit of sale ("3 bobinas"), under the product's code.
    const { code, unit } = (await (await request.get(`/api/products/${first!.id}`)).json()) as {
      code: string;
      unit: string;
    };
    await expect(firstItem.getByText(pluralUnit(unit), { exact: true })).toBeVisible();
    await expect(firstItem.getByText(code, { exact: true })).toBeVisible();
    await firstItem.getByRole("button", { name: "Disminuir cantidad" }).click();
    await expect(box).toHaveValue("2");
    await firstItem.getByRole("button", { name: "Disminuir cantidad" }).click();
    await expect(box).toHaveValue("1");
    await expect(firstItem.getByRole("button", { name: "Disminuir cantidad" })).toBeDisabled();

    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem("product-store")!);
      stored.state.products[0].quantity = 455;
      localStorage.setItem("product-store", JSON.stringify(stored));
    });
    await page.reload();
    await itemsOf(page)
      .filter({ hasText: first!.name })
      .getByRole("button", { name: "Aumentar cantidad" })
      .click();
    await expect(itemsOf(page).filter({ hasText: first!.name }).getByRole("spinbutton")).toHaveValue("456");

    await page.getByRole("button", { name: `Quitar ${second!.name} de la cotización` }).click();
    await expect(itemsOf(page)).toHaveCount(1);
    await page.reload();
    await expect(itemsOf(page)).toHaveCount(1);
    await expect(itemsOf(page).first()).toContainText(first!.name);
  });

  test("sends the quotation, stores it with its lines, empties the list and confirms", async ({
    page,
    request,
  }) => {
    const products = (await listAllProducts(request)).slice(3, 5);
    await addProducts(page, products);
    await page.goto("/cotizacion");
    await itemsOf(page).first().getByRole("button", { name: "Aumentar cantidad" }).click();
    const email = uniqueEmail("cotizacion");
    await fillQuoteForm(page, email);
    await page.getByRole("button", { name: "Solicitar Cotización" }).click();
    await expectConfirmation(page, { email });
    await expect(page.getByLabel("0 productos en la cotización").first()).toBeAttached();

    const db = openE2eDatabase();
    try {
      const lead = db.prepare("select * from lead where email = ?").get(email) as {
        id: number;
        kind: string;
        reference: string;
        ruc: string;
        message: string;
      };
      expect(lead).toMatchObject({
        kind: "QUOTE",
        ruc: "10467793549",
        message: "Entrega en Callao, por favor.",
      });
      expect(lead.reference).toMatch(/^COT-\d{4}-\d{6}$/);
      const lines = db
        .prepare("select product_id, quantity, name from lead_line where lead_id = ? order by position")
        .all(lead.id);
      expect(lines).toEqual([
        { product_id: products[0]!.id, quantity: 2, name: products[0]!.name },
        { product_id: products[1]!.id, quantity: 1, name: products[1]!.name },
      ]);
    } finally {
      db.close();
    }
    await page.goto("/cotizacion");
    await expect(page.getByText("No hay productos en la cotización.")).toBeVisible();
  });

  test("keeps the list and the form when the server answers 500, and says so", async ({ page, request }) => {
    const [product] = await listAllProducts(request);
    await addProducts(page, [product!]);
    await page.goto("/cotizacion");
    const email = uniqueEmail("falla-cotizacion");
    await fillQuoteForm(page, email);
    await page.route(/\/cotizacion\.data/, (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, body: "Internal Server Error" })
        : route.continue(),
    );
    await page.getByRole("button", { name: "Solicitar Cotización" }).click();
    await expect(
      page.getByText("Ocurrió un error al enviar la cotización, inténtelo de nuevo"),
    ).toBeVisible();
    await expect(itemsOf(page)).toHaveCount(1);
    await expect(page.locator("#quote-form").getByLabel(/^Correo/)).toHaveValue(email);
    await expect(page).toHaveURL(/\/cotizacion$/);
  });

  test("names a product that is no longer available, lets it be removed, then sends", async ({
    page,
    request,
  }) => {
    const [product] = await listAllProducts(request);
    // A list saved in this browser earlier, holding a product the catalogue no longer has.
    await page.goto("/");
    await page.evaluate(
      ([known]) =>
        localStorage.setItem(
          "product-store",
          JSON.stringify({
            state: {
              products: [
                { id: known!.id, image: "", name: known!.name, quantity: 2 },
                { id: 999_999, image: "", name: "Zuncho descontinuado", quantity: 1 },
              ],
            },
            version: 0,
          }),
        ),
      [product] as const,
    );
    await page.goto("/cotizacion");
    await expect(itemsOf(page)).toHaveCount(2);
    const email = uniqueEmail("producto-retirado");
    await fillQuoteForm(page, email);
    await page.getByRole("button", { name: "Solicitar Cotización" }).click();
    await expect(
      page.getByText(
        "El producto «Zuncho descontinuado» ya no está disponible. Quítelo de la lista para enviar su cotización.",
      ),
    ).toBeVisible();
    await expect(itemsOf(page)).toHaveCount(2);
    await expect(page).toHaveURL(/\/cotizacion$/);

    await page.getByRole("button", { name: "Quitar Zuncho descontinuado de la cotización" }).click();
    await expect(itemsOf(page)).toHaveCount(1);
    await page.getByRole("button", { name: "Solicitar Cotización" }).click();
    await expectConfirmation(page);

    const db = openE2eDatabase();
    try {
      const lead = db.prepare("select id from lead where email = ?").get(email) as { id: number };
      const lines = db
        .prepare("select product_id, quantity, name from lead_line where lead_id = ? order by position")
        .all(lead.id);
      expect(lines).toEqual([{ product_id: product!.id, quantity: 2, name: product!.name }]);
    } finally {
      db.close();
    }
  });
});
