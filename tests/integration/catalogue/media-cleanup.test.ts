// The media cleanup on both engines (decision 045): a file nothing refers to is removed with its
// variants; files referenced by a banner (either crop), a product's images or a product's download
// link are kept, and so is a new upload inside the grace period. Every column of db/schema.ts that
// refers to media is one the cleanup knows.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/platform/data/db.server";
import {
  MEDIA_CLEANUP_GRACE_MS,
  MEDIA_REFERENCES,
  runMediaCleanup,
} from "~/platform/media/media-cleanup.server";
import { getImageVariant } from "~/platform/media/media.server";
import { type AcceptedMedia, acceptImageUpload, acceptPdfUpload } from "~/platform/media/media-upload.server";
import { parseJson } from "~/platform/data/sql-values.server";
import { plainPng, smallPdf } from "../../support/crafted-files";

const LONG_AGO = "2026-01-01T00:00:00.000Z";
let orphan: AcceptedMedia;
let fresh: AcceptedMedia;
let desktop: AcceptedMedia;
let mobile: AcceptedMedia;
let datasheet: AcceptedMedia;

async function image(width: number, height: number, name: string): Promise<AcceptedMedia> {
  const outcome = await acceptImageUpload({ name, bytes: await plainPng(width, height) });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.media;
}

const hashes = async () =>
  new Set((await getDb().selectFrom("media").select("hash").execute()).map((row) => row.hash));

beforeAll(async () => {
  const db = getDb();
  orphan = await image(640, 240, "huerfana.png");
  fresh = await image(650, 250, "recien-subida.png");
  desktop = await image(1920, 700, "escritorio.png");
  mobile = await image(800, 800, "celular.png");
  const pdf = await acceptPdfUpload({ name: "ficha.pdf", bytes: await smallPdf() });
  if (!pdf.ok) throw new Error(pdf.message);
  datasheet = pdf.media;
  // A variant of the orphan, made as a page would ask for it: it must go with its file.
  await getImageVariant(orphan.hash, 320, "webp");

  // Written directly: a banner saved through the model also starts a cleanup in the background,
  // which would race with this test's own runs.
  await db
    .insertInto("banner")
    .values({
      name: "Campaña",
      link: "/productos",
      active: 1,
      position: 99,
      starts_at: null,
      ends_at: null,
      image_media_id: desktop.id,
      mobile_image_media_id: mobile.id,
    })
    .execute();
  // The datasheet is referenced only by its address, in a product's downloads.
  const product = await db
    .selectFrom("product")
    .select(["id", "details"])
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const details = parseJson<{ downloads: { name: string; link: string }[] }>(product.details);
  details.downloads.push({ name: "Ficha nueva", link: `/media/${datasheet.hash}.pdf` });
  await db
    .updateTable("product")
    .set({ details: JSON.stringify(details) })
    .where("id", "=", product.id)
    .execute();
  // Everything but the fresh upload was stored long ago.
  await db.updateTable("media").set({ created_at: LONG_AGO }).where("hash", "!=", fresh.hash).execute();
});

describe("the media cleanup", () => {
  it("removes the orphan and its variants, keeps every referenced file and the fresh upload", async () => {
    const before = await hashes();
    const result = await runMediaCleanup();
    expect(result.hashes).toEqual([orphan.hash]);
    const after = await hashes();
    expect(after.has(orphan.hash)).toBe(false);
    for (const kept of [fresh, desktop, mobile, datasheet])
      expect(after.has(kept.hash), kept.fileName).toBe(true);
    // The demo catalogue's files (product images, datasheets, banners) are all still there.
    expect(after.size).toBe(before.size - 1);
    const variants = await getDb()
      .selectFrom("media_variant")
      .select("media_id")
      .where("media_id", "=", orphan.id)
      .execute();
    expect(variants).toEqual([]);
  });

  it("finds nothing more on a second run, and removes the fresh upload once its grace period is over", async () => {
    expect((await runMediaCleanup()).removed).toBe(0);
    const later = new Date(Date.now() + MEDIA_CLEANUP_GRACE_MS + 60_000);
    expect((await runMediaCleanup(later)).hashes).toEqual([fresh.hash]);
  });

  it("knows every column of the schema that refers to media", () => {
    const schema = readFileSync("db/schema.ts", "utf8");
    // media_variant.media_id is a file's own variants (removed with it); product_image has the same name.
    const columns = new Set([...schema.matchAll(/^ {2}(\w*media_id)\b/gm)].map((match) => match[1]!));
    const known = new Set(MEDIA_REFERENCES.ids.map((reference) => reference.column));
    expect([...columns].filter((column) => !known.has(column))).toEqual([]);
  });
});
