import { type Kysely, PostgresAdapter, sql } from "kysely";
import { SEED_PRODUCTS } from "../seed/products";

// Products get a code (what staff and buyers quote, e.g. "ZPP-12N") and a unit of sale ("bobina");
// quotation lines keep a copy of both as they were when the lead came in, so a line stays readable
// when the product is renamed, recoded or deleted, and the inbox can search leads by product code.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema.alterTable("product").addColumn("code", "text").execute();
  await db.schema
    .alterTable("product")
    .addColumn("unit", "text", (c) => c.notNull().defaultTo("unidad"))
    .execute();

  // Existing rows, deterministically: a demo product (known by its slug) takes the demo catalogue's
  // code and unit, any other product "KDX-" and its id in six digits (no demo code starts with KDX).
  for (const product of SEED_PRODUCTS) {
    await db
      .updateTable("product")
      .set({ code: product.code, unit: product.unit })
      .where("slug", "=", product.slug)
      .execute();
  }
  const paddedId = pg ? sql`lpad(cast(id as text), 6, '0')` : sql`printf('%06d', id)`;
  await db
    .updateTable("product")
    .set({ code: sql`'KDX-' || ${paddedId}` })
    .where("code", "is", null)
    .execute();

  await db.schema.createIndex("product_code_idx").on("product").column("code").unique().execute();
  if (pg) {
    await db.schema
      .alterTable("product")
      .alterColumn("code", (c) => c.setNotNull())
      .execute();
  } else {
    // SQLite cannot add NOT NULL to an existing column without rebuilding the table (which the
    // foreign keys of product_image, product_search and lead_line make risky): two triggers refuse a
    // missing code with the same message SQLite gives for a NOT NULL column.
    for (const [event, name] of [
      ["insert", "product_code_required_insert"],
      ["update of code", "product_code_required_update"],
    ] as const) {
      await sql
        .raw(
          `create trigger ${name} before ${event} on product when new.code is null begin select raise(abort, 'NOT NULL constraint failed: product.code'); end`,
        )
        .execute(db);
    }
  }

  await db.schema.alterTable("lead_line").addColumn("code", "text").execute();
  await db.schema.alterTable("lead_line").addColumn("unit", "text").execute();
  // Lines stored before this migration take the product's code and unit of today, where the product
  // still exists: the closest record there is of what was asked for, and it makes old leads searchable.
  await db
    .updateTable("lead_line")
    .set((eb) => ({
      code: eb
        .selectFrom("product")
        .select("product.code")
        .whereRef("product.id", "=", "lead_line.product_id"),
      unit: eb
        .selectFrom("product")
        .select("product.unit")
        .whereRef("product.id", "=", "lead_line.product_id"),
    }))
    .where("product_id", "is not", null)
    .execute();
  await db.schema.createIndex("lead_line_code_idx").on("lead_line").column("code").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropIndex("lead_line_code_idx").execute();
  await db.schema.alterTable("lead_line").dropColumn("unit").execute();
  await db.schema.alterTable("lead_line").dropColumn("code").execute();
  if (!pg) {
    await sql`drop trigger product_code_required_update`.execute(db);
    await sql`drop trigger product_code_required_insert`.execute(db);
  }
  await db.schema.dropIndex("product_code_idx").execute();
  await db.schema.alterTable("product").dropColumn("unit").execute();
  await db.schema.alterTable("product").dropColumn("code").execute();
}
