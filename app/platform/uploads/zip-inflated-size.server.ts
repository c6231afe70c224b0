// How many bytes a zip (an uploaded .xlsx) unpacks to, measured by inflating each entry against a
// budget, before a streaming reader unpacks it for real. A zip bomb (a 1.5 MB workbook whose shared
// strings unpack to 1.5 GB) would otherwise be held in memory whole by exceljs' shared-string cache.
// The entries are found through the central directory, and the local headers are walked from the
// first byte to check that a streaming reader (which reads those, in order) meets the same entries
// and no others. Zip64, encryption and methods other than stored and deflate are refused: Excel
// writes none of them for a sheet this size.
import { inflateRawSync } from "node:zlib";

export type ZipSize = { ok: true; bytes: number } | { ok: false; problem: "damaged" | "too-large" };

const END_RECORD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;

interface Entry {
  offset: number;
  method: number;
  flags: number;
  compressed: number;
  size: number;
}

/** The total unpacked size of `zip`'s entries, when it is a plain zip that unpacks to `max` bytes at most. */
export function zipInflatedSize(zip: Buffer, max: number): ZipSize {
  const entries = centralEntries(zip);
  if (!entries) return { ok: false, problem: "damaged" };
  let total = 0;
  for (const entry of entries) total += entry.size;
  if (total > max) return { ok: false, problem: "too-large" };
  let position = 0;
  const byOffset = new Map(entries.map((entry) => [entry.offset, entry]));
  const end = entries.length === 0 ? 0 : zip.readUInt32LE(endRecordOffset(zip)! + 16);
  let inflated = 0;
  while (position < end) {
    const entry = byOffset.get(position);
    if (!entry || position + 30 > zip.length || zip.readUInt32LE(position) !== LOCAL) {
      return { ok: false, problem: "damaged" };
    }
    byOffset.delete(position);
    // Without a data descriptor, a streaming reader takes the sizes from the local header: the same.
    const sameLocal =
      zip.readUInt16LE(position + 8) === entry.method &&
      (entry.flags & 0x8 ||
        (zip.readUInt32LE(position + 18) === entry.compressed &&
          zip.readUInt32LE(position + 22) === entry.size));
    if (!sameLocal) return { ok: false, problem: "damaged" };
    const start = position + 30 + zip.readUInt16LE(position + 26) + zip.readUInt16LE(position + 28);
    const data = zip.subarray(start, start + entry.compressed);
    if (data.length !== entry.compressed) return { ok: false, problem: "damaged" };
    let unpacked: number;
    if (entry.method === 0) unpacked = entry.compressed;
    else {
      try {
        const { buffer, engine } = inflateRawSync(data, {
          info: true,
          maxOutputLength: Math.max(1, Math.min(entry.size, max - inflated)),
        }) as unknown as { buffer: Buffer; engine: { bytesWritten: number } };
        // The deflate stream must fill the entry exactly: no hidden bytes after it.
        if (engine.bytesWritten !== data.length) return { ok: false, problem: "damaged" };
        unpacked = buffer.length;
      } catch (error) {
        return { ok: false, problem: error instanceof RangeError ? "too-large" : "damaged" };
      }
    }
    if (unpacked !== entry.size) return { ok: false, problem: "damaged" };
    inflated += unpacked;
    position = start + entry.compressed;
    if (entry.flags & 0x8) {
      position += position + 4 <= zip.length && zip.readUInt32LE(position) === DESCRIPTOR ? 16 : 12;
    }
  }
  if (position !== end || byOffset.size > 0) return { ok: false, problem: "damaged" };
  return { ok: true, bytes: inflated };
}

function endRecordOffset(zip: Buffer): number | undefined {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at -= 1) {
    if (zip.readUInt32LE(at) === END_RECORD) return at;
  }
  return undefined;
}

function centralEntries(zip: Buffer): Entry[] | undefined {
  const endRecord = endRecordOffset(zip);
  if (endRecord === undefined) return undefined;
  const count = zip.readUInt16LE(endRecord + 10);
  let at = zip.readUInt32LE(endRecord + 16);
  if (count === 0xffff || at === 0xffffffff) return undefined;
  const entries: Entry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) return undefined;
    const entry = {
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      compressed: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      offset: zip.readUInt32LE(at + 42),
    };
    const zip64 = [entry.compressed, entry.size, entry.offset].includes(0xffffffff);
    if (zip64 || entry.flags & 0x1 || (entry.method !== 0 && entry.method !== 8)) return undefined;
    if (entry.method === 0 && entry.compressed !== entry.size) return undefined;
    entries.push(entry);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}
