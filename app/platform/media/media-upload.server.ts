// Uploads from the back office, judged by their content only (decision 045): the first bytes must be
// those of an accepted format, then sharp must decode the image, or the PDF must read as one with a
// page and no active content (inspectPdf, decision 061). Images are
// re-encoded (sharp drops every metadata block: EXIF with GPS, XMP, ICC comments…) into a WebP that
// fits IMAGE_MAX_SIDE; the AVIF/WebP widths pages use are made from it on demand (getImageVariant).
// The name and type the browser declared are never trusted; the name is kept for messages and files.
import sharp from "sharp";
import { inspectPdf, PDF_ACTIVE_CONTENT } from "~/platform/uploads/pdf-inspection.server";
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  PDF_MAX_BYTES,
  UPLOAD_MESSAGES,
} from "~/platform/uploads/upload-rules";
import { storeMedia } from "./media.server";

/** A file as it arrived: the name the browser sent and its bytes. */
export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

/** A stored upload, as forms and models refer to it. */
export interface AcceptedMedia {
  id: number;
  hash: string;
  contentType: string;
  fileName: string;
  width: number | null;
  height: number | null;
}

export type UploadOutcome = { ok: true; media: AcceptedMedia } | { ok: false; message: string };

type ImageSignature = "jpeg" | "png" | "webp" | "avif";

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString("latin1");

/** The image format the first bytes announce, or undefined (a text file, an SVG, a GIF, anything else). */
export function imageSignature(bytes: Buffer): ImageSignature | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  // ISO-BMFF: a `ftyp` box whose major or compatible brands name AVIF.
  if (ascii(bytes, 4, 8) === "ftyp") {
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
    const brands = ascii(bytes, 8, boxSize);
    if (/avi[fs]/.test(brands)) return "avif";
  }
  return undefined;
}

const baseName = (name: string) =>
  (name.replace(/^.*[/\\]/, "").replace(/\.[^.]*$/, "") || "archivo")
    .normalize("NFKD")
    .replace(/[^\w-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "archivo";

/** An image checked, decoded and re-encoded, not yet stored. */
export type PreparedImage =
  | { ok: true; bytes: Buffer; width: number; height: number; fileName: string }
  | { ok: false; message: string };

/**
 * Checks an image by its content and re-encodes it: a WebP of at most IMAGE_MAX_SIDE per side,
 * turned upright from its EXIF orientation, with no metadata left.
 */
export async function prepareImage(file: UploadedFile): Promise<PreparedImage> {
  const { name, bytes } = file;
  if (bytes.length === 0) return { ok: false, message: UPLOAD_MESSAGES.empty(name) };
  if (bytes.length > IMAGE_MAX_BYTES) {
    return { ok: false, message: UPLOAD_MESSAGES.imageTooLarge(name, bytes.length) };
  }
  if (!imageSignature(bytes)) return { ok: false, message: UPLOAD_MESSAGES.notAnImage(name) };
  let width: number | undefined;
  let height: number | undefined;
  try {
    // The header alone: the declared size is judged before a single pixel is decoded.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    width = metadata.autoOrient?.width ?? metadata.width;
    height = metadata.autoOrient?.height ?? metadata.height;
  } catch {
    return { ok: false, message: UPLOAD_MESSAGES.damagedImage(name) };
  }
  if (!width || !height) return { ok: false, message: UPLOAD_MESSAGES.damagedImage(name) };
  if (width * height > IMAGE_MAX_PIXELS) {
    return { ok: false, message: UPLOAD_MESSAGES.tooManyPixels(name, width, height) };
  }
  try {
    // limitInputPixels again, in case a frame or layer declares more than the header did.
    const { data, info } = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 88, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      bytes: data,
      width: info.width,
      height: info.height,
      fileName: `${baseName(name)}.webp`,
    };
  } catch {
    return { ok: false, message: UPLOAD_MESSAGES.damagedImage(name) };
  }
}

/**
 * Checks a PDF by its content (decision 061): `%PDF-` as its first bytes, nothing after its end,
 * not encrypted, at least one page, no active content (scripts, automatic actions, launchers,
 * attachments, embedded media, XFA forms).
 */
export async function preparePdf(
  file: UploadedFile,
): Promise<{ ok: true; fileName: string } | { ok: false; message: string }> {
  const { name, bytes } = file;
  if (bytes.length === 0) return { ok: false, message: UPLOAD_MESSAGES.empty(name) };
  if (bytes.length > PDF_MAX_BYTES)
    return { ok: false, message: UPLOAD_MESSAGES.pdfTooLarge(name, bytes.length) };
  const inspection = inspectPdf(bytes);
  if (inspection.ok) return { ok: true, fileName: `${baseName(name)}.pdf` };
  switch (inspection.problem) {
    case "not-a-pdf":
      return { ok: false, message: UPLOAD_MESSAGES.notAPdf(name) };
    case "bytes-before-header":
      return { ok: false, message: UPLOAD_MESSAGES.pdfBytesBeforeHeader(name) };
    case "data-after-end":
      return { ok: false, message: UPLOAD_MESSAGES.pdfDataAfterEnd(name) };
    case "encrypted":
      return { ok: false, message: UPLOAD_MESSAGES.pdfEncrypted(name) };
    case "active-content": {
      const what = [...new Set(inspection.found.map((found) => PDF_ACTIVE_CONTENT[found]))];
      return { ok: false, message: UPLOAD_MESSAGES.pdfActiveContent(name, what) };
    }
    case "damaged":
      return { ok: false, message: UPLOAD_MESSAGES.damagedPdf(name) };
  }
}

/** An image upload checked, re-encoded and stored (once per content hash). */
export async function acceptImageUpload(file: UploadedFile): Promise<UploadOutcome> {
  const prepared = await prepareImage(file);
  if (!prepared.ok) return prepared;
  const { id, hash } = await storeMedia({
    contentType: "image/webp",
    fileName: prepared.fileName,
    bytes: prepared.bytes,
    width: prepared.width,
    height: prepared.height,
  });
  return {
    ok: true,
    media: {
      id,
      hash,
      contentType: "image/webp",
      fileName: prepared.fileName,
      width: prepared.width,
      height: prepared.height,
    },
  };
}

/** A PDF upload checked and stored as it came (once per content hash). */
export async function acceptPdfUpload(file: UploadedFile): Promise<UploadOutcome> {
  const prepared = await preparePdf(file);
  if (!prepared.ok) return prepared;
  const { id, hash } = await storeMedia({
    contentType: "application/pdf",
    fileName: prepared.fileName,
    bytes: file.bytes,
  });
  return {
    ok: true,
    media: {
      id,
      hash,
      contentType: "application/pdf",
      fileName: prepared.fileName,
      width: null,
      height: null,
    },
  };
}

/** The bytes of a form's file field, or undefined when none was chosen (an empty file input). */
export async function uploadedFileOf(form: FormData, field: string): Promise<UploadedFile | undefined> {
  const value = form.get(field);
  if (!value || typeof value === "string") return undefined;
  if (value.size === 0 && value.name === "") return undefined;
  return { name: value.name, bytes: Buffer.from(await value.arrayBuffer()) };
}
