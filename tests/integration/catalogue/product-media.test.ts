// A product's images and downloads from the back office's form (decision 048), on both engines: several
// images in one multipart post, each refused file named with its reason while the accepted ones stay
// in the form as pending uploads; moves by button and by drop; the saved order is the catalogue's
// (first image on the card, the product page's gallery in order); downloads named, reordered and
// listed in /recursos; the media cleanup keeps a product's images and downloads and removes an upload
// nothing refers to.
import { beforeAll, describe, expect, it } from "vitest";
import {
  productEditAction,
  type ProductEditResult,
} from "~/domains/catalogue/admin/product-edit-action.server";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { UPLOAD_MESSAGES } from "~/platform/uploads/upload-rules";
import { getProduct, listProducts } from "~/domains/catalogue/server/catalog.server";
import { listDatasheets } from "~/domains/catalogue/server/datasheets.server";
import { getDb } from "~/platform/data/db.server";
import { MEDIA_CLEANUP_GRACE_MS, runMediaCleanup } from "~/platform/media/media-cleanup.server";
import { acceptImageUpload } from "~/platform/media/media-upload.server";
import { getEditableProduct, saveProduct } from "~/domains/catalogue/server/product-editor.server";
import { createStaffUser } from "~/domains/staff/server/staff-users.server";
import { plainPng, smallPdf } from "../../support/crafted-files";

let admin: StaffViewer;
beforeAll(async () => {
  const created = await createStaffUser({
    email: "imagenes@kordex.pe",
    name: "Irene Imágenes",
    role: "admin",
    password: "Zuncho-de-acero-2026",
  });
  if (created.status !== "created") throw new Error(created.status);
  admin = created.user;
});

const FIELDS = {
  code: "GAL-100",
  name: "Tensor Galería 100",
  subtitle: "",
  slug: "",
  categoryId: "20",
  unit: "unidad",
  description: "",
  alt: "Tensor Galería sobre una mesa",
  informationKind: "text",
  information: "",
  visible: "on",
};

const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

/** Posts the product form as the browser does (multipart), and reads the action's answer. */
async function post(productId: number | undefined, entries: [string, string | File][]) {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  const request = new Request("http://localhost/admin/productos/nuevo", { method: "POST", body: form });
  const answer = await productEditAction(
    request,
    productId,
    { id: "test", viewer: admin },
    { bodyTooLarge: false, clientIp: "127.0.0.1" },
  );
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("location") };
  return { status: answer.init?.status ?? 200, body: answer.data as ProductEditResult };
}

const fields = (extra: Record<string, string> = {}) => Object.entries({ ...FIELDS, ...extra });

