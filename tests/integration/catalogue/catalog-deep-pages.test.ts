// The catalogue's pages at any depth (decision 056) on both engines: a page past the middle is read
// from the end of the index and turned round, the same rows as the plain OFFSET order for every page
// (ties in position included, in a category and unscoped, a partial last page, the page just past
// the end); the count, kept until the next content change, follows products hidden, shown,
// duplicated and deleted in the back office on the next request.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import {
  deleteProduct,
  duplicateProduct,
  setProductVisible,
} from "~/domains/catalogue/server/admin-products.server";
import { listProducts, PRODUCTS_PAGE_SIZE } from "~/domains/catalogue/server/catalog.server";
import { publishContentChange } from "~/platform/data/content-changes.server";
import { getDb } from "~/platform/data/db.server";
import { createStaffUser } from "~/domains/staff/server/staff-users.server";
import { ProductListResponseSchema } from "~/server/api/api-schema";
import { refreshProductSearch } from "../../../db/product-search.server";
import { searchKey } from "../../../db/search-key";
import { request } from "../../support/http";

const FIRST_ID = 800_000;
let admin: StaffViewer;
let leaf: { id: number; parent_id: number };
let otherLeaf: { id: number; parent_id: number };

/** The scope's active product ids in catalogue order, read with plain OFFSET pages (the reference). */
async function plainPage(column: "all" | "top_category_id" | "category_id", id: number, page: number) {
  let query = getDb().selectFrom("product_search").select("product_id").where("active", "=", 1);
  if (column !== "all") query = query.where(column, "=", id);
  const rows = await query
    .orderBy("position")
    .orderBy("product_id")
    .limit(PRODUCTS_PAGE_SIZE)
    .offset(page * PRODUCTS_PAGE_SIZE)
    .execute();
  return rows.map((row) => row.product_id);
}

async function activeCount(column: "all" | "category_id", id: number) {
  let query = getDb().selectFrom("product_search").where("active", "=", 1);
  if (column !== "all") query = query.where(column, "=", id);
  return Number(
    (await query.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow()).n,
  );
}

async function insertProducts(categoryId: number, count: number, firstId: number) {
  const base = await getDb()
    .selectFrom("product")
    .select("position")
    .orderBy("position")
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  // Ids in an order unrelated to position; seven products share each position (ties broken by id).
  const rows = Array.from({ length: count }, (_, index) => {
    const id = firstId + ((index * 37) % count);
    const name = `Esquinero de prueba ${id}`;
    return {
      id,
      slug: `esquinero-de-prueba-${id}`,
      code: `EP-${id}`,
      name,
      name_search: searchKey(name),
      subtitle: "Para pruebas de páginas profundas",
      alt: name,
      description: "",
      category_id: categoryId,
      details: JSON.stringify({ specifications: [], information: "", downloads: [], videos: [] }),
      position: base.position + Math.floor(index / 7),
      active: 1 as const,
      created_at: now,
      updated_at: now,
    };
  });
  await getDb()
    .transaction()
    .execute(async (trx) => {
      for (let start = 0; start < rows.length; start += 50)
        await trx
          .insertInto("product")
          .values(rows.slice(start, start + 50))
          .execute();
      await refreshProductSearch(
        trx,
        rows.map((row) => row.id),
      );
    });
}

beforeAll(async () => {
  const created = await createStaffUser({
    email: "paginas@kordex.pe",
    name: "Paula Páginas",
    role: "admin",
    password: "Zuncho-de-acero-2026",
  });
  if (created.status !== "created") throw new Error(created.status);
  admin = created.user;
  const leaves = await getDb()
    .selectFrom("category")
    .select(["id", "parent_id"])
    .where("parent_id", "is not", null)
    .orderBy("id")
    .execute();
  leaf = leaves[0] as { id: number; parent_id: number };
  otherLeaf = leaves.find((row) => row.parent_id !== leaf.parent_id) as { id: number; parent_id: number };
  // About 100 products in one subcategory, its total 7 past a whole page; the whole catalogue's 5 past one.
  const inLeaf = await activeCount("category_id", leaf.id);
  const leafCount = 100 + ((7 - ((inLeaf + 100) % 12) + 12) % 12);
  await insertProducts(leaf.id, leafCount, FIRST_ID);
  const all = await activeCount("all", 0);
  await insertProducts(otherLeaf.id, 12 + ((5 - ((all + 12) % 12) + 12) % 12), FIRST_ID + 1000);
  // Written outside the back office: told as the back office tells its writes.
  await publishContentChange("catalogue");
});

