import { createHash } from "node:crypto";
import sharp from "sharp";
import { IMAGE_WIDTHS, type ImageFormat, type ImageWidth } from "~/platform/lib/media-url";
import { getDb } from "~/platform/data/db.server";

export interface StoredFile {
  contentType: string;
  fileName: string;
  bytes: Buffer;
}

export interface NewMedia {
  contentType: string;
  fileName: string;
  bytes: Buffer;
  width?: number;
  height?: number;
}

export function contentHash(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * Stores a file once per content hash and returns its id and hash. Storing a file that is already
 * there renews its `created_at`, so the media cleanup's grace period counts from the latest upload
 * (a file stored again for a form about to reference it is not removed meanwhile).
 */
export async function storeMedia(media: NewMedia): Promise<{ id: number; hash: string }> {
  const db = getDb();
  const hash = contentHash(media.bytes);
  const now = new Date().toISOString();
  await db
    .insertInto("media")
    .values({
      hash,
      content_type: media.contentType,
      file_name: media.fileName,
      width: media.width ?? null,
      height: media.height ?? null,
      bytes: media.bytes,
      created_at: now,
    })
    .onConflict((oc) => oc.column("hash").doUpdateSet({ created_at: now }))
    .execute();
  const row = await db.selectFrom("media").select("id").where("hash", "=", hash).executeTakeFirstOrThrow();
  return { id: row.id, hash };
}

export async function getMedia(hash: string): Promise<StoredFile | undefined> {
  const row = await getDb()
    .selectFrom("media")
    .select(["content_type", "file_name", "bytes"])
    .where("hash", "=", hash)
    .executeTakeFirst();
  return row && { contentType: row.content_type, fileName: row.file_name, bytes: Buffer.from(row.bytes) };
}

const CONTENT_TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp" };
const pending = new Map<string, Promise<StoredFile | undefined>>();

/**
 * A raster variant of a stored image, made with sharp on first request and kept in the database,
 * so every process (and every restart) serves the same bytes without converting again.
 */
export async function getImageVariant(
  hash: string,
  width: ImageWidth,
  format: ImageFormat,
): Promise<StoredFile | undefined> {
  if (!IMAGE_WIDTHS.includes(width)) return undefined;
  const key = `${hash}-${width}.${format}`;
  const inFlight = pending.get(key);
  if (inFlight) return inFlight;
  const work = loadOrCreateVariant(hash, width, format).finally(() => pending.delete(key));
  pending.set(key, work);
  return work;
}

async function loadOrCreateVariant(hash: string, width: ImageWidth, format: ImageFormat) {
  const db = getDb();
  const media = await db
    .selectFrom("media")
    .select(["id", "content_type", "file_name", "bytes", "width"])
    .where("hash", "=", hash)
    .executeTakeFirst();
  if (!media || !media.content_type.startsWith("image/")) return undefined;
  const fileName = `${media.file_name.replace(/\.[^.]+$/, "")}-${width}.${format}`;
  const existing = await db
    .selectFrom("media_variant")
    .select(["content_type", "bytes"])
    .where("media_id", "=", media.id)
    .where("width", "=", width)
    .where("format", "=", format)
    .executeTakeFirst();
  if (existing) return { contentType: existing.content_type, fileName, bytes: Buffer.from(existing.bytes) };

  const bytes = await renderVariant(Buffer.from(media.bytes), media.content_type, media.width, width, format);
  await db
    .insertInto("media_variant")
    .values({
      media_id: media.id,
      width,
      format,
      content_type: CONTENT_TYPES[format],
      bytes,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(["media_id", "width", "format"]).doNothing())
    .execute();
  return { contentType: CONTENT_TYPES[format], fileName, bytes };
}

async function renderVariant(
  source: Buffer,
  contentType: string,
  intrinsicWidth: number | null,
  width: number,
  format: ImageFormat,
) {
  // Vector sources are rasterised at a density that gives at least the requested width, then resized.
  const density =
    contentType === "image/svg+xml"
      ? Math.min(600, Math.max(72, Math.ceil((72 * width) / (intrinsicWidth ?? 1200))))
      : undefined;
  const image = sharp(source, density ? { density } : {}).resize({ width, withoutEnlargement: false });
  return format === "avif"
    ? image.avif({ quality: 55, effort: 2 }).toBuffer()
    : image.webp({ quality: 78, effort: 4 }).toBuffer();
}
