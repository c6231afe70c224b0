// The category tree as the back office edits it (/admin/categorias): rename, move up or down within a
// level, add (top or sub), remove (refused while products or subcategories use it). Ids never change
// (links such as /productos?categoryId=19 and the solution pages name them). Each change is audited
// in its transaction; renames rewrite the search rows of the products they name (decision 018); the
// caller publishes the content change once the transaction has committed (decision 046).
import type { Transaction } from "kysely";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import type { Database } from "../../../../db/schema";
import { refreshProductSearch } from "../../../../db/product-search.server";
import { slugify } from "~/platform/lib/slugify";
import { assertCatalogueRole } from "./admin-products.server";
import { recordAudit } from "~/platform/data/audit-log.server";
import { publishContentChange } from "~/platform/data/content-changes.server";
import { databaseEngine, getDb } from "~/platform/data/db.server";

export const CATEGORY_NAME_MAX = 80;

export interface AdminCategory {
  id: number;
  name: string;
  /** Products filed directly under it. */
  products: number;
  children: Omit<AdminCategory, "children">[];
}

export type CategoryOutcome =
  { ok: true; message: string } | { ok: false; status: 400 | 404; message: string };

const NOT_FOUND: CategoryOutcome = { ok: false, status: 404, message: "Esa categoría ya no existe." };

/** Every category, tops in their order with their subcategories, and how many products each holds. */
export async function listAdminCategories(): Promise<AdminCategory[]> {
  const db = getDb();
  const [rows, counts] = await Promise.all([
    db.selectFrom("category").select(["id", "name", "parent_id"]).orderBy("position").orderBy("id").execute(),
    db
      .selectFrom("product")
      .select(["category_id", (eb) => eb.fn.countAll<number | string>().as("n")])
      .groupBy("category_id")
      .execute(),
  ]);
  const byCategory = new Map(counts.map((row) => [row.category_id, Number(row.n)]));
  const node = (row: { id: number; name: string }) => ({
    id: row.id,
    name: row.name,
    products: byCategory.get(row.id) ?? 0,
  });
  return rows
    .filter((row) => row.parent_id === null)
    .map((top) => ({
      ...node(top),
      children: rows.filter((row) => row.parent_id === top.id).map(node),
    }));
}

/** A category's name as staff type it: trimmed, inner spaces collapsed; or the Spanish reason it is refused. */
export function categoryNameProblem(name: string): string | undefined {
  if (name.length < 2 || name.length > CATEGORY_NAME_MAX) {
    return `Escriba un nombre de 2 a ${CATEGORY_NAME_MAX} caracteres.`;
  }
  if (/[\p{Cc}\p{Cs}]/u.test(name)) return "El nombre contiene caracteres no permitidos.";
  return undefined;
}

const cleanName = (name: string) => name.replace(/\s+/g, " ").trim();

async function siblingNamed(
  trx: Transaction<Database>,
  parentId: number | null,
  name: string,
  exceptId?: number,
) {
  const rows = await trx
    .selectFrom("category")
    .select(["id", "name"])
    .where("parent_id", parentId === null ? "is" : "=", parentId)
    .execute();
  const key = name.toLocaleLowerCase("es");
  return rows.find((row) => row.id !== exceptId && row.name.toLocaleLowerCase("es") === key);
}

