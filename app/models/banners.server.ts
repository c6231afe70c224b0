import type { ImageRef } from "~/lib/media-url";
import { getDb } from "./db.server";
import { nowIso } from "./sql-values.server";

export interface Banner {
  id: number;
  name: string;
  link: string;
  image: ImageRef;
}

/** Active banners whose optional date window includes now, in display order. */
export async function listActiveBanners(): Promise<Banner[]> {
  const now = nowIso();
  const rows = await getDb()
    .selectFrom("banner")
    .innerJoin("media", "media.id", "banner.image_media_id")
    .select(["banner.id", "banner.name", "banner.link", "media.hash", "media.width", "media.height"])
    .where("banner.active", "=", 1)
    .where((eb) => eb.or([eb("banner.starts_at", "is", null), eb("banner.starts_at", "<=", now)]))
    .where((eb) => eb.or([eb("banner.ends_at", "is", null), eb("banner.ends_at", ">", now)]))
    .orderBy("banner.position")
    .orderBy("banner.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    link: row.link,
    image: { hash: row.hash, width: row.width ?? 1920, height: row.height ?? 700 },
  }));
}
