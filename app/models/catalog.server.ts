import { sql } from "kysely";
import type { ImageRef } from "~/lib/media-url";
import { escapeLike, searchKey } from "~/lib/search-key";
import { getDb } from "./db.server";
import { parseJson, toBool } from "./sql-values.server";

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

export interface ProductQuery {
  categoryId?: number;
  /** 0-based. */
  page?: number;
  name?: string;
}

export interface ProductPage {
  products: ProductSummary[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** The top categories in their fixed sidebar order, each with its subcategories. */
export async function listCategoryTree(): Promise<CategoryNode[]> {
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

/** One page of active products, optionally in a category (with its subcategories) and matching a name. */
export async function listProducts(query: ProductQuery): Promise<ProductPage> {
  const db = getDb();
  const page = Math.max(0, query.page ?? 0);
  const words = searchKey(query.name ?? "")
    .split(" ")
    .filter(Boolean)
    .slice(0, SEARCH_MAX_WORDS);

  let filtered = db.selectFrom("product").where("active", "=", 1);
  if (query.categoryId !== undefined) {
    const categoryId = query.categoryId;
    filtered = filtered.where((eb) =>
      eb.or([
        eb("category_id", "=", categoryId),
        eb("category_id", "in", eb.selectFrom("category").select("id").where("parent_id", "=", categoryId)),
      ]),
    );
  }
  for (const word of words) {
    filtered = filtered.where(sql<boolean>`name_search like ${`%${escapeLike(word)}%`} escape '\\'`);
  }

  const [{ total }] = (await filtered.select((eb) => eb.fn.countAll<number>().as("total")).execute()) as [
    { total: number },
  ];
  const rows = await filtered
    .select(["id", "name", "subtitle", "slug", "alt"])
    .orderBy("position")
    .orderBy("id")
    .limit(PRODUCTS_PAGE_SIZE)
    .offset(page * PRODUCTS_PAGE_SIZE)
    .execute();
  const images = await imagesOf(rows.map((row) => row.id));
  return {
    products: rows.map((row) => ({ ...row, images: images.get(row.id) ?? [] })),
    page,
    pageSize: PRODUCTS_PAGE_SIZE,
    total: Number(total),
    totalPages: Math.max(1, Math.ceil(Number(total) / PRODUCTS_PAGE_SIZE)),
  };
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
  return {
    id: row.id,
    name: row.name,
    subtitle: row.subtitle,
    slug: row.slug,
    alt: row.alt,
    description: row.description,
    images: images.get(row.id) ?? [],
    category: { id: row.category_id, name: row.category_name, parentId: row.category_parent_id },
    details: parseJson<ProductDetails>(row.details),
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

/** Every active product's address data and last change, for the sitemap. */
export async function listProductsForSitemap(): Promise<{ id: number; slug: string; updatedAt: string }[]> {
  const rows = await getDb()
    .selectFrom("product")
    .select(["id", "slug", "updated_at"])
    .where("active", "=", 1)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}
