// The product list of the back office (/admin/productos) and its row actions: hide/show, duplicate,
// delete. Lists from the catalogue's narrow search index (product_search, decision 018: the folded
// name, code and subtitle in `title_key`), so it stays fast at 10,000 products; reads names and codes
// only for the page shown. Every change is audited in its transaction and published after it commits
// (decision 046).
import { sql, type Transaction } from "kysely";
import { CATALOGUE_ROLES, type StaffViewer } from "~/platform/admin-kit/staff-roles";
import type { Database } from "../../../../db/schema";
import { refreshProductSearch } from "../../../../db/product-search.server";
import { escapeLike, searchKey } from "../../../../db/search-key";
import { recordAudit } from "~/platform/data/audit-log.server";
import { publishContentChange } from "~/platform/data/content-changes.server";
import { getDb } from "~/platform/data/db.server";
import { nowIso, toBool, toIso } from "~/platform/data/sql-values.server";

export const ADMIN_PRODUCTS_PAGE_SIZE = 25;
const SEARCH_MAX_WORDS = 8;

export type ProductVisibility = "all" | "visible" | "hidden";

export interface AdminProductQuery {
  search?: string;
  categoryId?: number;
  visibility?: ProductVisibility;
  /** From 1. */
  page?: number;
}

export interface AdminProductRow {
  id: number;
  code: string;
  name: string;
  slug: string;
  unit: string;
  visible: boolean;
  category: string;
  updatedAt: string;
}

export interface AdminProductPage {
  rows: AdminProductRow[];
  page: number;
  total: number;
  totalPages: number;
}

export function assertCatalogueRole(viewer: StaffViewer) {
  if (!CATALOGUE_ROLES.includes(viewer.role)) {
    throw new Error(`role ${viewer.role} may not edit the catalogue`);
  }
}

/** One page of products, hidden ones too, in catalogue order, filtered and searched by name and code. */
export async function listAdminProducts(query: AdminProductQuery): Promise<AdminProductPage> {
  const db = getDb();
  const page = Math.max(1, query.page ?? 1);
  const patterns = searchKey(query.search ?? "")
    .split(" ")
    .filter(Boolean)
    .slice(0, SEARCH_MAX_WORDS)
    .map((word) => `%${escapeLike(word)}%`);
  let filtered = db.selectFrom("product_search");
  if (query.visibility === "visible") filtered = filtered.where("active", "=", 1);
  if (query.visibility === "hidden") filtered = filtered.where("active", "=", 0);
  if (query.categoryId !== undefined) {
    const categoryId = query.categoryId;
    filtered = filtered.where((eb) =>
      eb.or([
        eb("category_id", "=", categoryId),
        eb("category_id", "in", eb.selectFrom("category").select("id").where("parent_id", "=", categoryId)),
      ]),
    );
  }
  for (const pattern of patterns) {
    filtered = filtered.where(sql<boolean>`${sql.ref("title_key")} like ${pattern} escape '\\'`);
  }
  const offset = (page - 1) * ADMIN_PRODUCTS_PAGE_SIZE;
  const countAll = async () =>
    Number(
      (await filtered.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirstOrThrow())
        .total,
    );
  let ids: number[];
  let total: number;
  if (patterns.length > 0) {
    // A search scans the narrow table once: the page and, beside each row, how many match in all
    // (decision 018's one pass); a page past the end counts apart.
    const found = await filtered
      .select(["product_id", sql<number | string>`count(*) over ()`.as("total")])
      .orderBy("position")
      .orderBy("product_id")
      .limit(ADMIN_PRODUCTS_PAGE_SIZE)
      .offset(offset)
      .execute();
    ids = found.map((row) => row.product_id);
    total = found.length > 0 ? Number(found[0]!.total) : offset === 0 ? 0 : await countAll();
  } else if (query.visibility === "all" || query.visibility === undefined) {
    // Every product, or one category's: the product table's order index, hidden and shown alike
    // (product_search's order index begins with `active`).
    let pageQuery = db.selectFrom("product").select("id as product_id");
    if (query.categoryId !== undefined) {
      const categoryId = query.categoryId;
      pageQuery = pageQuery.where((eb) =>
        eb.or([
          eb("category_id", "=", categoryId),
          eb("category_id", "in", eb.selectFrom("category").select("id").where("parent_id", "=", categoryId)),
        ]),
      );
    }
    const [found, counted] = await Promise.all([
      pageQuery.orderBy("position").orderBy("id").limit(ADMIN_PRODUCTS_PAGE_SIZE).offset(offset).execute(),
      countAll(),
    ]);
    ids = found.map((row) => row.product_id);
    total = counted;
  } else {
    const [found, counted] = await Promise.all([
      filtered
        .select("product_id")
        .orderBy("position")
        .orderBy("product_id")
        .limit(ADMIN_PRODUCTS_PAGE_SIZE)
        .offset(offset)
        .execute(),
      countAll(),
    ]);
    ids = found.map((row) => row.product_id);
    total = counted;
  }
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom("product")
          .innerJoin("category", "category.id", "product.category_id")
          .select([
            "product.id",
            "product.code",
            "product.name",
            "product.slug",
            "product.unit",
            "product.active",
            "product.updated_at",
            "category.name as category",
          ])
          .where("product.id", "in", ids)
          .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    rows: ids.flatMap((id) => {
      const row = byId.get(id);
      return row
        ? [
            {
              id: row.id,
              code: row.code,
              name: row.name,
              slug: row.slug,
              unit: row.unit,
              visible: toBool(row.active),
              category: row.category,
              updatedAt: toIso(row.updated_at),
            },
          ]
        : [];
    }),
    page,
    total,
    totalPages: Math.max(1, Math.ceil(total / ADMIN_PRODUCTS_PAGE_SIZE)),
  };
}

