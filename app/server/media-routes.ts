import { Hono } from "hono";
import { attachmentDisposition } from "~/platform/uploads/content-disposition";
import { readOnly } from "./middleware/method-not-allowed";
import type { ImageFormat, ImageWidth } from "~/platform/lib/media-url";
import { getImageVariant, getMedia, type StoredFile } from "~/platform/media/media.server";

const MEDIA_FILE = /^([a-f0-9]{64})(?:-(\d{2,4}))?\.(svg|pdf|png|jpg|webp|avif)$/;
const IMMUTABLE = "public, max-age=31536000, immutable";
/** A media SVG may style itself and nothing more (no script, no fetch). */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";
/**
 * A PDF is saved, not shown on our origin (decision 061): should a browser render it anyway, the
 * sandbox gives it an opaque origin with no scripts, forms or pop-ups, and it may load nothing.
 */
const PDF_POLICY = "sandbox; default-src 'none'";

/** The headers that say how the browser treats a stored file of this type. */
function typeHeaders(file: StoredFile): Record<string, string> {
  if (file.contentType === "application/pdf") {
    return {
      "Content-Disposition": attachmentDisposition(file.fileName),
      "Content-Security-Policy": PDF_POLICY,
    };
  }
  const inline = { "Content-Disposition": `inline; filename="${file.fileName.replace(/[^\w.-]/g, "_")}"` };
  return file.contentType === "image/svg+xml" ? { ...inline, "Content-Security-Policy": SVG_POLICY } : inline;
}

/**
 * Stored media by content hash: originals, and raster variants made on first request. Images are
 * shown inline; PDFs (datasheets, whenever they were uploaded) are downloads.
 */
export const mediaRoutes = new Hono()
  .get("/media/:file", async (c) => {
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
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": IMMUTABLE,
      ETag: etag,
      ...typeHeaders(file),
    });
  })
  .all("/media/:file", readOnly());