describe("the product form's images and downloads", () => {
  let red: Buffer;
  let blue: Buffer;
  let green: Buffer;
  beforeAll(async () => {
    red = await plainPng(640, 480);
    blue = await plainPng(800, 600);
    green = await plainPng(500, 500);
  });

  it("keeps the accepted images of a refused post as pending uploads and names each refused file", async () => {
    const text = Buffer.from("Esto no es una imagen, solo texto.\n");
    const answer = await post(undefined, [
      ...fields({ name: "" }),
      ["intent", "save"],
      ["newImages", file(red, "rojo.png", "image/png")],
      ["newImages", file(text, "foto.png", "image/png")],
      ["newImages", file(blue, "azul.png", "image/png")],
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body!.fileErrors).toEqual([UPLOAD_MESSAGES.notAnImage("foto.png")]);
    expect(answer.body!.errors).toMatchObject({ name: "Escriba el nombre." });
    // The two images were stored and come back in the form, in the order chosen.
    expect(answer.body!.values!.images.map((image) => [image.width, image.height])).toEqual([
      [640, 480],
      [800, 600],
    ]);
    expect(answer.body!.values!.code).toBe("GAL-100");
  });

  it("creates a product with its images and a download, and the catalogue shows them in order", async () => {
    const first = await post(undefined, [
      ...fields(),
      ["intent", "media-add"],
      ["newImages", file(red, "rojo.png", "image/png")],
      ["newImages", file(blue, "azul.png", "image/png")],
      ["newDownloads", file(await smallPdf(), "ficha_tecnica GAL-100.pdf", "application/pdf")],
    ]);
    expect(first.status).toBe(200);
    const values = first.body!.values!;
    expect(values.downloads).toEqual([
      { name: "Ficha tecnica GAL-100", link: expect.stringMatching(/^\/media\/[a-f0-9]{64}\.pdf$/) },
    ]);
    const [redHash, blueHash] = values.images.map((image) => image.hash);
    // "Bajar" on the first image: the same post, with the images as hidden fields.
    const moved = await post(undefined, [
      ...fields(),
      ["images[0]", redHash!],
      ["images[1]", blueHash!],
      ["downloads[0].name", "Ficha técnica GAL-100"],
      ["downloads[0].link", values.downloads[0]!.link],
      ["intent", "image-down-0"],
    ]);
    expect(moved.body!.values!.images.map((image) => image.hash)).toEqual([blueHash, redHash]);
    expect(moved.body!.focus).toBe("image-down-1");
    const saved = await post(undefined, [
      ...fields(),
      ["images[0]", blueHash!],
      ["images[1]", redHash!],
      ["downloads[0].name", "Ficha técnica GAL-100"],
      ["downloads[0].link", values.downloads[0]!.link],
      ["intent", "save"],
    ]);
    expect(saved.status).toBe(302);
    const id = Number(/\/admin\/productos\/(\d+)/.exec(saved.location!)![1]);
    const product = await getProduct(id);
    expect(product!.images.map((image) => image.hash)).toEqual([blueHash, redHash]);
    expect(product!.details.downloads).toEqual([
      { name: "Ficha técnica GAL-100", link: values.downloads[0]!.link },
    ]);
    const card = (await listProducts({ name: "Galería 100" })).products.find((row) => row.id === id);
    expect(card!.images[0]!.hash).toBe(blueHash);
    const library = await listDatasheets("GAL-100");
    expect(library.groups.flatMap((group) => group.sheets.map((sheet) => sheet.name))).toEqual([
      "Ficha técnica GAL-100",
    ]);

    // A drop of the last image on the first place, then a third image, a renamed and a removed download.
    const editable = (await getEditableProduct(id))!;
    const dropped = await post(id, [
      ...fields(),
      ...editable.images.map((image, index): [string, string] => [`images[${index}]`, image.hash]),
      ["intent", "image-move-1-0"],
    ]);
    expect(dropped.body!.values!.images.map((image) => image.hash)).toEqual([redHash, blueHash]);
    const edited = await post(id, [
      ...fields(),
      ["images[0]", redHash!],
      ["images[1]", blueHash!],
      ["downloads[0].name", "Hoja de datos"],
      ["downloads[0].link", values.downloads[0]!.link],
      ["newImages", file(green, "verde.png", "image/png")],
      ["intent", "save"],
    ]);
    expect(edited.body).toMatchObject({
      ok: true,
      message: "Se guardó «Tensor Galería 100» (imágenes, descargas).",
    });
    const after = (await getProduct(id))!;
    expect(after.images.map((image) => image.width)).toEqual([640, 800, 500]);
    expect(after.details.downloads.map((download) => download.name)).toEqual(["Hoja de datos"]);
  });

  it("refuses an image hash that is no stored image, and keeps images and downloads when none are sent", async () => {
    const outcome = await saveProduct(
      admin,
      undefined,
      {
        code: "GAL-200",
        name: "Tensor Galería 200",
        subtitle: "",
        slug: "",
        categoryId: 20,
        unit: "unidad",
        description: "",
        alt: "",
        specifications: [],
        informationKind: "text",
        information: "",
        videos: [],
        visible: true,
      },
      undefined,
      { images: ["a".repeat(64)], downloads: [{ name: "Ficha", link: `/media/${"b".repeat(64)}.pdf` }] },
    );
    expect(outcome).toMatchObject({
      ok: false,
      fieldErrors: {
        "images[0]": "Esta imagen ya no está guardada; súbala de nuevo.",
        "downloads[0].name": "«Ficha» ya no está guardado; súbalo de nuevo.",
      },
    });
  });
});

describe("the media cleanup and products", () => {
  it("keeps a product's images and downloads and removes an upload nothing refers to", async () => {
    const orphan = await acceptImageUpload({ name: "suelta.png", bytes: await plainPng(300, 300) });
    if (!orphan.ok) throw new Error(orphan.message);
    const product = (await listProducts({ name: "Galería 100" })).products[0]!;
    const stored = (await getProduct(product.id))!;
    const pdfHash = /\/media\/([a-f0-9]{64})\.pdf/.exec(stored.details.downloads[0]!.link)![1]!;
    const kept = [...stored.images.map((image) => image.hash), pdfHash];
    const later = new Date(Date.now() + MEDIA_CLEANUP_GRACE_MS + 60_000);
    const result = await runMediaCleanup(later);
    expect(result.hashes).toContain(orphan.media.hash);
    for (const hash of kept) expect(result.hashes).not.toContain(hash);
    const left = new Set((await getDb().selectFrom("media").select("hash").execute()).map((row) => row.hash));
    for (const hash of kept) expect(left.has(hash)).toBe(true);
    expect(left.has(orphan.media.hash)).toBe(false);
  });
});
