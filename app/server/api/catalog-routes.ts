import { Hono } from "hono";
import { listActiveBanners } from "~/domains/site/server/banners.server";
import { getProduct, listCategoryTree, listProducts } from "~/domains/catalogue/server/catalog.server";
import { CatalogQuerySchema } from "~/domains/catalogue/catalog-query-schema";
import { PUBLIC_CACHE_CONTROL } from "~/platform/lib/cache-control";
import { fieldErrors } from "~/platform/submission/submission-schema";
import { readOnly } from "../middleware/method-not-allowed";
import { presentBanner, presentCategory, presentProduct, presentProductPage } from "./present";

export const catalogRoutes = new Hono()
  .use(async (c, next) => {
    await next();
    if (c.req.method === "GET" && c.res.status === 200) c.header("Cache-Control", PUBLIC_CACHE_CONTROL);
  })
  .get("/pe/banners/active", async (c) => c.json((await listActiveBanners()).map(presentBanner)))
  .get("/categories/subcategories", async (c) => c.json((await listCategoryTree()).map(presentCategory)))
  .get("/products", async (c) => {
    const parsed = CatalogQuerySchema.safeParse(c.req.query());
    if (!parsed.success) {
      return c.json({ error: "Parámetros de consulta inválidos", fields: fieldErrors(parsed.error) }, 400);
    }
    return c.json(presentProductPage(await listProducts(parsed.data)));
  })
  .get("/products/:id", async (c) => {
    const id = c.req.param("id");
    const product = await getProduct(id);
    if (!product) return c.json({ error: "Producto no encontrado" }, 404);
    return c.json(presentProduct(product));
  })
  // Read-only resources: any other method is answered 405 with `Allow: GET, HEAD`, not "not found".
  .all("/pe/banners/active", readOnly(true))
  .all("/categories/subcategories", readOnly(true))
  .all("/products", readOnly(true))
  .all("/products/:id", readOnly(true));
