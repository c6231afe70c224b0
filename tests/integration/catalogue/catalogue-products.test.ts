// The product list of the back office and its row actions (decision 046) on both engines: search by
// name and code through the catalogue's search index, category and visible/hidden filters, paging;
// hide/show (gone from the catalogue, the API and the sitemap), duplicate (hidden, new code and slug),
// delete (quotations keep their lines' own code, name and unit). Each change audited and published.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  deleteProduct,
  duplicateProduct,
  listAdminProducts,
  setProductVisible,
} from "~/domains/catalogue/server/admin-products.server";
import { listAudit } from "~/platform/data/audit-log.server";
import { getProduct, listProducts } from "~/domains/catalogue/server/catalog.server";
import { onContentChange } from "~/platform/data/content-changes.server";
import { getDb } from "~/platform/data/db.server";
import { getLeadDetail } from "~/domains/leads/server/lead-detail.server";
import { createStaffUser } from "~/domains/staff/server/staff-users.server";
import { LeadCreatedSchema } from "~/server/api/api-schema";
import { SEED_PRODUCTS } from "../../../db/seed/products";
import { quoteRequest } from "../../factories";
import { postJson, request } from "../../support/http";

let admin: StaffViewer;
const published: string[] = [];
let stopListening: () => void;

beforeAll(async () => {
  const created = await createStaffUser({
    email: "productos@kordex.pe",
    name: "Pedro Productos",
    role: "admin",
    password: "Zuncho-de-acero-2026",
  });
  if (created.status !== "created") throw new Error(created.status);
  admin = created.user;
  stopListening = onContentChange((what) => published.push(what));
});
afterAll(() => stopListening());

const productId = async (code: string) =>
  (await getDb().selectFrom("product").select("id").where("code", "=", code).executeTakeFirstOrThrow()).id;

describe("the back office's product list", () => {
  it("pages every product in catalogue order", async () => {
    const first = await listAdminProducts({});
    expect(first.total).toBe(SEED_PRODUCTS.length);
    expect(first.rows).toHaveLength(Math.min(ADMIN_PRODUCTS_PAGE_SIZE, SEED_PRODUCTS.length));
    expect(first.totalPages).toBe(Math.ceil(SEED_PRODUCTS.length / ADMIN_PRODUCTS_PAGE_SIZE));
    const second = await listAdminProducts({ page: 2 });
    expect(second.rows[0]!.id).not.toBe(first.rows[0]!.id);
    expect(first.rows[0]).toMatchObject({
      code: SEED_PRODUCTS[0]!.code,
      name: SEED_PRODUCTS[0]!.name,
      visible: true,
    });
  });

  it("finds by name words and by code, accents and case aside, with or without the code's dashes", async () => {
    const sample = SEED_PRODUCTS[0]!;
    for (const text of [
      sample.code,
      sample.code.toLowerCase().replace(/-/g, ""),
      sample.name.toUpperCase(),
    ]) {
      const found = await listAdminProducts({ search: text });
      expect(
        found.rows.map((row) => row.code),
        text,
      ).toContain(sample.code);
    }
    expect((await listAdminProducts({ search: "nada-que-coincida" })).total).toBe(0);
  });

  it("filters by category (a top one with its subcategories) and by state", async () => {
    const leaf = await listAdminProducts({ categoryId: 19 });
    expect(leaf.total).toBe(SEED_PRODUCTS.filter((product) => product.categoryId === 19).length);
    const top = await listAdminProducts({ categoryId: 2 });
    expect(top.total).toBe(
      SEED_PRODUCTS.filter((product) => [19, 20, 21].includes(product.categoryId)).length,
    );
    expect((await listAdminProducts({ visibility: "hidden" })).total).toBe(0);
    expect((await listAdminProducts({ visibility: "visible" })).total).toBe(SEED_PRODUCTS.length);
  });
});

