// The category rules of the back office (/admin/categorias, decision 046) on both engines: rename
// (search rows follow), move within a level, add at the end of a level (never under a subcategory),
// remove refused with the Spanish reason while products or subcategories use it; ids never change;
// each change audited and published to the page cache.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { listAudit } from "~/platform/data/audit-log.server";
import {
  addCategory,
  listAdminCategories,
  moveCategory,
  removeCategory,
  renameCategory,
} from "~/domains/catalogue/server/catalog-categories.server";
import { listCategoryTree, listProducts } from "~/domains/catalogue/server/catalog.server";
import { onContentChange } from "~/platform/data/content-changes.server";
import { getDb } from "~/platform/data/db.server";
import { createStaffUser } from "~/domains/staff/server/staff-users.server";
import { SEED_CATEGORIES } from "../../../db/seed/categories";

let admin: StaffViewer;
const published: string[] = [];
let stopListening: () => void;

beforeAll(async () => {
  const created = await createStaffUser({
    email: "catalogo@kordex.pe",
    name: "Carla Catálogo",
    role: "admin",
    password: "Zuncho-de-acero-2026",
  });
  if (created.status !== "created") throw new Error(created.status);
  admin = created.user;
  stopListening = onContentChange((what) => published.push(what));
});
afterAll(() => stopListening());

const topIds = async () => (await listCategoryTree()).map((top) => top.id);

