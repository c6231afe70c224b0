// The upload checks on both engines (decision 045): files are judged by their content, never by their
// name; images are re-encoded with their metadata gone (an EXIF GPS position included); each refusal
// names the file and says why, in Spanish.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES, IMAGE_MAX_SIDE, PDF_MAX_BYTES, UPLOAD_MESSAGES } from "~/lib/upload-rules";
import { getDb } from "~/models/db.server";
import { getMedia } from "~/models/media.server";
import { acceptImageUpload, acceptPdfUpload } from "~/models/media-upload.server";
import { jpegWithGps, pngDeclaring, plainPng, smallPdf } from "../support/crafted-files";

const refused = (message: string) => ({ ok: false, message });

async function mediaCount(): Promise<number> {
  const row = await getDb()
    .selectFrom("media")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("accepted uploads", () => {
  it("re-encodes a JPEG without its metadata: the GPS position is gone", async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(original.includes(Buffer.from("Ubicacion secreta", "latin1"))).toBe(true);
    const outcome = await acceptImageUpload({ name: "obra en Ate.JPG", bytes: original });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.media).toMatchObject({
      contentType: "image/webp",
      fileName: "obra-en-Ate.webp",
      width: 1200,
      height: 800,
    });
    const stored = await getMedia(outcome.media.hash);
    expect(stored?.contentType).toBe("image/webp");
    const after = await sharp(stored!.bytes).metadata();
    expect(after.format).toBe("webp");
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(stored!.bytes.includes(Buffer.from("Ubicacion secreta", "latin1"))).toBe(false);
  });

  it("fits a large PNG into the stored original's size and keeps one copy per content", async () => {
    const png = await plainPng(3000, 1000);
    const first = await acceptImageUpload({ name: "banner.png", bytes: png });
    const again = await acceptImageUpload({ name: "otro-nombre.png", bytes: png });
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(first.media.width).toBe(IMAGE_MAX_SIDE);
    expect(first.media.height).toBe(Math.round((1000 * IMAGE_MAX_SIDE) / 3000));
    expect(again.media.id).toBe(first.media.id);
  });

  it("stores a PDF as it came", async () => {
    const pdf = await smallPdf();
    const outcome = await acceptPdfUpload({ name: "Ficha técnica.pdf", bytes: pdf });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.media.contentType).toBe("application/pdf");
    expect((await getMedia(outcome.media.hash))?.bytes.equals(pdf)).toBe(true);
  });
});

describe("refused uploads, each with its reason and nothing stored", () => {
  it("a text file renamed as an image", async () => {
    const count = await mediaCount();
    const bytes = Buffer.from("Lista de precios 2026\nZuncho PET 16 mm: S/ 120\n");
    expect(await acceptImageUpload({ name: "precios.png", bytes })).toEqual(
      refused(UPLOAD_MESSAGES.notAnImage("precios.png")),
    );
    expect(UPLOAD_MESSAGES.notAnImage("precios.png")).toContain("«precios.png» no es una imagen");
    expect(await mediaCount()).toBe(count);
  });

  it("an SVG (it may carry scripts): only raster formats are taken", async () => {
    const bytes = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await acceptImageUpload({ name: "logo.svg", bytes })).toEqual(
      refused(UPLOAD_MESSAGES.notAnImage("logo.svg")),
    );
  });

  it("a PNG that declares 20,000 × 20,000 pixels (a decompression bomb)", async () => {
    const bytes = pngDeclaring(20_000, 20_000);
    expect(bytes.length).toBeLessThan(1000);
    const outcome = await acceptImageUpload({ name: "bomba.png", bytes });
    expect(outcome).toEqual(refused(UPLOAD_MESSAGES.tooManyPixels("bomba.png", 20_000, 20_000)));
    expect(UPLOAD_MESSAGES.tooManyPixels("bomba.png", 20_000, 20_000)).toContain(
      "mide 20,000 × 20,000 píxeles",
    );
  });

  it("an image over 10 MB", async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(IMAGE_MAX_BYTES)]);
    const outcome = await acceptImageUpload({ name: "enorme.jpg", bytes });
    expect(outcome).toEqual(refused(UPLOAD_MESSAGES.imageTooLarge("enorme.jpg", bytes.length)));
    expect(UPLOAD_MESSAGES.imageTooLarge("enorme.jpg", bytes.length)).toMatch(
      /pesa 10 MB; el máximo para imágenes es 10 MB/,
    );
  });

  it("a damaged image (the right first bytes, then nothing readable)", async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from("no es una foto".repeat(20)),
    ]);
    expect(await acceptImageUpload({ name: "rota.jpg", bytes })).toEqual(
      refused(UPLOAD_MESSAGES.damagedImage("rota.jpg")),
    );
  });

  it("an empty file", async () => {
    expect(await acceptImageUpload({ name: "vacia.png", bytes: Buffer.alloc(0) })).toEqual(
      refused(UPLOAD_MESSAGES.empty("vacia.png")),
    );
  });

  it("a PNG renamed as a PDF, a damaged PDF and one over 20 MB", async () => {
    const png = await plainPng(10, 10);
    expect(await acceptPdfUpload({ name: "ficha.pdf", bytes: png })).toEqual(
      refused(UPLOAD_MESSAGES.notAPdf("ficha.pdf")),
    );
    const damaged = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >>\n%%EOF");
    expect(await acceptPdfUpload({ name: "dañada.pdf", bytes: damaged })).toEqual(
      refused(UPLOAD_MESSAGES.damagedPdf("dañada.pdf")),
    );
    const huge = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(PDF_MAX_BYTES)]);
    expect(await acceptPdfUpload({ name: "catalogo.pdf", bytes: huge })).toEqual(
      refused(UPLOAD_MESSAGES.pdfTooLarge("catalogo.pdf", huge.length)),
    );
  });
});