/** Renames a category; its products' search rows follow (and those of its subcategories' products). */
export async function renameCategory(
  viewer: StaffViewer,
  id: number,
  rawName: string,
  ip?: string,
): Promise<CategoryOutcome> {
  assertCatalogueRole(viewer);
  const name = cleanName(rawName);
  const problem = categoryNameProblem(name);
  if (problem) return { ok: false, status: 400, message: problem };
  const outcome = await getDb()
    .transaction()
    .execute(async (trx): Promise<CategoryOutcome> => {
      const category = await trx.selectFrom("category").selectAll().where("id", "=", id).executeTakeFirst();
      if (!category) return NOT_FOUND;
      if (await siblingNamed(trx, category.parent_id, name, id)) {
        return { ok: false, status: 400, message: `Ya existe una categoría «${name}» en este nivel.` };
      }
      if (category.name === name) return { ok: true, message: "El nombre no cambió." };
      await trx.updateTable("category").set({ name }).where("id", "=", id).execute();
      const products = await trx
        .selectFrom("product")
        .select("id")
        .where((eb) =>
          eb.or([
            eb("category_id", "=", id),
            eb("category_id", "in", eb.selectFrom("category").select("id").where("parent_id", "=", id)),
          ]),
        )
        .execute();
      await refreshProductSearch(
        trx,
        products.map((product) => product.id),
      );
      await recordAudit(
        {
          action: "category.rename",
          userId: viewer.id,
          actor: viewer.email,
          target: `category:${id}`,
          ip,
          detail: { from: category.name, to: name },
        },
        trx,
      );
      return { ok: true, message: `La categoría se llama ahora «${name}».` };
    });
  if (outcome.ok) await publishContentChange("catalogue");
  return outcome;
}

/** Moves a category one place up or down among its siblings (positions rewritten 0, 1, 2…). */
export async function moveCategory(
  viewer: StaffViewer,
  id: number,
  /** One place up or down (the buttons), or to a place in its level, counted from 1 (a drop). */
  direction: "up" | "down" | { to: number },
  ip?: string,
): Promise<CategoryOutcome> {
  assertCatalogueRole(viewer);
  const outcome = await getDb()
    .transaction()
    .execute(async (trx): Promise<CategoryOutcome> => {
      const category = await trx.selectFrom("category").selectAll().where("id", "=", id).executeTakeFirst();
      if (!category) return NOT_FOUND;
      // Two drops at the same moment on PostgreSQL: each rewrites its level's positions, and without a
      // lock they deadlocked (one answered 500) or left two categories on one place. The level's rows
      // are locked in id order first (the same order for everyone), so the second move waits and then
      // reads the first one's positions. SQLite runs one write transaction at a time.
      if (databaseEngine() === "postgres") {
        await trx
          .selectFrom("category")
          .select("id")
          .where("parent_id", category.parent_id === null ? "is" : "=", category.parent_id)
          .orderBy("id")
          .forUpdate()
          .execute();
      }
      const siblings = await trx
        .selectFrom("category")
        .select(["id", "name", "position"])
        .where("parent_id", category.parent_id === null ? "is" : "=", category.parent_id)
        .orderBy("position")
        .orderBy("id")
        .execute();
      const from = siblings.findIndex((row) => row.id === id);
      const to =
        direction === "up" ? from - 1 : direction === "down" ? from + 1 : Math.trunc(direction.to) - 1;
      if (typeof direction === "object" && (to < 0 || to >= siblings.length || to === from)) {
        return {
          ok: false,
          status: 400,
          message: `«${category.name}» no se movió: elija un lugar entre 1 y ${siblings.length} distinto del suyo.`,
        };
      }
      if (to < 0 || to >= siblings.length) {
        return {
          ok: false,
          status: 400,
          message:
            direction === "up"
              ? `«${category.name}» ya es la primera de su nivel.`
              : `«${category.name}» ya es la última de su nivel.`,
        };
      }
      // The category leaves its place and takes the new one; the others keep their order.
      const order = siblings.filter((row) => row.id !== id);
      order.splice(to, 0, siblings[from]!);
      for (const [position, row] of order.entries()) {
        if (row.position !== position) {
          await trx.updateTable("category").set({ position }).where("id", "=", row.id).execute();
        }
      }
      await recordAudit(
        {
          action: "category.move",
          userId: viewer.id,
          actor: viewer.email,
          target: `category:${id}`,
          ip,
          detail: {
            direction: typeof direction === "object" ? "drop" : direction,
            from: from + 1,
            to: to + 1,
          },
        },
        trx,
      );
      return {
        ok: true,
        message: `«${category.name}» está ahora en el lugar ${to + 1} de ${siblings.length}.`,
      };
    });
  if (outcome.ok) await publishContentChange("catalogue");
  return outcome;
}

