import { type Kysely, PostgresAdapter, sql } from "kysely";

// One migration set for both engines. The dialect branches: identity columns, JSON/binary/timestamp
// column types and the default timestamp expression.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const json = pg ? "jsonb" : "text";
  const bytes = pg ? "bytea" : "blob";
  const timestamp = pg ? "timestamptz" : "text";
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  const id = (c: any) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable("category")
    .addColumn("id", "integer", id)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("parent_id", "integer", (c) => c.references("category.id").onDelete("restrict"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("category_parent_idx")
    .on("category")
    .columns(["parent_id", "position"])
    .execute();

  await db.schema
    .createTable("media")
    .addColumn("id", "integer", id)
    .addColumn("hash", "text", (c) => c.notNull().unique())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("bytes", bytes, (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("media_variant")
    .addColumn("media_id", "integer", (c) => c.notNull().references("media.id").onDelete("cascade"))
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("bytes", bytes, (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("media_variant_pk", ["media_id", "width", "format"])
    .execute();

  await db.schema
    .createTable("product")
    .addColumn("id", "integer", id)
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_search", "text", (c) => c.notNull())
    .addColumn("subtitle", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("alt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("category_id", "integer", (c) => c.notNull().references("category.id").onDelete("restrict"))
    .addColumn("details", json, (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("active", "boolean", (c) => c.notNull().defaultTo(sql`true`))
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("product_category_idx")
    .on("product")
    .columns(["category_id", "position", "id"])
    .execute();
  await db.schema.createIndex("product_order_idx").on("product").columns(["position", "id"]).execute();
  await db.schema.createIndex("product_name_search_idx").on("product").column("name_search").execute();

  await db.schema
    .createTable("product_image")
    .addColumn("product_id", "integer", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("media_id", "integer", (c) => c.notNull().references("media.id").onDelete("restrict"))
    .addPrimaryKeyConstraint("product_image_pk", ["product_id", "position"])
    .execute();

  await db.schema
    .createTable("banner")
    .addColumn("id", "integer", id)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("image_media_id", "integer", (c) => c.notNull().references("media.id").onDelete("restrict"))
    .addColumn("link", "text", (c) => c.notNull())
    .addColumn("active", "boolean", (c) => c.notNull().defaultTo(sql`true`))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("starts_at", timestamp)
    .addColumn("ends_at", timestamp)
    .execute();

  await db.schema
    .createTable("lead")
    .addColumn("id", "integer", id)
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("idempotency_key", "text", (c) => c.unique())
    .addColumn("payload_hash", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("company", "text", (c) => c.notNull())
    .addColumn("ruc", "text", (c) => c.notNull())
    .addColumn("message", "text")
    .addColumn("equipment", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("spam", "boolean", (c) => c.notNull().defaultTo(sql`false`))
    .addColumn("spam_reason", "text")
    .addColumn("source_ip", "text")
    .addColumn("user_agent", "text")
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("lead_created_idx").on("lead").columns(["created_at", "id"]).execute();

  await db.schema
    .createTable("lead_line")
    .addColumn("lead_id", "integer", (c) => c.notNull().references("lead.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.references("product.id").onDelete("set null"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("lead_line_pk", ["lead_id", "position"])
    .execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "integer", id)
    .addColumn("lead_id", "integer", (c) => c.notNull().references("lead.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("message_id", "text", (c) => c.notNull().unique())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("reply_to", "text")
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("locked_until", timestamp)
    .addColumn("locked_by", "text")
    .addColumn("last_error", "text")
    .addColumn("sent_at", timestamp)
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("outbox_due_idx").on("outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("outbox_lead_idx").on("outbox").column("lead_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "outbox",
    "lead_line",
    "lead",
    "banner",
    "product_image",
    "product",
    "media_variant",
    "media",
    "category",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
