// What an uploaded PDF is, read from its bytes alone (decision 061): where its header is, whether it
// ends where a PDF ends, whether it is encrypted, how many pages it has and which active content it
// carries (scripts, automatic actions, launchers, attachments, embedded media, XFA forms). No PDF
// library: the file is read object by object with PDF's own token rules (names with their `#xx`
// escapes decoded, strings and comments skipped, stream data skipped by its length), and the
// objects packed in compressed object streams are inflated (against a budget) and read the same way.
// A reader finds objects by byte offsets, so every `N G obj` header anywhere in the file (inside
// another stream's data too) has its object read as well, object streams among them.
// The names a reader acts on are the ones looked for; a datasheet's text, fonts and images are not.
import { inflateSync } from "node:zlib";

/** Active content a datasheet may not carry, by PDF name, each with the words that explain it. */
export const PDF_ACTIVE_CONTENT = {
  JavaScript: "JavaScript",
  JS: "JavaScript",
  AA: "acciones automáticas (/AA)",
  OpenAction: "una acción al abrirlo (/OpenAction)",
  Launch: "órdenes de abrir programas o archivos (/Launch)",
  SubmitForm: "formularios que envían datos (/SubmitForm)",
  ImportData: "formularios que cargan datos (/ImportData)",
  GoToR: "enlaces que abren otros archivos (/GoToR)",
  GoToE: "enlaces que abren otros archivos (/GoToE)",
  EmbeddedFile: "archivos adjuntos (/EmbeddedFile)",
  EmbeddedFiles: "archivos adjuntos (/EmbeddedFile)",
  FileAttachment: "archivos adjuntos (/EmbeddedFile)",
  RichMedia: "contenido multimedia activo (/RichMedia)",
  Rendition: "contenido multimedia activo (/Rendition)",
  Movie: "contenido multimedia activo (/Movie)",
  Sound: "contenido multimedia activo (/Sound)",
  "3D": "modelos 3D con programas (/3D)",
  XFA: "formularios XFA (/XFA)",
} as const;

export type PdfActiveName = keyof typeof PDF_ACTIVE_CONTENT;

export type PdfInspection =
  | { ok: true; pages: number }
  | { ok: false; problem: "not-a-pdf" | "bytes-before-header" | "data-after-end" | "encrypted" | "damaged" }
  | { ok: false; problem: "active-content"; found: PdfActiveName[] };

/** Decoded object streams may unpack to this much in all (a deflate bomb stops there). */
const OBJECT_STREAMS_MAX_BYTES = 64 * 1024 * 1024;
/** Objects hidden inside stream data may be read to this much in all (headers nested in strings stop there). */
const HIDDEN_OBJECTS_MAX_BYTES = 64 * 1024 * 1024;
/** Nesting deeper than this is no datasheet (and would exhaust the stack). */
const MAX_DEPTH = 64;

type PdfValue = number | PdfName | PdfRef | PdfValue[] | PdfDict | PdfOther;
type PdfDict = Map<string, PdfValue>;
interface PdfName {
  name: string;
}
interface PdfRef {
  ref: number;
}
/** A string, `true`, `null`, an operator: nothing this inspection needs to read. */
interface PdfOther {
  other: true;
}
const OTHER: PdfOther = { other: true };
/** `obj`, `endobj`, `stream`, `xref`, `trailer`…: read between values, never kept in one. */
interface Keyword {
  keyword: string;
}

class Damaged extends Error {}

const isWhite = (byte: number) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;
// ( ) < > [ ] { } / %
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (byte: number) => !isWhite(byte) && !DELIMITERS.has(byte);
const isName = (value: PdfValue | Keyword | undefined, name?: string): value is PdfName =>
  typeof value === "object" && "name" in value && (name === undefined || value.name === name);
const isDict = (value: PdfValue | Keyword | undefined): value is PdfDict => value instanceof Map;
const isRef = (value: PdfValue | undefined): value is PdfRef => typeof value === "object" && "ref" in value;
const isKeyword = (item: PdfValue | Keyword): item is Keyword =>
  typeof item === "object" && "keyword" in item;
const INTEGER = /^[+-]?\d+$/;

/** A name's characters with its `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`). */
function decodeName(raw: string): string {
  return raw.includes("#")
    ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    : raw;
}

/** Reads PDF objects from a byte range, collecting the names in them and the page dictionaries. */
class PdfReader {
  position = 0;
  constructor(
    private readonly bytes: Buffer,
    private readonly found: Inspection,
  ) {}

  private skipWhiteAndComments(): void {
    const { bytes } = this;
    while (this.position < bytes.length) {
      const byte = bytes[this.position]!;
      if (isWhite(byte)) this.position++;
      else if (byte === 0x25) {
        while (this.position < bytes.length && bytes[this.position] !== 0x0a && bytes[this.position] !== 0x0d)
          this.position++;
      } else return;
    }
  }

