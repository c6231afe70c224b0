// The upload checks on both engines (decision 045): files are judged by their content, never by their
// name; images are re-encoded with their metadata gone (an EXIF GPS position included); a PDF must
// start with `%PDF-`, end at its `%%EOF` and carry no active content (decision 061); each refusal
// names the file and says why, in Spanish.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_SIDE,
  PDF_MAX_BYTES,
  UPLOAD_MESSAGES,
} from "~/platform/uploads/upload-rules";
import { getDb } from "~/platform/data/db.server";
import { getMedia } from "~/platform/media/media.server";
import { acceptImageUpload, acceptPdfUpload } from "~/platform/media/media-upload.server";
import { PDF_ACTIVE_CONTENT } from "~/platform/uploads/pdf-inspection.server";
import {
  craftedPdf,
  hiddenObjectsPdf,
  jpegWithGps,
  objectStream,
  pngDeclaring,
  plainPng,
  shadowObjectStreamPdf,
  smallPdf,
  zipOf,
} from "../../support/crafted-files";

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

  it("takes the demo catalogue's datasheets (made by demo/ with pdfkit) as they are", async () => {
    const folder = join(import.meta.dirname, "../../../db/seed/files/datasheets");
    const names = readdirSync(folder).filter((name) => name.endsWith(".pdf"));
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      const outcome = await acceptPdfUpload({ name, bytes: readFileSync(join(folder, name)) });
      expect(outcome.ok, name).toBe(true);
    }
  });

  it("takes a PDF that opens at its first page, links to a website and has a form field", async () => {
    const bytes = craftedPdf({
      catalog: "/OpenAction [3 0 R /Fit] /AcroForm << /Fields [5 0 R] >>",
      objects: [
        "<< /Type /Annot /Subtype /Link /Rect [0 0 100 20] /A << /S /URI /URI (https://www.kordex.example/) >> >>",
        "<< /FT /Tx /T (codigo) /V (KP-1650) >>",
      ],
    });
    expect((await acceptPdfUpload({ name: "ficha-con-enlace.pdf", bytes })).ok).toBe(true);
    const openAtPage = craftedPdf({
      catalog: "/OpenAction 4 0 R",
      objects: ["<< /S /GoTo /D [3 0 R /Fit] >>"],
    });
    expect((await acceptPdfUpload({ name: "ficha-goto.pdf", bytes: openAtPage })).ok).toBe(true);
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

describe("refused PDFs: hostile content, each with its reason and nothing stored", () => {
  const javaScript = PDF_ACTIVE_CONTENT.JavaScript;
  const script = "<< /S /JavaScript /JS (app.alert\\(document.cookie\\)) >>";

  async function expectRefused(name: string, bytes: Buffer, message: string) {
    const count = await mediaCount();
    expect(await acceptPdfUpload({ name, bytes })).toEqual(refused(message));
    expect(await mediaCount()).toBe(count);
  }

  it("bytes before `%PDF-` (an HTML page or a script in front of the document)", async () => {
    const pdf = await smallPdf();
    const html = Buffer.from("<html><script>alert(document.domain)</script></html>\n");
    await expectRefused(
      "ficha.pdf",
      Buffer.concat([html, pdf]),
      UPLOAD_MESSAGES.pdfBytesBeforeHeader("ficha.pdf"),
    );
    expect(UPLOAD_MESSAGES.pdfBytesBeforeHeader("ficha.pdf")).toContain(
      "«ficha.pdf» tiene datos antes del comienzo del PDF («%PDF-»)",
    );
    // One byte is enough; and more than 1024 of them is no PDF at all.
    await expectRefused(
      "uno.pdf",
      Buffer.concat([Buffer.from(" "), pdf]),
      UPLOAD_MESSAGES.pdfBytesBeforeHeader("uno.pdf"),
    );
    await expectRefused(
      "lejos.pdf",
      Buffer.concat([Buffer.alloc(2000, 0x20), pdf]),
      UPLOAD_MESSAGES.notAPdf("lejos.pdf"),
    );
  });

  it("a polyglot: a PDF that is also a zip (or a page) after its `%%EOF`", async () => {
    const pdf = await smallPdf();
    const zip = zipOf([{ name: "payload.html", content: "<script>alert(1)</script>" }]);
    await expectRefused(
      "poliglota.pdf",
      Buffer.concat([pdf, zip]),
      UPLOAD_MESSAGES.pdfDataAfterEnd("poliglota.pdf"),
    );
    expect(UPLOAD_MESSAGES.pdfDataAfterEnd("poliglota.pdf")).toContain(
      "tiene datos después del final del PDF",
    );
    const page = Buffer.from("<!doctype html><script>alert(1)</script>");
    await expectRefused(
      "pagina.pdf",
      Buffer.concat([pdf, page]),
      UPLOAD_MESSAGES.pdfDataAfterEnd("pagina.pdf"),
    );
    // Line ends and padding after the end are fine.
    expect(
      (await acceptPdfUpload({ name: "relleno.pdf", bytes: Buffer.concat([pdf, Buffer.from("\r\n\0\0 ")]) }))
        .ok,
    ).toBe(true);
  });

  it("JavaScript in the document's name tree", async () => {
    const bytes = craftedPdf({
      catalog: "/Names << /JavaScript << /Names [(inicio) 4 0 R] >> >>",
      objects: [script],
    });
    await expectRefused("script.pdf", bytes, UPLOAD_MESSAGES.pdfActiveContent("script.pdf", [javaScript]));
    expect(UPLOAD_MESSAGES.pdfActiveContent("script.pdf", [javaScript])).toBe(
      "El PDF «script.pdf» contiene JavaScript: ese contenido activo no se acepta en los documentos que descargan los compradores. Expórtelo de nuevo sin él (por ejemplo, con «Imprimir» y «Guardar como PDF») e inténtelo otra vez.",
    );
  });

  it("an /OpenAction that runs JavaScript, also with its names written in #xx escapes", async () => {
    const found = [javaScript, PDF_ACTIVE_CONTENT.OpenAction];
    const bytes = craftedPdf({ catalog: "/OpenAction 4 0 R", objects: [script] });
    await expectRefused("abrir.pdf", bytes, UPLOAD_MESSAGES.pdfActiveContent("abrir.pdf", found));
    const escaped = craftedPdf({ catalog: "/Open#41ction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>" });
    await expectRefused("escapado.pdf", escaped, UPLOAD_MESSAGES.pdfActiveContent("escapado.pdf", found));
    expect(UPLOAD_MESSAGES.pdfActiveContent("abrir.pdf", found)).toContain(
      "contiene JavaScript y una acción al abrirlo (/OpenAction)",
    );
  });

  it("an /OpenAction that opens a website, and a page's automatic actions (/AA)", async () => {
    const website = craftedPdf({ catalog: "/OpenAction << /S /URI /URI (https://example.test/) >>" });
    await expectRefused(
      "sitio.pdf",
      website,
      UPLOAD_MESSAGES.pdfActiveContent("sitio.pdf", [PDF_ACTIVE_CONTENT.OpenAction]),
    );
    const automatic = craftedPdf({
      objects: ["<< /Type /Page /Parent 2 0 R /AA << /O << /S /URI /URI (https://example.test/) >> >> >>"],
    });
    await expectRefused(
      "aa.pdf",
      automatic,
      UPLOAD_MESSAGES.pdfActiveContent("aa.pdf", [PDF_ACTIVE_CONTENT.AA]),
    );
  });

  it("a /Launch action (it asks the reader to run a program)", async () => {
    const bytes = craftedPdf({
      objects: [
        "<< /Type /Annot /Subtype /Link /Rect [0 0 595 842] /A << /S /Launch /Win << /F (cmd.exe) /P (/c calc) >> >> >>",
      ],
    });
    await expectRefused(
      "lanzador.pdf",
      bytes,
      UPLOAD_MESSAGES.pdfActiveContent("lanzador.pdf", [PDF_ACTIVE_CONTENT.Launch]),
    );
    expect(PDF_ACTIVE_CONTENT.Launch).toBe("órdenes de abrir programas o archivos (/Launch)");
  });

  it("an attached file, Flash or 3D media and an XFA form", async () => {
    const attached = craftedPdf({
      catalog:
        "/Names << /EmbeddedFiles << /Names [(a.exe) << /Type /Filespec /F (a.exe) /EF << /F 4 0 R >> >>] >> >>",
      objects: ["<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream"],
    });
    await expectRefused(
      "adjunto.pdf",
      attached,
      UPLOAD_MESSAGES.pdfActiveContent("adjunto.pdf", [PDF_ACTIVE_CONTENT.EmbeddedFile]),
    );
    const media = craftedPdf({ objects: ["<< /Type /Annot /Subtype /RichMedia /Rect [0 0 10 10] >>"] });
    await expectRefused(
      "flash.pdf",
      media,
      UPLOAD_MESSAGES.pdfActiveContent("flash.pdf", [PDF_ACTIVE_CONTENT.RichMedia]),
    );
    const xfa = craftedPdf({
      catalog: "/AcroForm << /Fields [] /XFA 4 0 R >>",
      objects: ["<< /Length 0 >>\nstream\n\nendstream"],
    });
    await expectRefused(
      "xfa.pdf",
      xfa,
      UPLOAD_MESSAGES.pdfActiveContent("xfa.pdf", [PDF_ACTIVE_CONTENT.XFA]),
    );
  });

  it("JavaScript packed in a compressed object stream, where a look at the raw bytes finds nothing", async () => {
    const packed = objectStream(5, [script]);
    const bytes = craftedPdf({ catalog: "/OpenAction 5 0 R", objects: [packed] });
    expect(bytes.includes("JavaScript")).toBe(false);
    await expectRefused(
      "comprimido.pdf",
      bytes,
      UPLOAD_MESSAGES.pdfActiveContent("comprimido.pdf", [javaScript, PDF_ACTIVE_CONTENT.OpenAction]),
    );
  });

  it("an object stream hidden inside another stream's data, holding a catalogue that opens with JavaScript", async () => {
    // The outside attack's shadow.pdf: object 3's /Length ends on its `endstream`, its data is the
    // object stream 5, which the cross-reference stream lists at its byte offset; the script is compressed.
    const bytes = shadowObjectStreamPdf();
    expect(bytes.includes("JavaScript")).toBe(false);
    expect(bytes.includes("OpenAction")).toBe(false);
    await expectRefused(
      "sombra.pdf",
      bytes,
      UPLOAD_MESSAGES.pdfActiveContent("sombra.pdf", [javaScript, PDF_ACTIVE_CONTENT.OpenAction]),
    );
    // An /ObjStm dictionary with no object header before it is one this reading cannot place: unreadable.
    const headless = Buffer.from(bytes.toString("latin1").replace("5 0 obj", "5 0 xbj"), "latin1");
    await expectRefused("sin-cabecera.pdf", headless, UPLOAD_MESSAGES.damagedPdf("sin-cabecera.pdf"));
  });

  it("a page with automatic actions (/AA) hidden inside another stream's data, reached by the cross-reference", async () => {
    const bytes = hiddenObjectsPdf({
      objects: [
        { number: 1, body: "<< /Type /Catalog /Pages 2 0 R >>" },
        { number: 2, body: "<< /Type /Pages /Kids [4 0 R 5 0 R] /Count 2 >>" },
        { number: 4, body: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>" },
      ],
      carrier: 3,
      hidden: [
        {
          number: 5,
          body: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /AA << /O << /S /URI /URI (https://example.test/) >> >> >>",
        },
      ],
      root: 1,
    });
    await expectRefused(
      "oculto.pdf",
      bytes,
      UPLOAD_MESSAGES.pdfActiveContent("oculto.pdf", [PDF_ACTIVE_CONTENT.AA]),
    );
    // Comments between the header's tokens hide nothing either (a reader lexes them away).
    const commented = Buffer.from(bytes.toString("latin1").replace("5 0 obj", "5 %x\n0 %y\robj"), "latin1");
    await expectRefused(
      "comentado.pdf",
      commented,
      UPLOAD_MESSAGES.pdfActiveContent("comentado.pdf", [PDF_ACTIVE_CONTENT.AA]),
    );
  });

  it("an object stream that unpacks past the 64 MB budget (a deflate bomb), or with a filter not read", async () => {
    const bomb = objectStream(5, [`<< /Filler (${" ".repeat(70 * 1024 * 1024)}) >>`]);
    expect(bomb.length).toBeLessThan(200_000);
    await expectRefused(
      "bomba.pdf",
      craftedPdf({ objects: [bomb] }),
      UPLOAD_MESSAGES.damagedPdf("bomba.pdf"),
    );
    const hex = craftedPdf({
      objects: [
        "<< /Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode /Length 4 >>\nstream\n3c3c\nendstream",
      ],
    });
    await expectRefused("hex.pdf", hex, UPLOAD_MESSAGES.damagedPdf("hex.pdf"));
  });

  it("an encrypted PDF (its object streams cannot be read) and one without a page", async () => {
    const encrypted = craftedPdf({
      trailer: "/Encrypt 4 0 R /ID [<00> <00>]",
      objects: ["<< /Filter /Standard /V 2 /R 3 /Length 128 /O <00> /U <00> /P -4 >>"],
    });
    await expectRefused("cifrado.pdf", encrypted, UPLOAD_MESSAGES.pdfEncrypted("cifrado.pdf"));
    expect(UPLOAD_MESSAGES.pdfEncrypted("cifrado.pdf")).toContain("está cifrado o protegido con contraseña");
    const pageless = Buffer.from(
      craftedPdf().toString("latin1").replace("/Type /Page /Parent", "/Type /Nota /Parent"),
      "latin1",
    );
    await expectRefused("sin-paginas.pdf", pageless, UPLOAD_MESSAGES.damagedPdf("sin-paginas.pdf"));
  });
});
