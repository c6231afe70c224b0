// Files for the upload tests, made on the spot: a PNG whose header declares any size (a decompression
// bomb's shape, a few dozen bytes), a JPEG with an EXIF GPS position, a small real PDF (pdfkit), PDFs
// written object by object (scripts, automatic actions, launchers, polyglots), a zip made entry by
// entry (an .xlsx bomb, a zip hiding an entry from its directory).
import { crc32, deflateRawSync, deflateSync } from "node:zlib";
import PDFDocument from "pdfkit";
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

/** A one-page PDF as pdfkit writes it (the demo's datasheets and the complaint sheets are made so too). */
export function smallPdf(text = "Ficha técnica de prueba"): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ size: "A4" });
    const chunks: Buffer[] = [];
    document.on("data", (chunk: Buffer) => chunks.push(chunk));
    document.on("end", () => resolve(Buffer.concat(chunks)));
    document.on("error", reject);
    document.fontSize(18).text(text);
    document.end();
  });
}

export interface CraftedPdf {
  /** Entries added to the catalogue (object 1), e.g. `/OpenAction 4 0 R`. */
  catalog?: string;
  /** Objects 4, 5, …, after the catalogue (1), the page tree (2) and its one page (3). */
  objects?: (string | Buffer)[];
  /** Entries added to the trailer, e.g. `/Encrypt 4 0 R`. */
  trailer?: string;
}

/** A one-page PDF written by hand, with a correct cross-reference table: what a hostile tool would write. */
export function craftedPdf({ catalog = "", objects = [], trailer = "" }: CraftedPdf = {}): Buffer {
  const bodies = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog} >>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
    ...objects,
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  bodies.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      Buffer.from(body),
      Buffer.from("\nendobj\n"),
    ]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    "xref",
    `0 ${bodies.length + 1}`,
    "0000000000 65535 f ",
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n `),
    `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R ${trailer} >>`,
    `startxref\n${length}`,
    "%%EOF\n",
  ].join("\n");
  return Buffer.concat([...parts, Buffer.from(xref)]);
}

/** A compressed object stream holding `objects` (numbered from `first`), as PDF 1.5 writers pack them. */
export function objectStream(first: number, objects: string[]): Buffer {
  let offset = 0;
  const header: string[] = [];
  for (const [index, object] of objects.entries()) {
    header.push(`${first + index} ${offset}`);
    offset += Buffer.byteLength(object) + 1;
  }
  const head = `${header.join(" ")}\n`;
  const data = deflateSync(Buffer.from(head + objects.map((object) => `${object}\n`).join("")));
  return Buffer.concat([
    Buffer.from(
      `<< /Type /ObjStm /N ${objects.length} /First ${Buffer.byteLength(head)} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
    ),
    data,
    Buffer.from("\nendstream"),
  ]);
}

export interface PdfObject {
  number: number;
  body: string | Buffer;
}

export interface HiddenObjectsPdf {
  /** The objects written at the top level, one after another. */
  objects: PdfObject[];
  /** The stream (its object number) whose data holds `hidden`; its /Length ends exactly on `endstream`. */
  carrier: number;
  /** Objects written, header and all, inside the carrier's stream data. */
  hidden: PdfObject[];
  /** Objects packed in an object stream: [object number, object stream's number, index in it]. */
  packed?: [number, number, number][];
  root: number;
}

/**
 * A PDF whose cross-reference stream points at objects written inside another stream's data: a reader
 * goes to the byte offsets it is given, while a reading that steps over stream data never sees them
 * (the construction of an outside attack's `shadow.pdf`).
 */