  /** The next regular-character token (a number or keyword), or undefined at a delimiter or the end. */
  private word(): string | undefined {
    const start = this.position;
    while (this.position < this.bytes.length && isRegular(this.bytes[this.position]!)) this.position++;
    return this.position > start ? this.bytes.toString("latin1", start, this.position) : undefined;
  }

  get atEnd(): boolean {
    this.skipWhiteAndComments();
    return this.position >= this.bytes.length;
  }

  /** One value, or a keyword (`obj`, `endobj`, `stream`, `xref`, `trailer`…) as `{ keyword }`. */
  value(depth = 0): PdfValue | Keyword {
    if (depth > MAX_DEPTH) throw new Damaged();
    this.skipWhiteAndComments();
    const { bytes } = this;
    const byte = bytes[this.position];
    if (byte === undefined) throw new Damaged();
    if (byte === 0x2f) {
      this.position++;
      const start = this.position;
      while (this.position < bytes.length && isRegular(bytes[this.position]!)) this.position++;
      const name = decodeName(bytes.toString("latin1", start, this.position));
      this.found.names.add(name);
      return { name };
    }
    if (byte === 0x28) return this.literalString();
    if (byte === 0x3c && bytes[this.position + 1] === 0x3c) return this.dictionary(depth);
    if (byte === 0x3c) {
      const end = bytes.indexOf(0x3e, this.position);
      if (end < 0) throw new Damaged();
      this.position = end + 1;
      return OTHER;
    }
    if (byte === 0x5b) return this.array(depth);
    if (byte === 0x7b || byte === 0x7d) {
      this.position++; // PostScript calculator braces: only inside function streams, harmless.
      return OTHER;
    }
    const token = this.word();
    if (token === undefined) throw new Damaged(); // `)`, `>` or `]` out of place
    if (INTEGER.test(token)) return this.integerOrReference(Number(token));
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(token)) return Number(token);
    return { keyword: token };
  }

  /** `12`, or `12 0 R` (a reference to object 12). */
  private integerOrReference(first: number): PdfValue {
    const start = this.position;
    this.skipWhiteAndComments();
    const generation = this.word();
    if (generation !== undefined && INTEGER.test(generation)) {
      this.skipWhiteAndComments();
      if (this.word() === "R" && this.atDelimiterOrEnd()) return { ref: first };
    }
    this.position = start;
    return first;
  }

  private atDelimiterOrEnd(): boolean {
    const byte = this.bytes[this.position];
    return byte === undefined || !isRegular(byte);
  }

  private literalString(): PdfOther {
    const { bytes } = this;
    let depth = 0;
    while (this.position < bytes.length) {
      const byte = bytes[this.position++]!;
      if (byte === 0x5c) this.position++;
      else if (byte === 0x28) depth++;
      else if (byte === 0x29 && --depth === 0) return OTHER;
    }
    throw new Damaged();
  }

  private array(depth: number): PdfValue[] {
    this.position++;
    const items: PdfValue[] = [];
    for (;;) {
      this.skipWhiteAndComments();
      if (this.bytes[this.position] === 0x5d) {
        this.position++;
        return items;
      }
      const item = this.value(depth + 1);
      items.push(isKeyword(item) ? OTHER : item);
    }
  }

  private dictionary(depth: number): PdfDict {
    this.position += 2;
    const dict: PdfDict = new Map();
    for (;;) {
      this.skipWhiteAndComments();
      if (this.bytes[this.position] === 0x3e && this.bytes[this.position + 1] === 0x3e) {
        this.position += 2;
        if (dict.has("OpenAction")) this.found.openActions.push(dict.get("OpenAction")!);
        return dict;
      }
      const key = this.value(depth + 1);
      if (!isName(key)) throw new Damaged();
      const item = this.value(depth + 1);
      dict.set(key.name, isKeyword(item) ? OTHER : item);
    }
  }

  /**
   * Steps over a stream's data (its dictionary just read): by its /Length when that lands on
   * `endstream`, else up to the first `endstream`. Answers the data.
   */
  streamData(dict: PdfDict): Buffer {
    const { bytes } = this;
    if (bytes[this.position] === 0x0d) this.position++;
    if (bytes[this.position] === 0x0a) this.position++;
    const start = this.position;
    const length = dict.get("Length");
    if (typeof length === "number" && length >= 0 && start + length <= bytes.length) {
      this.position = start + length;
      this.skipWhiteAndComments();
      if (bytes.toString("latin1", this.position, this.position + 9) === "endstream") {
        this.position += 9;
        return bytes.subarray(start, start + length);
      }
    }
    const end = bytes.indexOf("endstream", start, "latin1");
    if (end < 0) throw new Damaged();
    this.position = end + 9;
    return bytes.subarray(start, end);
  }
}