/** Adds a category at the end of its level: a top category, or a subcategory of a top category. */
export async function addCategory(
  viewer: StaffViewer,
  input: { name: string; parentId: number | null },
  ip?: string,
): Promise<CategoryOutcome & { id?: number }> {
  assertCatalogueRole(viewer);
  const name = cleanName(input.name);
  const problem = categoryNameProblem(name);
  if (problem) return { ok: false, status: 400, message: problem };
  const outcome = await getDb()
    .transaction()
    .execute(async (trx): Promise<CategoryOutcome & { id?: number }> => {
      if (input.parentId !== null) {
        const parent = await trx
          .selectFrom("category")
          .select(["id", "parent_id"])
          .where("id", "=", input.parentId)
          .executeTakeFirst();
        if (!parent)
          return { ok: false, status: 400, message: "La categoría superior elegida ya no existe." };
        if (parent.parent_id !== null) {
          return {
            ok: false,
            status: 400,
            message: "Una subcategoría no puede tener subcategorías: elija una categoría principal.",
          };
        }
      }
      if (await siblingNamed(trx, input.parentId, name)) {
        return { ok: false, status: 400, message: `Ya existe una categoría «${name}» en este nivel.` };
      }
      const last = await trx
        .selectFrom("category")
        .select((eb) => eb.fn.max("position").as("position"))
        .where("parent_id", input.parentId === null ? "is" : "=", input.parentId)
        .executeTakeFirst();
      const slug = await freeSlug(trx, slugify(name) || "categoria");
      const row = await trx
        .insertInto("category")
        .values({
          name,
          slug,
          parent_id: input.parentId,
          position: last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordAudit(
        {
          action: "category.create",
          userId: viewer.id,
          actor: viewer.email,
          target: `category:${row.id}`,
          ip,
          detail: { name, parentId: input.parentId },
        },
        trx,
      );
      return { ok: true, id: row.id, message: `Se agregó la categoría «${name}».` };
    });
  if (outcome.ok) await publishContentChange("catalogue");
  return outcome;
}

async function freeSlug(trx: Transaction<Database>, base: string): Promise<string> {
  const taken = new Set(
    (
      await trx
        .selectFrom("category")
        .select("slug")
        .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** Removes a category no product and no subcategory uses; otherwise says how many do. */
export async function removeCategory(viewer: StaffViewer, id: number, ip?: string): Promise<CategoryOutcome> {
  assertCatalogueRole(viewer);
  const outcome = await getDb()
    .transaction()
    .execute(async (trx): Promise<CategoryOutcome> => {
      const category = await trx.selectFrom("category").selectAll().where("id", "=", id).executeTakeFirst();
      if (!category) return NOT_FOUND;
      const [products, children] = await Promise.all([
        trx
          .selectFrom("product")
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .where("category_id", "=", id)
          .executeTakeFirstOrThrow(),
        trx
          .selectFrom("category")
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .where("parent_id", "=", id)
          .executeTakeFirstOrThrow(),
      ]);
      const uses = [
        Number(products.n) > 0 ? plural(Number(products.n), "producto", "productos") : "",
        Number(children.n) > 0 ? plural(Number(children.n), "subcategoría", "subcategorías") : "",
      ].filter(Boolean);
      if (uses.length > 0) {
        const verb = uses.length === 1 && uses[0]!.startsWith("1 ") ? "la usa" : "la usan";
        return {
          ok: false,
          status: 400,
          message: `No se puede eliminar «${category.name}»: ${uses.join(" y ")} ${verb}. Muévalos a otra categoría o elimínelos primero.`,
        };
      }
      await trx.deleteFrom("category").where("id", "=", id).execute();
      await recordAudit(
        {
          action: "category.delete",
          userId: viewer.id,
          actor: viewer.email,
          target: `category:${id}`,
          ip,
          detail: { name: category.name, parentId: category.parent_id },
        },
        trx,
      );
      return { ok: true, message: `Se eliminó la categoría «${category.name}».` };
    });
  if (outcome.ok) await publishContentChange("catalogue");
  return outcome;
}