export function hiddenObjectsPdf({ objects, carrier, hidden, packed = [], root }: HiddenObjectsPdf): Buffer {
  const written = (object: PdfObject) =>
    Buffer.concat([
      Buffer.from(`${object.number} 0 obj\n`),
      Buffer.from(object.body),
      Buffer.from("\nendobj\n"),
    ]);
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let length = parts[0]!.length;
  const offsets = new Map<number, number>();
  const add = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  for (const object of objects) {
    offsets.set(object.number, length);
    add(written(object));
  }
  const data = hidden.map(written);
  const carrierHead = Buffer.from(
    `${carrier} 0 obj\n<< /Length ${data.reduce((sum, part) => sum + part.length, 0)} >>\nstream\n`,
  );
  offsets.set(carrier, length);
  let inside = length + carrierHead.length;
  hidden.forEach((object, index) => {
    offsets.set(object.number, inside);
    inside += data[index]!.length;
  });
  add(Buffer.concat([carrierHead, ...data, Buffer.from("\nendstream\nendobj\n")]));
  const numbers = [...offsets.keys(), ...packed.map(([number]) => number)];
  const xref = Math.max(...numbers) + 1;
  offsets.set(xref, length);
  const rows = Array.from({ length: xref + 1 }, (_, number) => {
    const row = Buffer.alloc(7);
    const inStream = packed.find(([packedNumber]) => packedNumber === number);
    if (offsets.has(number)) {
      row.writeUInt8(1, 0);
      row.writeUInt32BE(offsets.get(number)!, 1);
    } else if (inStream) {
      row.writeUInt8(2, 0);
      row.writeUInt32BE(inStream[1], 1);
      row.writeUInt16BE(inStream[2], 5);
    } else if (number === 0) row.writeUInt16BE(65535, 5);
    return row;
  });
  const table = Buffer.concat(rows);
  add(
    Buffer.concat([
      Buffer.from(
        `${xref} 0 obj\n<< /Type /XRef /Size ${xref + 1} /W [1 4 2] /Root ${root} 0 R /Length ${table.length} >>\nstream\n`,
      ),
      table,
      Buffer.from(`\nendstream\nendobj\nstartxref\n${offsets.get(xref)}\n%%EOF\n`),
    ]),
  );
  return Buffer.concat(parts);
}

/** The outside attack's `shadow.pdf`: the catalogue, with an /OpenAction running JavaScript, packed in an object stream hidden inside another stream's data. */
export function shadowObjectStreamPdf(): Buffer {
  return hiddenObjectsPdf({
    objects: [
      { number: 1, body: "<< /Type /Pages /Kids [2 0 R] /Count 1 >>" },
      { number: 2, body: "<< /Type /Page /Parent 1 0 R /MediaBox [0 0 200 200] /Resources << >> >>" },
    ],
    carrier: 3,
    hidden: [
      {
        number: 5,
        body: objectStream(6, [
          "<< /Type /Catalog /Pages 1 0 R /OpenAction 7 0 R >>",
          "<< /S /JavaScript /JS (app.alert\\(1\\)) >>",
        ]),
      },
    ],
    packed: [
      [6, 5, 0],
      [7, 5, 1],
    ],
    root: 6,
  });
}

// A minimal zip writer: each entry deflated, with a central directory; `hidden` adds a local entry
// the central directory does not list, as a crafted file would.

export interface ZipEntry {
  name: string;
  /** The entry's content, or a chunk repeated `repeat` times. */
  content: Buffer | string;
  repeat?: number;
  hidden?: boolean;
}

export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const chunk = Buffer.from(entry.content);
    const repeat = entry.repeat ?? 1;
    const whole = repeat === 1 ? chunk : Buffer.concat(Array.from({ length: repeat }, () => chunk));
    const data = deflateRawSync(whole, { level: 9 });
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(whole), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(whole.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);
    if (!entry.hidden) {
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(20, 4);
      central.writeUInt16LE(20, 6);
      central.writeUInt16LE(8, 10);
      central.writeUInt32LE(crc32(whole), 16);
      central.writeUInt32LE(data.length, 20);
      central.writeUInt32LE(whole.length, 24);
      central.writeUInt16LE(name.length, 28);
      central.writeUInt32LE(offset, 42);
      centrals.push(central, name);
    }
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = entries.filter((entry) => !entry.hidden).length;
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