interface Inspection {
  names: Set<string>;
  /** Where, in the file, each `obj` keyword the top-level reading went through ends. */
  headersRead: Set<number>;
  openActions: PdfValue[];
  /** Every definition of each object number (an incremental update may redefine one). */
  objects: Map<number, PdfValue[]>;
  objectStreams: { dict: PdfDict; data: Buffer }[];
}

function define(inspection: Inspection, number: number, value: PdfValue): void {
  const definitions = inspection.objects.get(number);
  if (definitions) definitions.push(value);
  else inspection.objects.set(number, [value]);
}

/** A stream a reader unpacks objects from: `/Type /ObjStm`, or the `/First` it cannot do without. */
const isObjectStream = (dict: PdfDict) => dict.has("First") || isName(dict.get("Type"), "ObjStm");

/**
 * Reads the top level of a file (or the objects of one object stream), object by object; `headers`
 * collects where each `obj` keyword ends.
 */
function readObjects(reader: PdfReader, inspection: Inspection, headers?: Set<number>): void {
  const recent: (PdfValue | Keyword)[] = [];
  let current: number | undefined;
  while (!reader.atEnd) {
    const item = reader.value();
    if (isKeyword(item)) {
      if (item.keyword === "obj" && typeof recent[0] === "number" && typeof recent[1] === "number") {
        current = recent[0];
        headers?.add(reader.position);
      } else if (item.keyword === "stream") {
        const dict = recent.at(-1);
        if (!isDict(dict)) throw new Damaged();
        const data = reader.streamData(dict);
        if (isObjectStream(dict)) inspection.objectStreams.push({ dict, data });
      } else if (item.keyword === "endobj") current = undefined;
    } else if (current !== undefined) {
      define(inspection, current, item);
      current = undefined;
    }
    recent.push(item);
    if (recent.length > 2) recent.shift();
  }
}

/** White space and comments between tokens, written as plain loops (a long run of NULs stays cheap). */
const SPACE = String.raw`[\0\t\n\f\r ]*(?:%[^\r\n]*[\r\n][\0\t\n\f\r ]*)*`;
/** `N G obj`, as a reader lexes it from an offset it was given (comments allowed between). */
const OBJECT_HEADER = new RegExp(
  String.raw`(?<!\d)(\d+)(?=[\0\t\n\f\r %])${SPACE}\d+${SPACE}obj(?![^\0\t\n\f\r ()<>[\]{}/%])`,
  "g",
);

/**
 * Reads the object after every `N G obj` header the top-level reading did not go through: those
 * written inside another stream's data, where a cross-reference can still send a reader. Their
 * dictionaries' names are collected like any others (short ones like /JS and /AA too; the stream
 * data after them is not read), and those that are object streams are unpacked with the rest.
 */
function readHiddenObjects(bytes: Buffer, inspection: Inspection): void {
  let budget = HIDDEN_OBJECTS_MAX_BYTES;
  for (const match of bytes.toString("latin1").matchAll(OBJECT_HEADER)) {
    const start = match.index + match[0].length;
    if (inspection.headersRead.has(start)) continue;
    const reader = new PdfReader(bytes, inspection);
    reader.position = start;
    const value = reader.value();
    if (isKeyword(value)) continue; // `endobj`, `null`…: an empty object
    define(inspection, Number(match[1]), value);
    if (isDict(value) && isObjectStream(value)) {
      const keyword = reader.value();
      if (!isKeyword(keyword) || keyword.keyword !== "stream") throw new Damaged();
      inspection.objectStreams.push({ dict: value, data: reader.streamData(value) });
    }
    budget -= reader.position - start;
    if (budget < 0) throw new Damaged();
  }
}

/** An object stream's bytes decoded: unfiltered, or deflated (`/FlateDecode`) without a predictor. */
function decodeObjectStream(dict: PdfDict, data: Buffer, budget: number): Buffer {
  const filter = dict.get("Filter");
  const filters = Array.isArray(filter) ? filter : filter === undefined ? [] : [filter];
  if (filters.length === 0) return data;
  if (filters.length > 1 || !isName(filters[0], "FlateDecode")) throw new Damaged();
  const parameters = dict.get("DecodeParms");
  const predictor = isDict(parameters) ? parameters.get("Predictor") : undefined;
  if (typeof predictor === "number" && predictor > 1) throw new Damaged();
  try {
    return inflateSync(data, { maxOutputLength: Math.max(budget, 1) });
  } catch {
    throw new Damaged();
  }
}

