// Files for the upload tests, made on the spot: a PNG whose header declares any size (a decompression
// bomb's shape, a few dozen bytes), a JPEG with an EXIF GPS position, a small real PDF.
import { crc32, deflateSync } from "node:zlib";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG that says it is width × height pixels (8-bit RGB) and carries one compressed row. */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1 + Math.min(width, 64) * 3))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A photo-like JPEG with an EXIF block holding a GPS position (Lima) and a camera name. */
export function jpegWithGps(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .withExif({
      IFD0: { Make: "Camara de prueba", Model: "Ubicacion secreta" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "12/1 2/1 35/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "77/1 1/1 42/1",
      },
    })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A PNG of the given size, one colour. */
export function plainPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 160, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** A one-page PDF. */
export async function smallPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([595, 842]).drawText("Ficha técnica de prueba".normalize("NFD").replace(/\p{M}/gu, ""));
  return Buffer.from(await document.save());
}