describe("every page of the catalogue", () => {
  const scopes = () => [
    { label: "all", column: "all" as const, id: 0, categoryId: undefined },
    {
      label: "top category",
      column: "top_category_id" as const,
      id: leaf.parent_id,
      categoryId: leaf.parent_id,
    },
    { label: "subcategory", column: "category_id" as const, id: leaf.id, categoryId: leaf.id },
  ];

  it("lists the same rows as the plain OFFSET order, read from either end", async () => {
    for (const scope of scopes()) {
      const first = await listProducts({ categoryId: scope.categoryId, page: 0 });
      expect(first.total, scope.label).toBeGreaterThan(100);
      for (let page = 0; page <= first.totalPages; page += 1) {
        const listed = await listProducts({ categoryId: scope.categoryId, page });
        expect(
          listed.products.map((product) => product.id),
          `${scope.label}, page ${page}`,
        ).toEqual(await plainPage(scope.column, scope.id, page));
        expect(listed.total).toBe(first.total);
      }
    }
  });

  it("ends on a partial last page, and the page past the end is empty", async () => {
    for (const [scope, rest] of [
      [scopes()[0]!, 5],
      [scopes()[2]!, 7],
    ] as const) {
      const first = await listProducts({ categoryId: scope.categoryId });
      expect(first.total % PRODUCTS_PAGE_SIZE, scope.label).toBe(rest);
      const last = await listProducts({ categoryId: scope.categoryId, page: first.totalPages - 1 });
      expect(last.products.map((product) => product.id)).toEqual(
        await plainPage(scope.column, scope.id, first.totalPages - 1),
      );
      expect(last.products).toHaveLength(rest);
      const past = await listProducts({ categoryId: scope.categoryId, page: first.totalPages });
      expect(past.products).toEqual([]);
      expect(past.total).toBe(first.total);
    }
  });
});

describe("the kept count", () => {
  const api = async (query: string) => {
    const response = await request(`/api/products?${query}`);
    expect(response.status).toBe(200);
    return ProductListResponseSchema.parse(await response.json());
  };

  it("follows products hidden, shown, duplicated and deleted in the back office on the next request", async () => {
    const before = await api("");
    const inLeaf = await api(`categoryId=${leaf.id}`);
    // Asked again: the kept count answers, unchanged.
    expect((await api("")).totalElements).toBe(before.totalElements);

    expect((await setProductVisible(admin, FIRST_ID + 3, false)).ok).toBe(true);
    expect((await api("")).totalElements).toBe(before.totalElements - 1);
    expect((await api(`categoryId=${leaf.id}`)).totalElements).toBe(inLeaf.totalElements - 1);
    expect((await api(`categoryId=${leaf.parent_id}&page=0`)).products.map((p) => p.id)).not.toContain(
      FIRST_ID + 3,
    );

    expect((await setProductVisible(admin, FIRST_ID + 3, true)).ok).toBe(true);
    expect((await api("")).totalElements).toBe(before.totalElements);

    const copy = await duplicateProduct(admin, FIRST_ID + 4);
    if (!copy.ok || copy.id === undefined) throw new Error(JSON.stringify(copy));
    // A copy starts hidden: the public count is unchanged until it is shown.
    expect((await api("")).totalElements).toBe(before.totalElements);
    expect((await setProductVisible(admin, copy.id, true)).ok).toBe(true);
    const added = await api("");
    expect(added.totalElements).toBe(before.totalElements + 1);
    expect(added.totalPages).toBe(Math.ceil((before.totalElements + 1) / PRODUCTS_PAGE_SIZE));
    expect((await api(`categoryId=${leaf.id}`)).totalElements).toBe(inLeaf.totalElements + 1);

    expect((await deleteProduct(admin, copy.id)).ok).toBe(true);
    expect((await api("")).totalElements).toBe(before.totalElements);
    expect((await api(`categoryId=${leaf.id}`)).totalElements).toBe(inLeaf.totalElements);
  });
});

afterAll(async () => {
  await getDb()
    .deleteFrom("product")
    .where("id", ">=", FIRST_ID)
    .where("id", "<", FIRST_ID + 2000)
    .execute();
  await publishContentChange("catalogue");
});
