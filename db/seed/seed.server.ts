import { createHash } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Engine } from "../connection.server";
import { refreshProductSearch } from "../product-search.server";
import type { Database } from "../schema";
import { searchKey } from "../search-key";
import { SEED_BANNERS } from "./banners";
import { SEED_CATEGORIES } from "./categories";
import { datasheetPath, productImagePaths, readSeedFile } from "./files.server";
import { SEED_PRODUCTS } from "./products";

const SEED_LOCK_ID = 72_610_001;
const PRODUCT_IMAGE_SIZE = { width: 1200, height: 900 };
const BANNER_IMAGE_SIZE = { width: 1920, height: 700 };

interface PreparedFile {
  hash: string;
  contentType: string;
  fileName: string;
  bytes: Buffer;
  width: number | null;
  height: number | null;
}

export interface SeedSummary {
  categories: number;
  products: number;
  banners: number;
  media: number;
}

/**
 * Loads the demo catalogue (the data of db/seed and the files of db/seed/files) into an empty database. Does nothing (and returns undefined) when the
 * catalogue already has categories, so it is safe on every start and from several processes at once.
 */
export async function seedDemoCatalogue(
  db: Kysely<Database>,
  engine: Engine,
): Promise<SeedSummary | undefined> {
  if (await hasCategories(db)) return undefined;
  const prepared = prepareFiles();
  return db.transaction().execute(async (trx) => {
    if (engine === "postgres") await sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(trx);
    if (await hasCategories(trx)) return undefined;
    const mediaIds = await insertMedia(trx, [...prepared.files.values()]);
    await insertCategories(trx);
    if (engine === "postgres") {
      await sql`select setval(pg_get_serial_sequence('category', 'id'), (select max(id) from category))`.execute(
        trx,
      );
    }
    const now = new Date().toISOString();
    for (const [position, product] of SEED_PRODUCTS.entries()) {
      const downloads = product.datasheets.map((sheet) => ({
        name: sheet.name,
        link: `/media/${prepared.datasheetHash.get(sheet.fileName)}.pdf`,
      }));
      const { id } = await trx
        .insertInto("product")
        .values({
          slug: product.slug,
          code: product.code,
          unit: product.unit,
          name: product.name,
          name_search: searchKey(product.name),
          subtitle: product.subtitle,
          alt: product.alt,
          description: product.description,
          category_id: product.categoryId,
          details: JSON.stringify({
            specifications: product.specifications,
            information: product.information,
            downloads,
            videos: product.videos,
          }),
          position,
          active: 1,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("product_image")
        .values(
          prepared.productImageHashes.get(product.slug)!.map((hash, index) => ({
            product_id: id,
            position: index,
            media_id: mediaIds.get(hash)!,
          })),
        )
        .execute();
    }
    await refreshProductSearch(trx);
    for (const [position, banner] of SEED_BANNERS.entries()) {
      await trx
        .insertInto("banner")
        .values({
          name: banner.name,
          link: banner.link,
          image_media_id: mediaIds.get(prepared.bannerHashes[position]!)!,
          active: 1,
          position,
          starts_at: null,
          ends_at: null,
        })
        .execute();
    }
    return {
      categories: SEED_CATEGORIES.reduce((count, top) => count + 1 + top.children.length, 0),
      products: SEED_PRODUCTS.length,
      banners: SEED_BANNERS.length,
      media: prepared.files.size,
    };
  });
}

async function hasCategories(db: Kysely<Database> | Transaction<Database>): Promise<boolean> {
  return (await db.selectFrom("category").select("id").limit(1).executeTakeFirst()) !== undefined;
}

function prepareFiles() {
  const files = new Map<string, PreparedFile>();
  const add = (file: Omit<PreparedFile, "hash">) => {
    const hash = hashOf(file.bytes);
    if (!files.has(hash)) files.set(hash, { ...file, hash });
    return hash;
  };
  const productImageHashes = new Map<string, string[]>();
  const datasheetHash = new Map<string, string>();
  for (const product of SEED_PRODUCTS) {
    const hashes = productImagePaths(product.slug).map((path, index) =>
      add({
        contentType: "image/svg+xml",
        fileName: `${product.slug}-${index + 1}.svg`,
        bytes: readSeedFile(path),
        ...PRODUCT_IMAGE_SIZE,
      }),
    );
    productImageHashes.set(product.slug, hashes);
    for (const sheet of product.datasheets) {
      const hash = add({
        contentType: "application/pdf",
        fileName: sheet.fileName,
        bytes: readSeedFile(datasheetPath(sheet.fileName)),
        width: null,
        height: null,
      });
      datasheetHash.set(sheet.fileName, hash);
    }
  }
  const bannerHashes = SEED_BANNERS.map((banner, index) =>
    add({
      contentType: "image/svg+xml",
      fileName: `banner-${index + 1}.svg`,
      bytes: readSeedFile(banner.image),
      ...BANNER_IMAGE_SIZE,
    }),
  );
  return { files, productImageHashes, datasheetHash, bannerHashes };
}

async function insertMedia(trx: Transaction<Database>, files: PreparedFile[]): Promise<Map<string, number>> {
  const now = new Date().toISOString();
  for (const file of files) {
    await trx
      .insertInto("media")
      .values({
        hash: file.hash,
        content_type: file.contentType,
        file_name: file.fileName,
        width: file.width,
        height: file.height,
        bytes: file.bytes,
        created_at: now,
      })
      .onConflict((oc) => oc.column("hash").doNothing())
      .execute();
  }
  const rows = await trx.selectFrom("media").select(["id", "hash"]).execute();
  return new Map(rows.map((row) => [row.hash, row.id]));
}

async function insertCategories(trx: Transaction<Database>): Promise<void> {
  for (const [position, top] of SEED_CATEGORIES.entries()) {
    await trx
      .insertInto("category")
      .values({ id: top.id, name: top.name, slug: top.slug, parent_id: null, position })
      .execute();
    for (const [childPosition, child] of top.children.entries()) {
      await trx
        .insertInto("category")
        .values({
          id: child.id,
          name: child.name,
          slug: child.slug,
          parent_id: top.id,
          position: childPosition,
        })
        .execute();
    }
  }
}

function hashOf(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}
