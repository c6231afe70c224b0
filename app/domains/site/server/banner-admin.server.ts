// Banners as staff run them (/admin/banners, administrators: BANNER_ROLES). Every write is one
// transaction with its audit row; once it has committed, the public pages hear of it
// (publishContentChange) and files no longer used are cleaned up (runMediaCleanup, in the background).
import type { Transaction } from "kysely";
import type { ImageRef } from "~/platform/lib/media-url";
import { BANNER_ROLES, type StaffViewer } from "~/platform/admin-kit/staff-roles";
import type { BannerFields } from "../banner-schema";
import type { Database } from "../../../../db/schema";
import { recordAudit } from "~/platform/data/audit-log.server";
import { bannerRows, imageRefOf } from "./banners.server";
import { publishContentChange } from "~/platform/data/content-changes.server";
import { databaseEngine, getDb } from "~/platform/data/db.server";
import { cleanUpMediaSoon } from "~/platform/media/media-cleanup.server";
import { fromBool, toBool, toIso } from "~/platform/data/sql-values.server";

/** What the home page does with a banner now (the labels: app/domains/site/admin/banner-messages.ts). */
export type BannerState = "visible" | "scheduled" | "ended" | "inactive";

export interface StaffBanner {
  id: number;
  name: string;
  alt: string;
  link: string;
  active: boolean;
  startsAt: string | null;
  endsAt: string | null;
  image: ImageRef;
  mobileImage: ImageRef | null;
  /** The media ids of its images. */
  imageIds: BannerImages;
  /** What the home page does with it now. */
  state: BannerState;
}

/** The images of a saved banner: the media ids (new uploads or the ones it had). */
export interface BannerImages {
  imageId: number;
  mobileImageId: number | null;
}

export type BannerWriteOutcome = { ok: true; id: number } | { ok: false; reason: "not-found" };

/** Thrown when a model is called for a role that may not run banners (the route refuses it first). */
function assertBannerRole(viewer: StaffViewer): void {
  if (!BANNER_ROLES.includes(viewer.role)) throw new Error(`role ${viewer.role} may not change banners`);
}

function stateOf(active: boolean, startsAt: string | null, endsAt: string | null, now: Date): BannerState {
  if (!active) return "inactive";
  if (endsAt && Date.parse(endsAt) <= now.getTime()) return "ended";
  if (startsAt && Date.parse(startsAt) > now.getTime()) return "scheduled";
  return "visible";
}

type BannerRow = Awaited<ReturnType<ReturnType<typeof bannerRows>["execute"]>>[number];

function staffBannerOf(row: BannerRow, now: Date): StaffBanner {
  const active = toBool(row.active);
  const startsAt = toIso(row.starts_at);
  const endsAt = toIso(row.ends_at);
  return {
    id: row.id,
    name: row.name,
    alt: row.alt,
    link: row.link,
    active,
    startsAt,
    endsAt,
    image: imageRefOf(row),
    mobileImage: row.mobile_hash
      ? imageRefOf({ hash: row.mobile_hash, width: row.mobile_width, height: row.mobile_height })
      : null,
    imageIds: { imageId: row.image_media_id, mobileImageId: row.mobile_image_media_id },
    state: stateOf(active, startsAt, endsAt, now),
  };
}

/** Every banner, in display order, with what the home page does with it now. */
export async function listBannersForStaff(viewer: StaffViewer, now = new Date()): Promise<StaffBanner[]> {
  assertBannerRole(viewer);
  return (await bannerRows().execute()).map((row) => staffBannerOf(row, now));
}

export async function getBannerForStaff(viewer: StaffViewer, id: number): Promise<StaffBanner | undefined> {
  assertBannerRole(viewer);
  const row = await bannerRows().where("banner.id", "=", id).executeTakeFirst();
  return row && staffBannerOf(row, new Date());
}

/** The id of a stored image by its hash (a file uploaded with a form that came back with an error). */
export async function storedImageId(hash: string): Promise<number | undefined> {
  if (!/^[a-f0-9]{64}$/.test(hash)) return undefined;
  const row = await getDb()
    .selectFrom("media")
    .select("id")
    .where("hash", "=", hash)
    .where("content_type", "like", "image/%")
    .executeTakeFirst();
  return row?.id;
}

const columnsOf = (fields: BannerFields, images: BannerImages) => ({
  name: fields.name,
  alt: fields.alt,
  link: fields.link,
  active: fromBool(fields.active),
  starts_at: fields.startsAt,
  ends_at: fields.endsAt,
  image_media_id: images.imageId,
  mobile_image_media_id: images.mobileImageId,
});

async function afterCommit(): Promise<void> {
  await publishContentChange("banners");
  cleanUpMediaSoon();
}