/** The objects an object stream holds, read at the offsets its header gives. */
function readObjectStream(dict: PdfDict, decoded: Buffer, inspection: Inspection): void {
  const count = dict.get("N");
  const first = dict.get("First");
  if (typeof count !== "number" || typeof first !== "number" || first > decoded.length) throw new Damaged();
  const header = new PdfReader(decoded.subarray(0, first), inspection);
  const reader = new PdfReader(decoded, inspection);
  for (let index = 0; index < count; index++) {
    const number = header.value();
    const offset = header.value();
    if (typeof number !== "number" || typeof offset !== "number" || first + offset > decoded.length)
      throw new Damaged();
    reader.position = first + offset;
    const item = reader.value();
    if (!isKeyword(item)) define(inspection, number, item);
  }
  // Anything else in the stream (objects the header does not list) is read too, for its names.
  readObjects(new PdfReader(decoded.subarray(first), inspection), inspection);
}

/** An /OpenAction may only go to a place in the document: a destination array or a GoTo action. */
function isPlainOpenAction(value: PdfValue, objects: Map<number, PdfValue[]>): boolean {
  const targets = isRef(value) ? (objects.get(value.ref) ?? []) : [value];
  return (
    targets.length > 0 &&
    targets.every((target) => Array.isArray(target) || (isDict(target) && isName(target.get("S"), "GoTo")))
  );
}

/** Names worth finding even inside stream data we do not read (an object hidden from the reading above). */
const LONG_ACTIVE_NAMES = Object.keys(PDF_ACTIVE_CONTENT).filter(
  (name) => name.length >= 3 && name !== "OpenAction",
);

/**
 * The long active-content names written anywhere in the bytes (escapes decoded), and how many times
 * `/ObjStm` is: each must be an object stream the reading unpacked.
 */
function namesAnywhere(bytes: Buffer): { active: Set<string>; objectStreams: number } {
  const active = new Set<string>();
  let objectStreams = 0;
  let index = bytes.indexOf(0x2f);
  while (index >= 0) {
    let end = index + 1;
    while (end < bytes.length && end - index < 64 && isRegular(bytes[end]!)) end++;
    const name = decodeName(bytes.toString("latin1", index + 1, end));
    if (LONG_ACTIVE_NAMES.includes(name)) active.add(name);
    else if (name === "ObjStm") objectStreams++;
    index = bytes.indexOf(0x2f, end);
  }
  return { active, objectStreams };
}

/** What an uploaded PDF is: see the module's comment. */
export function inspectPdf(bytes: Buffer): PdfInspection {
  const header = bytes.subarray(0, 1024).indexOf("%PDF-", 0, "latin1");
  if (header < 0) return { ok: false, problem: "not-a-pdf" };
  if (header > 0) return { ok: false, problem: "bytes-before-header" };
  const end = bytes.lastIndexOf("%%EOF", undefined, "latin1");
  if (end < 0 || bytes.lastIndexOf("startxref", end, "latin1") < 0) return { ok: false, problem: "damaged" };
  for (let index = end + 5; index < bytes.length; index++)
    if (!isWhite(bytes[index]!)) return { ok: false, problem: "data-after-end" };
  const inspection: Inspection = {
    names: new Set(),
    headersRead: new Set(),
    openActions: [],
    objects: new Map(),
    objectStreams: [],
  };
  const anywhere = namesAnywhere(bytes);
  try {
    readObjects(new PdfReader(bytes, inspection), inspection, inspection.headersRead);
    readHiddenObjects(bytes, inspection);
    if (inspection.names.has("Encrypt")) return { ok: false, problem: "encrypted" };
    // An `/ObjStm` neither reading reached (a dictionary with no header, inside a string) is not followed.
    const unpacked = inspection.objectStreams.filter(({ dict }) => isName(dict.get("Type"), "ObjStm"));
    if (anywhere.objectStreams > unpacked.length) throw new Damaged();
    let budget = OBJECT_STREAMS_MAX_BYTES;
    for (const { dict, data } of inspection.objectStreams) {
      const decoded = decodeObjectStream(dict, data, budget);
      budget -= decoded.length;
      readObjectStream(dict, decoded, inspection);
    }
  } catch (error) {
    if (error instanceof Damaged || error instanceof RangeError) return { ok: false, problem: "damaged" };
    throw error;
  }
  const found = new Set<PdfActiveName>();
  for (const name of [...inspection.names, ...anywhere.active])
    if (name in PDF_ACTIVE_CONTENT && name !== "OpenAction") found.add(name as PdfActiveName);
  if (inspection.openActions.some((action) => !isPlainOpenAction(action, inspection.objects)))
    found.add("OpenAction");
  if (found.size > 0) return { ok: false, problem: "active-content", found: [...found] };
  let pages = 0;
  for (const definitions of inspection.objects.values())
    if (definitions.some((object) => isDict(object) && isName(object.get("Type"), "Page"))) pages++;
  if (pages < 1) return { ok: false, problem: "damaged" };
  return { ok: true, pages };
}
