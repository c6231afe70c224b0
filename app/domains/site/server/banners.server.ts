// The home page's banners as the public site reads them: active, inside their dates (Lima time),
// in order. Staff run them through app/domains/site/server/banner-admin.server.ts.
import type { ImageRef } from "~/platform/lib/media-url";
import { publishContentChange } from "~/platform/data/content-changes.server";
import { getDb } from "~/platform/data/db.server";
import { toBool, toIso } from "~/platform/data/sql-values.server";

export interface Banner {
  id: number;
  name: string;
  /** The image's text alternative (empty: the title, shown over it, says it all). */
  alt: string;
  link: string;
  image: ImageRef;
  /** The crop for phones, when staff gave one. */
  mobileImage?: ImageRef;
}

export const imageRefOf = (row: { hash: string; width: number | null; height: number | null }): ImageRef => ({
  hash: row.hash,
  width: row.width ?? 1920,
  height: row.height ?? 700,
});

/** The banners with their images, in display order: the public list and the staff list share it. */
export function bannerRows() {
  return getDb()
    .selectFrom("banner")
    .innerJoin("media", "media.id", "banner.image_media_id")
    .leftJoin("media as mobile", "mobile.id", "banner.mobile_image_media_id")
    .select([
      "banner.id",
      "banner.name",
      "banner.alt",
      "banner.link",
      "banner.active",
      "banner.position",
      "banner.starts_at",
      "banner.ends_at",
      "banner.image_media_id",
      "banner.mobile_image_media_id",
      "media.hash",
      "media.width",
      "media.height",
      "mobile.hash as mobile_hash",
      "mobile.width as mobile_width",
      "mobile.height as mobile_height",
    ])
    .orderBy("banner.position")
    .orderBy("banner.id");
}

/**
 * Active banners whose optional date window includes now, in display order. When one of them starts
 * or ends within the page cache's lifetime, this process's cached pages are dropped at that moment
 * (watchNextChange), so no cached home page shows a banner past its end or misses one that started.
 */
export async function listActiveBanners(now = new Date()): Promise<Banner[]> {
  const at = now.toISOString();
  const rows = await bannerRows()
    .where("banner.active", "=", 1)
    .where((eb) => eb.or([eb("banner.ends_at", "is", null), eb("banner.ends_at", ">", at)]))
    .execute();
  let nextChange: number | undefined;
  const shown: Banner[] = [];
  for (const row of rows) {
    const starts = row.starts_at === null ? undefined : Date.parse(toIso(row.starts_at));
    const ends = row.ends_at === null ? undefined : Date.parse(toIso(row.ends_at));
    const upcoming = starts !== undefined && starts > now.getTime();
    const change = upcoming ? starts : ends;
    if (change !== undefined) nextChange = Math.min(nextChange ?? change, change);
    if (upcoming || !toBool(row.active)) continue;
    shown.push({
      id: row.id,
      name: row.name,
      alt: row.alt,
      link: row.link,
      image: imageRefOf(row),
      ...(row.mobile_hash
        ? {
            mobileImage: imageRefOf({
              hash: row.mobile_hash,
              width: row.mobile_width,
              height: row.mobile_height,
            }),
          }
        : {}),
    });
  }
  watchNextChange(nextChange, now.getTime());
  return shown;
}

/** Pages live at most 300 s in the cache (PAGE_CACHE_TTL_SECONDS): a later change needs no timer. */
const WATCH_HORIZON_MS = 10 * 60_000;
/** Fired a little after the instant, so the render it causes already sees the change. */
const WATCH_MARGIN_MS = 50;
let watch: { at: number; timer: NodeJS.Timeout } | undefined;

function watchNextChange(at: number | undefined, now: number): void {
  if (at === undefined || at - now > WATCH_HORIZON_MS) return;
  if (watch && watch.at <= at && watch.at > now) return;
  if (watch) clearTimeout(watch.timer);
  const timer = setTimeout(
    () => {
      watch = undefined;
      void publishContentChange("banners");
    },
    at - now + WATCH_MARGIN_MS,
  );
  timer.unref();
  watch = { at, timer };
}
