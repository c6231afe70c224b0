import { type KeyFigure, keyFigure } from "~/platform/lib/key-figure";
import type { ImageRef } from "~/platform/lib/media-url";
import { searchKey } from "../../../../db/search-key";
import type { CatalogQuery } from "../catalog-query-schema";
import { type CategoryScope, searchProducts } from "./catalog-search.server";
import { keptPerKeyUntilContentChange, keptUntilContentChange } from "~/platform/data/content-changes.server";
import { getDb } from "~/platform/data/db.server";
import { parseJson, toBool } from "~/platform/data/sql-values.server";

export const PRODUCTS_PAGE_SIZE = 12;
const SEARCH_MAX_WORDS = 8;

export interface CategoryNode {
  id: number;
  name: string;
  slug: string;
  children: { id: number; name: string; slug: string }[];
}

export interface ProductSummary {
  id: number;
  name: string;
  subtitle: string;
  slug: string;
  alt: string;
  images: ImageRef[];
  /** The product code (e.g. "ZPP-12N"). */
  code: string;
  /** The unit of sale (e.g. "bobina"). */
  unit: string;
  /** The one specification its card shows (width, gauge, length or capacity), if it has one. */
  keyFigure: KeyFigure | null;
}

export interface ProductDetails {
  specifications: { key: string; value: string }[];
  information: string | string[];
  downloads: { name: string; link: string }[];
  videos: string[];
}

export interface Product extends ProductSummary {
  description: string;
  category: { id: number; name: string; parentId: number | null };
  details: ProductDetails;
  updatedAt: string;
}

export interface ProductPage {
  products: ProductSummary[];
  page: number;
  pageSize: number;
  /** How many products match (for a search, at most SEARCH_RESULTS_LIMIT). */
  total: number;
  /** A search that matches more than SEARCH_RESULTS_LIMIT products: `total` lists only the first ones. */
  capped: boolean;
  totalPages: number;
}

/**
 * The top categories in their fixed sidebar order, each with its subcategories. Every page's footer
 * and the catalogue's sidebar show it: read once per content change (decision 055).
 */
export const listCategoryTree: () => Promise<readonly CategoryNode[]> =
  keptUntilContentChange(readCategoryTree);

async function readCategoryTree(): Promise<CategoryNode[]> {
  const rows = await getDb()
    .selectFrom("category")
    .select(["id", "name", "slug", "parent_id"])
    .orderBy("position")
    .orderBy("id")
    .execute();
  const tops = rows.filter((row) => row.parent_id === null);
  return tops.map((top) => ({
    id: top.id,
    name: top.name,
    slug: top.slug,
    children: rows
      .filter((row) => row.parent_id === top.id)
      .map((child) => ({ id: child.id, name: child.name, slug: child.slug })),
  }));
}

/**
 * One page of active products, optionally in a category (with its subcategories) and matching a
 * search. Every word of the search must appear (accent- and case-folded) in the product's name,
 * subtitle, category or parent category name, or a specification value. Products whose name holds
 * every word come first, then those whose name and subtitle do, then the rest; catalogue order
 * within each. Lists from the narrow search index `product_search` (db/product-search.server.ts).
 * Without a search the count is exact (index-only, kept until the next content change; decision
 * 056); a search counts and lists at most its first SEARCH_RESULTS_LIMIT products (`capped` when
 * more match; decision 052).
 */
export async function listProducts(query: Partial<CatalogQuery>): Promise<ProductPage> {
  const page = Math.max(0, query.page ?? 0);
  const words = searchKey(query.name ?? "")
    .split(" ")
    .filter(Boolean)
    .slice(0, SEARCH_MAX_WORDS);
  const scope = query.categoryId === undefined ? undefined : await categoryScope(query.categoryId);
  if (words.length > 0) {
    const hits = await searchProducts(words, scope, page * PRODUCTS_PAGE_SIZE, PRODUCTS_PAGE_SIZE);
    return pageOf(hits.ids, page, hits.total, hits.capped);
  }
  // Unsearched: the count is kept until the next content change (decision 056); the page is one
  // range of an index in catalogue order (product_search_order_idx, _top_category_idx or
  // _category_idx), read without the table from whichever end of the range is nearer.
  const total = await countActive(scope?.column ?? "all", scope?.id ?? 0);
  return pageOf(await pageIds(scope, page * PRODUCTS_PAGE_SIZE, total), page, total, false);
}

type ScopeColumn = CategoryScope["column"] | "all";

/** How many active products a scope has (all, a top category's, a subcategory's); an index-only count. */
const keptCount = keptPerKeyUntilContentChange(async (key: `${ScopeColumn}:${number}`) => {
  const [column, id] = key.split(":") as [ScopeColumn, string];
  let filtered = getDb().selectFrom("product_search").where("active", "=", 1);
  if (column !== "all") filtered = filtered.where(column, "=", Number(id));
  const counted = await filtered
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .executeTakeFirstOrThrow();
  return Number(counted.total);
}, 512);

const countActive = (column: ScopeColumn, id: number) => keptCount(`${column}:${id}`);

/**
 * The ids of one page of a scope's active products in catalogue order (position, then id), the
 * scope holding `total` of them. A page past the middle reads the index backwards from the end with
 * the smaller offset and turns the rows round: the same rows, at most the middle page's cost.
 */
