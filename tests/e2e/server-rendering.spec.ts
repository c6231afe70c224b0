import { desktopOnly, expect, test } from "./support/test";
import { displayCategoryName } from "../../app/domains/catalogue/category-name";

desktopOnly();

// What a crawler or a visitor without JavaScript receives: the HTML as the server sent it.
test.describe("server-rendered pages", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page arrives with its content before any script runs", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const products = page.getByRole("region", { name: "Nuestros productos" });
    for (const name of ["Zunchos", "Envolvedora", "Airpads"]) {
      await expect(products.getByRole("link", { name, exact: true })).toBeVisible();
    }
  });

  test("the catalogue arrives with category and product names before any script runs", async ({
    page,
    request,
  }) => {
    const categories = (await (await request.get("/api/categories/subcategories")).json()) as {
      name: string;
    }[];
    const products = (await (await request.get("/api/products?page=0")).json()) as {
      products: { name: string }[];
    };
    await page.goto("/productos");
    // On a phone the list is folded under "Filtrar por categoría": a native fold, open without scripts.
    const fold = page.getByText("Filtrar por categoría");
    if (await fold.isVisible()) await fold.click();
    const navigation = page.getByRole("navigation", { name: "Categorías" });
    for (const category of categories) {
      // The API names top categories as stored (capitals); the page shows them in sentence case.
      await expect(navigation.getByText(displayCategoryName(category.name), { exact: true })).toBeVisible();
    }
    for (const product of products.products) {
      await expect(page.getByRole("heading", { name: product.name, exact: true })).toBeVisible();
    }
  });

  test("an unknown path redirects to the home page", async ({ page }) => {
    await page.goto("/esta-ruta-no-existe");
    await expect(page).toHaveURL(/\/$/);
  });
});