export async function createBanner(
  viewer: StaffViewer,
  fields: BannerFields,
  images: BannerImages,
  ip?: string,
): Promise<BannerWriteOutcome> {
  assertBannerRole(viewer);
  const id = await getDb()
    .transaction()
    .execute(async (trx) => {
      const last = await trx
        .selectFrom("banner")
        .select((eb) => eb.fn.max("position").as("position"))
        .executeTakeFirst();
      const position =
        last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
      const { id } = await trx
        .insertInto("banner")
        .values({ ...columnsOf(fields, images), position })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordAudit(
        {
          action: "banner.create",
          userId: viewer.id,
          actor: viewer.email,
          target: `banner:${id}`,
          ip,
          detail: { ...fields, ...images },
        },
        trx,
      );
      return id;
    });
  await afterCommit();
  return { ok: true, id };
}

export async function updateBanner(
  viewer: StaffViewer,
  id: number,
  fields: BannerFields,
  images: BannerImages,
  ip?: string,
): Promise<BannerWriteOutcome> {
  assertBannerRole(viewer);
  const found = await getDb()
    .transaction()
    .execute(async (trx) => {
      const before = await trx.selectFrom("banner").selectAll().where("id", "=", id).executeTakeFirst();
      if (!before) return false;
      const after = columnsOf(fields, images);
      await trx.updateTable("banner").set(after).where("id", "=", id).execute();
      // What changed, each field from → to.
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const [column, value] of Object.entries(after)) {
        const old = before[column as keyof typeof before];
        const oldValue = column.endsWith("_at")
          ? toIso(old as string | null)
          : column === "active"
            ? fromBool(toBool(old as number))
            : old;
        if (oldValue !== value) changes[column] = { from: oldValue, to: value };
      }
      await recordAudit(
        {
          action: "banner.update",
          userId: viewer.id,
          actor: viewer.email,
          target: `banner:${id}`,
          ip,
          detail: { changes },
        },
        trx,
      );
      return true;
    });
  if (!found) return { ok: false, reason: "not-found" };
  await afterCommit();
  return { ok: true, id };
}

export async function deleteBanner(
  viewer: StaffViewer,
  id: number,
  ip?: string,
): Promise<BannerWriteOutcome> {
  assertBannerRole(viewer);
  const found = await getDb()
    .transaction()
    .execute(async (trx) => {
      const before = await trx.selectFrom("banner").selectAll().where("id", "=", id).executeTakeFirst();
      if (!before) return false;
      await trx.deleteFrom("banner").where("id", "=", id).execute();
      await renumber(trx);
      await recordAudit(
        {
          action: "banner.delete",
          userId: viewer.id,
          actor: viewer.email,
          target: `banner:${id}`,
          ip,
          detail: {
            name: before.name,
            link: before.link,
            image_media_id: before.image_media_id,
            mobile_image_media_id: before.mobile_image_media_id,
          },
        },
        trx,
      );
      return true;
    });
  if (!found) return { ok: false, reason: "not-found" };
  await afterCommit();
  return { ok: true, id };
}

/** Positions 0, 1, 2… in the current order (gaps and ties from older data closed). */
async function renumber(trx: Transaction<Database>): Promise<number[]> {
  // Two moves at the same moment on PostgreSQL: each rewrites every banner's position, and in the
  // orders each had read they deadlocked (one answered 500). Every banner is locked in id order first
  // (the same order for everyone), so the second waits and then reads the first one's positions, as
  // the categories do. SQLite runs one write transaction at a time.
  if (databaseEngine() === "postgres") {
    await trx.selectFrom("banner").select("id").orderBy("id").forUpdate().execute();
  }
  const ids = (await trx.selectFrom("banner").select("id").orderBy("position").orderBy("id").execute()).map(
    (row) => row.id,
  );
  for (const [position, id] of ids.entries()) {
    await trx.updateTable("banner").set({ position }).where("id", "=", id).execute();
  }
  return ids;
}

/** Moves a banner one place up or down in the carousel; at either end nothing moves. */
export async function moveBanner(
  viewer: StaffViewer,
  id: number,
  direction: "up" | "down",
  ip?: string,
): Promise<BannerWriteOutcome & { moved?: boolean }> {
  assertBannerRole(viewer);
  const outcome = await getDb()
    .transaction()
    .execute(async (trx) => {
      const ids = await renumber(trx);
      const from = ids.indexOf(id);
      if (from === -1) return "not-found" as const;
      const to = direction === "up" ? from - 1 : from + 1;
      if (to < 0 || to >= ids.length) return "unmoved" as const;
      await trx.updateTable("banner").set({ position: to }).where("id", "=", id).execute();
      await trx.updateTable("banner").set({ position: from }).where("id", "=", ids[to]!).execute();
      await recordAudit(
        {
          action: "banner.move",
          userId: viewer.id,
          actor: viewer.email,
          target: `banner:${id}`,
          ip,
          detail: { from, to },
        },
        trx,
      );
      return "moved" as const;
    });
  if (outcome === "not-found") return { ok: false, reason: "not-found" };
  if (outcome === "moved") await publishContentChange("banners");
  return { ok: true, id, moved: outcome === "moved" };
}