describe("hide and show", () => {
  it("hides a product from the catalogue, the API and the sitemap, and shows it again", async () => {
    const id = await productId(SEED_PRODUCTS[0]!.code);
    const publicTotal = (await listProducts({})).total;
    published.length = 0;
    const hidden = await setProductVisible(admin, id, false);
    expect(hidden).toEqual({
      ok: true,
      message: `«${SEED_PRODUCTS[0]!.name}» está oculto: no aparece en el catálogo, la API ni el mapa del sitio.`,
    });
    expect(published).toEqual(["catalogue"]);
    expect(await getProduct(id)).toBeUndefined();
    expect((await listProducts({})).total).toBe(publicTotal - 1);
    expect((await request(`/api/products/${id}`)).status).toBe(404);
    expect((await listAdminProducts({ visibility: "hidden" })).rows.map((row) => row.id)).toEqual([id]);
    const sitemap = await (await request("/sitemap-productos-1.xml")).text();
    expect(sitemap).not.toContain(`producto=${id}<`);

    expect((await setProductVisible(admin, id, true)).ok).toBe(true);
    expect(await getProduct(id)).toBeDefined();
    expect((await listProducts({})).total).toBe(publicTotal);
    const audit = await listAudit({ userId: admin.id, limit: 2 });
    expect(audit.map((row) => row.action)).toEqual(["product.show", "product.hide"]);
    expect(await setProductVisible(admin, 999_999, false)).toEqual({
      ok: false,
      status: 404,
      message: "No encontramos este producto.",
    });
  });
});

describe("duplicate", () => {
  it("copies a product, hidden, with a new code and slug, the same details and images", async () => {
    const source = SEED_PRODUCTS[1]!;
    const id = await productId(source.code);
    const first = await duplicateProduct(admin, id);
    const second = await duplicateProduct(admin, id);
    expect(first).toMatchObject({
      ok: true,
      message: `Se creó «${source.name} (copia)» (${source.code}-COPIA), oculto hasta que lo muestre.`,
    });
    const rows = await getDb()
      .selectFrom("product")
      .select(["id", "code", "slug", "active", "details", "category_id"])
      .where("id", "in", [first.ok ? first.id! : 0, second.ok ? second.id! : 0])
      .orderBy("id")
      .execute();
    expect(rows.map((row) => [row.code, row.slug, Number(row.active)])).toEqual([
      [`${source.code}-COPIA`, `${source.slug}-copia`, 0],
      [`${source.code}-COPIA-2`, `${source.slug}-copia-2`, 0],
    ]);
    expect(rows[0]!.category_id).toBe(source.categoryId);
    const images = await getDb()
      .selectFrom("product_image")
      .select("media_id")
      .where("product_id", "=", rows[0]!.id)
      .execute();
    const sourceImages = await getDb()
      .selectFrom("product_image")
      .select("media_id")
      .where("product_id", "=", id)
      .execute();
    expect(images).toEqual(sourceImages);
    expect(images.length).toBeGreaterThan(0);
    // Hidden: in the back office's list (found by its code), not in the catalogue.
    expect((await listAdminProducts({ search: `${source.code}-COPIA-2` })).rows.map((row) => row.id)).toEqual(
      [rows[1]!.id],
    );
    expect((await listProducts({ name: `${source.name} (copia)` })).products.map((p) => p.id)).not.toContain(
      rows[0]!.id,
    );
  });
});

describe("delete", () => {
  it("deletes a product; a quotation that named it keeps the line's code, name and unit", async () => {
    const product = SEED_PRODUCTS[3]!;
    const id = await productId(product.code);
    const response = await postJson(
      "/api/pe/invoices",
      quoteRequest({ invoiceDetails: [{ productId: id, quantity: 2, name: product.name }] }),
    );
    expect(response.status).toBe(201);
    const lead = LeadCreatedSchema.parse(await response.json());
    const outcome = await deleteProduct(admin, id);
    expect(outcome).toEqual({
      ok: true,
      message: `Se eliminó «${product.name}». La cotización que lo nombra lo sigue mostrando con su código, nombre y unidad.`,
    });
    const detail = await getLeadDetail(admin, lead.id);
    if (detail.status !== "ok") throw new Error(detail.status);
    expect(detail.lead.lines).toEqual([
      expect.objectContaining({
        code: product.code,
        name: product.name,
        unit: product.unit,
        quantity: 2,
        productId: null,
        productPath: null,
      }),
    ]);
    expect(await getProduct(id)).toBeUndefined();
    const searchRows = await getDb()
      .selectFrom("product_search")
      .select("product_id")
      .where("product_id", "=", id)
      .execute();
    expect(searchRows).toEqual([]);
    const [audit] = await listAudit({ userId: admin.id, limit: 1 });
    expect(audit).toMatchObject({
      action: "product.delete",
      target: `product:${id}`,
      detail: { code: product.code },
    });
    expect(await deleteProduct(admin, id)).toEqual({
      ok: false,
      status: 404,
      message: "No encontramos este producto.",
    });
  });
});
