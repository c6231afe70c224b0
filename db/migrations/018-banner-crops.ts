import type { Kysely } from "kysely";

// Banners run by staff (issue 15, decision 045):
// - `banner.mobile_image_media_id`: an optional crop for phones (the desktop image otherwise), kept
//   from removal like the desktop image (restrict);
// - `banner.alt`: the image's text alternative, for the words in the picture that the title does not say;
// - an index of `product_image` by media, so the media cleanup finds whether a file is used without
//   reading every product's images.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("banner")
    .addColumn("mobile_image_media_id", "integer", (c) => c.references("media.id").onDelete("restrict"))
    .execute();
  await db.schema
    .alterTable("banner")
    .addColumn("alt", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("product_image_media_idx").on("product_image").column("media_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("product_image_media_idx").execute();
  await db.schema.alterTable("banner").dropColumn("alt").execute();
  await db.schema.alterTable("banner").dropColumn("mobile_image_media_id").execute();
}