export type ProductOutcome =
  { ok: true; message: string; id?: number } | { ok: false; status: 400 | 404; message: string };

export const PRODUCT_NOT_FOUND: ProductOutcome = {
  ok: false,
  status: 404,
  message: "No encontramos este producto.",
};

type Trx = Transaction<Database>;

async function audited(
  viewer: StaffViewer,
  ip: string | undefined,
  work: (
    trx: Trx,
    audit: (action: string, id: number, detail: Record<string, unknown>) => Promise<void>,
  ) => Promise<ProductOutcome>,
): Promise<ProductOutcome> {
  assertCatalogueRole(viewer);
  const outcome = await getDb()
    .transaction()
    .execute((trx) =>
      work(trx, async (action, id, detail) => {
        await recordAudit(
          { action, userId: viewer.id, actor: viewer.email, target: `product:${id}`, ip, detail },
          trx,
        );
      }),
    );
  if (outcome.ok) await publishContentChange("catalogue");
  return outcome;
}

/** Shows a product in the catalogue, the API and the sitemap, or hides it from all three. */
export function setProductVisible(
  viewer: StaffViewer,
  id: number,
  visible: boolean,
  ip?: string,
): Promise<ProductOutcome> {
  return audited(viewer, ip, async (trx, audit) => {
    const product = await trx
      .selectFrom("product")
      .select(["name", "active"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!product) return PRODUCT_NOT_FOUND;
    if (toBool(product.active) !== visible) {
      await trx
        .updateTable("product")
        .set({ active: visible ? 1 : 0, updated_at: nowIso() })
        .where("id", "=", id)
        .execute();
      await refreshProductSearch(trx, [id]);
      await audit(visible ? "product.show" : "product.hide", id, { name: product.name });
    }
    return {
      ok: true,
      message: visible
        ? `«${product.name}» se muestra en el catálogo.`
        : `«${product.name}» está oculto: no aparece en el catálogo, la API ni el mapa del sitio.`,
    };
  });
}

/** The first of `base`, `base-2`, `base-3`… that `taken` does not hold. */
function firstFree(base: string, taken: Set<string>, join: string): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}${join}${n}`)) return `${base}${join}${n}`;
}

/** Slugs in use: current ones and former ones (which keep redirecting to their product). */
export async function takenSlugs(trx: Trx | ReturnType<typeof getDb>, base: string): Promise<Set<string>> {
  const like = `${escapeLike(base)}%`;
  const [current, former] = await Promise.all([
    trx
      .selectFrom("product")
      .select("slug")
      .where(sql<boolean>`slug like ${like} escape '\\'`)
      .execute(),
    trx
      .selectFrom("product_slug_history")
      .select("slug")
      .where(sql<boolean>`slug like ${like} escape '\\'`)
      .execute(),
  ]);
  return new Set([...current, ...former].map((row) => row.slug));
}

/**
 * A copy of a product, hidden until shown, at the end of the catalogue: code "<code>-COPIA" (then
 * -COPIA-2…), slug "<slug>-copia", name "<name> (copia)"; the same category, texts, details and images.
 */
export function duplicateProduct(viewer: StaffViewer, id: number, ip?: string): Promise<ProductOutcome> {
  return audited(viewer, ip, async (trx, audit) => {
    const source = await trx.selectFrom("product").selectAll().where("id", "=", id).executeTakeFirst();
    if (!source) return PRODUCT_NOT_FOUND;
    const codeBase = `${source.code}-COPIA`;
    const codes = await trx
      .selectFrom("product")
      .select("code")
      .where(sql<boolean>`code like ${`${escapeLike(codeBase)}%`} escape '\\'`)
      .execute();
    const code = firstFree(codeBase, new Set(codes.map((row) => row.code)), "-");
    const slugBase = `${source.slug}-copia`;
    const slug = firstFree(slugBase, await takenSlugs(trx, slugBase), "-");
    const last = await trx
      .selectFrom("product")
      .select((eb) => eb.fn.max("position").as("position"))
      .executeTakeFirst();
    const now = nowIso();
    const name = `${source.name} (copia)`;
    const { id: _id, ...copy } = source;
    const created = await trx
      .insertInto("product")
      .values({
        ...copy,
        code,
        slug,
        name,
        name_search: searchKey(name),
        details: typeof source.details === "string" ? source.details : JSON.stringify(source.details),
        active: 0,
        position: Number(last?.position ?? 0) + 1,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const images = await trx
      .selectFrom("product_image")
      .select(["position", "media_id"])
      .where("product_id", "=", id)
      .execute();
    if (images.length > 0) {
      await trx
        .insertInto("product_image")
        .values(images.map((image) => ({ ...image, product_id: created.id })))
        .execute();
    }
    await refreshProductSearch(trx, [created.id]);
    await audit("product.duplicate", created.id, { from: id, code, slug });
    return {
      ok: true,
      id: created.id,
      message: `Se creó «${name}» (${code}), oculto hasta que lo muestre.`,
    };
  });
}

/**
 * Deletes a product. Quotations that named it keep their lines: each line holds its own copy of the
 * code, name and unit, and its link to the product becomes empty (foreign key `set null`).
 */
export function deleteProduct(viewer: StaffViewer, id: number, ip?: string): Promise<ProductOutcome> {
  return audited(viewer, ip, async (trx, audit) => {
    const product = await trx
      .selectFrom("product")
      .select(["code", "name", "slug"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!product) return PRODUCT_NOT_FOUND;
    const quoted = await trx
      .selectFrom("lead_line")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("product_id", "=", id)
      .executeTakeFirstOrThrow();
    await trx.deleteFrom("product").where("id", "=", id).execute();
    await audit("product.delete", id, { code: product.code, name: product.name, slug: product.slug });
    const lines = Number(quoted.n);
    return {
      ok: true,
      message:
        lines === 0
          ? `Se eliminó «${product.name}».`
          : `Se eliminó «${product.name}». ${lines === 1 ? "La cotización que lo nombra lo sigue mostrando" : `Las ${lines} líneas de cotización que lo nombran lo siguen mostrando`} con su código, nombre y unidad.`,
    };
  });
}