async function pageIds(scope: CategoryScope | undefined, offset: number, total: number): Promise<number[]> {
  if (offset >= total) return [];
  let filtered = getDb().selectFrom("product_search").select("product_id").where("active", "=", 1);
  if (scope) filtered = filtered.where(scope.column, "=", scope.id);
  const fromEnd = Math.max(0, total - offset - PRODUCTS_PAGE_SIZE);
  if (fromEnd >= offset) {
    const rows = await filtered
      .orderBy("position")
      .orderBy("product_id")
      .limit(PRODUCTS_PAGE_SIZE)
      .offset(offset)
      .execute();
    return rows.map((row) => row.product_id);
  }
  const rows = await filtered
    .orderBy("position", "desc")
    .orderBy("product_id", "desc")
    .limit(Math.min(PRODUCTS_PAGE_SIZE, total - offset))
    .offset(fromEnd)
    .execute();
  return rows.map((row) => row.product_id).reverse();
}

/** A category's products: a top category's through `top_category_id` (its subcategories' too). */
async function categoryScope(categoryId: number): Promise<CategoryScope> {
  const category = await getDb()
    .selectFrom("category")
    .select("parent_id")
    .where("id", "=", categoryId)
    .executeTakeFirst();
  return category && category.parent_id === null
    ? { column: "top_category_id", id: categoryId }
    : { column: "category_id", id: categoryId };
}

/** The page's products (names, slugs, codes, key figures, images) in the order found, with the paging figures. */
async function pageOf(ids: number[], page: number, total: number, capped: boolean): Promise<ProductPage> {
  const [rows, images] = await Promise.all([summariesOf(ids), imagesOf(ids)]);
  return {
    products: ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [{ ...row, images: images.get(id) ?? [] }] : [];
    }),
    page,
    pageSize: PRODUCTS_PAGE_SIZE,
    total,
    capped,
    totalPages: Math.max(1, Math.ceil(total / PRODUCTS_PAGE_SIZE)),
  };
}

async function summariesOf(ids: number[]): Promise<Map<number, Omit<ProductSummary, "images">>> {
  if (ids.length === 0) return new Map();
  const rows = await getDb()
    .selectFrom("product")
    .select(["id", "name", "subtitle", "slug", "alt", "code", "unit", "details"])
    .where("id", "in", ids)
    .execute();
  return new Map(
    rows.map(({ details, ...row }) => [
      row.id,
      { ...row, keyFigure: keyFigure(parseJson<ProductDetails>(details).specifications ?? []) },
    ]),
  );
}

/** An active product with everything its detail page shows, or undefined (also for an id that is not a number). */
export async function getProduct(rawId: number | string): Promise<Product | undefined> {
  const id = typeof rawId === "number" ? rawId : /^\d{1,9}$/.test(rawId) ? Number(rawId) : NaN;
  if (!Number.isInteger(id)) return undefined;
  const row = await getDb()
    .selectFrom("product")
    .innerJoin("category", "category.id", "product.category_id")
    .select([
      "product.id",
      "product.name",
      "product.subtitle",
      "product.slug",
      "product.code",
      "product.unit",
      "product.alt",
      "product.description",
      "product.details",
      "product.active",
      "product.updated_at",
      "category.id as category_id",
      "category.name as category_name",
      "category.parent_id as category_parent_id",
    ])
    .where("product.id", "=", id)
    .executeTakeFirst();
  if (!row || !toBool(row.active)) return undefined;
  const images = await imagesOf([row.id]);
  const details = parseJson<ProductDetails>(row.details);
  return {
    id: row.id,
    name: row.name,
    subtitle: row.subtitle,
    slug: row.slug,
    code: row.code,
    unit: row.unit,
    alt: row.alt,
    description: row.description,
    images: images.get(row.id) ?? [],
    keyFigure: keyFigure(details.specifications ?? []),
    category: { id: row.category_id, name: row.category_name, parentId: row.category_parent_id },
    details,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

async function imagesOf(productIds: number[]): Promise<Map<number, ImageRef[]>> {
  const byProduct = new Map<number, ImageRef[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await getDb()
    .selectFrom("product_image")
    .innerJoin("media", "media.id", "product_image.media_id")
    .select(["product_image.product_id", "media.hash", "media.width", "media.height"])
    .where("product_image.product_id", "in", productIds)
    .orderBy("product_image.product_id")
    .orderBy("product_image.position")
    .execute();
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push({ hash: row.hash, width: row.width ?? 1200, height: row.height ?? 900 });
    byProduct.set(row.product_id, list);
  }
  return byProduct;
}

/**
 * Where a product address without a usable `?producto=` leads: the product whose current or former
 * slug this is (visible products only), or undefined.
 */
export async function productBySlug(slug: string): Promise<{ id: number; slug: string } | undefined> {
  const db = getDb();
  const current = await db
    .selectFrom("product")
    .select(["id", "slug", "active"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  const found =
    current ??
    (await db
      .selectFrom("product_slug_history")
      .innerJoin("product", "product.id", "product_slug_history.product_id")
      .select(["product.id", "product.slug", "product.active"])
      .where("product_slug_history.slug", "=", slug)
      .executeTakeFirst());
  return found && toBool(found.active) ? { id: found.id, slug: found.slug } : undefined;
}
