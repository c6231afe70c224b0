import { Hono } from "hono";
import type { ImageFormat, ImageWidth } from "~/lib/media-url";
import { getImageVariant, getMedia, type StoredFile } from "~/models/media.server";

const MEDIA_FILE = /^([a-f0-9]{64})(?:-(\d{2,4}))?\.(svg|pdf|png|jpg|webp|avif)$/;
const IMMUTABLE = "public, max-age=31536000, immutable";

/** Stored media by content hash: originals, and raster variants made on first request. */
export const mediaRoutes = new Hono().get("/media/:file", async (c) => {
  const match = MEDIA_FILE.exec(c.req.param("file"));
  if (!match) return c.text("No encontrado", 404);
  const [, hash, width, extension] = match as unknown as [string, string, string | undefined, string];
  const etag = `"${c.req.param("file")}"`;
  if (c.req.header("if-none-match") === etag) {
    return c.body(null, 304, { ETag: etag, "Cache-Control": IMMUTABLE });
  }
  let file: StoredFile | undefined;
  if (width) {
    if (extension !== "webp" && extension !== "avif") return c.text("No encontrado", 404);
    file = await getImageVariant(hash, Number(width) as ImageWidth, extension as ImageFormat);
  } else {
    file = await getMedia(hash);
    if (file && !file.fileName.endsWith(`.${extension}`)) file = undefined;
  }
  if (!file) return c.text("No encontrado", 404);
  return c.body(new Uint8Array(file.bytes), 200, {
    "Content-Type": file.contentType,
    "Content-Length": String(file.bytes.length),
    "Content-Disposition": `inline; filename="${file.fileName.replace(/[^\w.-]/g, "_")}"`,
    "Cache-Control": IMMUTABLE,
    ETag: etag,
    ...(file.contentType === "image/svg+xml"
      ? { "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'" }
      : {}),
  });
});