describe("categories in the back office", () => {
  it("lists the tree with each category's products, in the sidebar's order", async () => {
    const tree = await listAdminCategories();
    expect(tree.map((top) => top.id)).toEqual(SEED_CATEGORIES.map((top) => top.id));
    expect(tree[0]!.children.map((child) => child.id)).toEqual(SEED_CATEGORIES[0]!.children.map((c) => c.id));
    const { total } = await listProducts({});
    const counted = tree.reduce(
      (sum, top) => sum + top.products + top.children.reduce((inner, child) => inner + child.products, 0),
      0,
    );
    expect(counted).toBe(total);
  });

  it("moves a category up and down within its level, ids unchanged, and the public tree follows", async () => {
    const before = await topIds();
    published.length = 0;
    const moved = await moveCategory(admin, before[2]!, "up");
    expect(moved).toMatchObject({ ok: true, message: expect.stringContaining("lugar 2 de") });
    const after = await topIds();
    expect(after).toEqual([before[0], before[2], before[1], ...before.slice(3)]);
    expect(published).toEqual(["catalogue"]);
    await moveCategory(admin, before[2]!, "down");
    expect(await topIds()).toEqual(before);

    const first = await moveCategory(admin, before[0]!, "up");
    expect(first).toEqual({
      ok: false,
      status: 400,
      message: expect.stringMatching(/ya es la primera de su nivel/),
    });
    const last = await moveCategory(admin, before.at(-1)!, "down");
    expect(last).toMatchObject({ ok: false, message: expect.stringMatching(/ya es la última de su nivel/) });

    // A drop: the last category to the first place, the others keeping their order; then back.
    const dropped = await moveCategory(admin, before.at(-1)!, { to: 1 });
    expect(dropped).toMatchObject({ ok: true, message: expect.stringContaining("lugar 1 de") });
    expect(await topIds()).toEqual([before.at(-1), ...before.slice(0, -1)]);
    await moveCategory(admin, before.at(-1)!, { to: before.length });
    expect(await topIds()).toEqual(before);
    const [dropAudit] = await listAudit({ userId: admin.id, limit: 1 });
    expect(dropAudit).toMatchObject({
      action: "category.move",
      detail: { direction: "drop", from: 1, to: before.length },
    });
    expect(await moveCategory(admin, before[0]!, { to: before.length + 1 })).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringContaining(`elija un lugar entre 1 y ${before.length}`),
    });

    const children = (await listCategoryTree())[1]!.children.map((child) => child.id);
    await moveCategory(admin, children.at(-1)!, "up");
    const movedChildren = (await listCategoryTree())[1]!.children.map((child) => child.id);
    expect(movedChildren).toEqual([...children.slice(0, -2), children.at(-1), children.at(-2)]);
    expect(await topIds()).toEqual(before);
    const audit = await listAudit({ userId: admin.id, limit: 10 });
    expect(audit.find((row) => row.action === "category.move")).toMatchObject({
      target: `category:${children.at(-1)}`,
      actor: "catalogo@kordex.pe",
    });
  });

  it("keeps one place per category when several drops arrive at the same moment", async () => {
    const before = await topIds();
    const drops = Array.from({ length: 12 }, (_, index) =>
      moveCategory(admin, before[index % before.length]!, { to: ((index * 5) % before.length) + 1 }),
    );
    await Promise.all(drops);
    const positions = await getDb()
      .selectFrom("category")
      .select("position")
      .where("parent_id", "is", null)
      .orderBy("position")
      .execute();
    expect(positions.map((row) => row.position)).toEqual(before.map((_, index) => index));
    expect((await topIds()).sort()).toEqual([...before].sort());
  });

  it("renames a category and the catalogue search finds its products by the new name", async () => {
    const before = await listProducts({ name: "flejadoras" });
    expect(before.total).toBe(0);
    const outcome = await renameCategory(admin, 19, "  Flejadoras   eléctricas ");
    expect(outcome).toEqual({ ok: true, message: "La categoría se llama ahora «Flejadoras eléctricas»." });
    const found = await listProducts({ name: "flejadoras" });
    const inCategory = await listProducts({ categoryId: 19 });
    expect(found.total).toBe(inCategory.total);
    expect(found.total).toBeGreaterThan(0);
    const [row] = await listAudit({ userId: admin.id, limit: 1 });
    expect(row).toMatchObject({
      action: "category.rename",
      target: "category:19",
      detail: { from: "Zunchadoras eléctricas", to: "Flejadoras eléctricas" },
    });
    const tree = await listCategoryTree();
    expect(tree.flatMap((top) => top.children).find((child) => child.id === 19)?.name).toBe(
      "Flejadoras eléctricas",
    );
  });

  it("refuses a bad name and a sibling's name, with the reason", async () => {
    expect(await renameCategory(admin, 19, " x ")).toEqual({
      ok: false,
      status: 400,
      message: "Escriba un nombre de 2 a 80 caracteres.",
    });
    expect(await renameCategory(admin, 20, "flejadoras ELÉCTRICAS")).toEqual({
      ok: false,
      status: 400,
      message: "Ya existe una categoría «flejadoras ELÉCTRICAS» en este nivel.",
    });
    expect(await renameCategory(admin, 999_999, "Otra")).toEqual({
      ok: false,
      status: 404,
      message: "Esa categoría ya no existe.",
    });
  });

  it("adds top categories and subcategories at the end of their level, never under a subcategory", async () => {
    const top = await addCategory(admin, { name: "Cintas adhesivas", parentId: null });
    expect(top).toMatchObject({ ok: true, message: "Se agregó la categoría «Cintas adhesivas»." });
    expect((await topIds()).at(-1)).toBe(top.id);
    const sub = await addCategory(admin, { name: "Cinta de embalaje", parentId: top.id! });
    expect(sub.ok).toBe(true);
    const second = await addCategory(admin, { name: "Cinta de papel", parentId: top.id! });
    const tree = await listCategoryTree();
    expect(tree.at(-1)!.children.map((child) => child.id)).toEqual([sub.id, second.id]);
    // A new id, past every seeded one (PostgreSQL's identity follows the seed's explicit ids).
    expect(top.id).toBeGreaterThan(
      Math.max(...SEED_CATEGORIES.flatMap((c) => [c.id, ...c.children.map((x) => x.id)])),
    );
    const slugs = await getDb()
      .selectFrom("category")
      .select("slug")
      .where("id", "=", top.id!)
      .executeTakeFirstOrThrow();
    expect(slugs.slug).toBe("cintas-adhesivas");

    expect(await addCategory(admin, { name: "Nieta", parentId: sub.id! })).toEqual({
      ok: false,
      status: 400,
      message: "Una subcategoría no puede tener subcategorías: elija una categoría principal.",
    });
    expect(await addCategory(admin, { name: "CINTAS ADHESIVAS", parentId: null })).toMatchObject({
      ok: false,
      message: "Ya existe una categoría «CINTAS ADHESIVAS» en este nivel.",
    });
  });

  it("removes an unused category; refuses one with products or subcategories, naming how many", async () => {
    const products = (await listAdminCategories())
      .flatMap((top) => top.children)
      .find((c) => c.id === 19)!.products;
    expect(await removeCategory(admin, 19)).toEqual({
      ok: false,
      status: 400,
      message: `No se puede eliminar «Flejadoras eléctricas»: ${products} productos la usan. Muévalos a otra categoría o elimínelos primero.`,
    });
    const seededTop = SEED_CATEGORIES[1]!;
    const refused = await removeCategory(admin, seededTop.id);
    expect(refused.ok).toBe(false);
    expect(refused.message).toContain(`${seededTop.children.length} subcategorías`);

    const top = (await listAdminCategories()).find((c) => c.name === "Cintas adhesivas")!;
    expect(await removeCategory(admin, top.id)).toEqual({
      ok: false,
      status: 400,
      message:
        "No se puede eliminar «Cintas adhesivas»: 2 subcategorías la usan. Muévalos a otra categoría o elimínelos primero.",
    });
    for (const child of top.children) expect((await removeCategory(admin, child.id)).ok).toBe(true);
    published.length = 0;
    expect(await removeCategory(admin, top.id)).toEqual({
      ok: true,
      message: "Se eliminó la categoría «Cintas adhesivas».",
    });
    expect(published).toEqual(["catalogue"]);
    expect((await topIds()).includes(top.id)).toBe(false);
    const [row] = await listAudit({ userId: admin.id, limit: 1 });
    expect(row).toMatchObject({
      action: "category.delete",
      detail: { name: "Cintas adhesivas", parentId: null },
    });
  });

  it("refuses the catalogue to a role that may not edit it", async () => {
    await expect(moveCategory({ ...admin, role: "ventas" }, 1, "down")).rejects.toThrow(/may not edit/);
  });
});
