// Creating and editing a product's own fields (decision 046) on both engines: the schema's Spanish
// field errors, a unique code and slug, the slug history (an old address answers 301 to the product,
// as a document and as a client-side .data request), the search index kept in step, the audit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { listAudit } from "~/platform/data/audit-log.server";
import { getProduct, listProducts, productBySlug } from "~/domains/catalogue/server/catalog.server";
import { getDb } from "~/platform/data/db.server";
import { getEditableProduct, saveProduct } from "~/domains/catalogue/server/product-editor.server";
import { createStaffUser } from "~/domains/staff/server/staff-users.server";
import { ProductFormSchema } from "~/domains/catalogue/product-form-schema";
import { SEED_PRODUCTS } from "../../../db/seed/products";
import { type BuiltApp, startBuiltApp } from "../../support/built-app";

let admin: StaffViewer;
let app: BuiltApp;
beforeAll(async () => {
  app = await startBuiltApp(undefined);
  const created = await createStaffUser({
    email: "editor@kordex.pe",
    name: "Elena Editora",
    role: "admin",
    password: "Zuncho-de-acero-2026",
  });
  if (created.status !== "created") throw new Error(created.status);
  admin = created.user;
});
afterAll(async () => {
  await app?.stop();
}, 60_000);

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema: ProductFormSchema });
}

const FIELDS = {
  code: "tz-900",
  name: "Tensor Zeta 900",
  subtitle: "Tensor manual para zuncho PET",
  slug: "",
  categoryId: "20",
  unit: "Unidad",
  description: "Tensor de prueba.",
  alt: "",
  "specifications[0].key": "Ancho",
  "specifications[0].value": "16 mm",
  "specifications[1].key": "",
  "specifications[1].value": "",
  informationKind: "list",
  information: "- Liviano\n- Robusto\n\n",
  "videos[0]": "https://www.youtube.com/shorts/dQw4w9WgXcQ?feature=share",
  visible: "on",
};

describe("the product form's schema", () => {
  it("normalises what staff type", () => {
    const submission = parse(FIELDS);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      code: "TZ-900",
      unit: "unidad",
      categoryId: 20,
      specifications: [{ key: "Ancho", value: "16 mm" }],
      videos: ["dQw4w9WgXcQ"],
      visible: true,
    });
  });

  it("answers each bad field with its Spanish reason", () => {
    const submission = parse({
      ...FIELDS,
      code: "ZPP 12",
      name: "",
      slug: "Con Espacios",
      categoryId: "",
      unit: "Cajas!",
      "specifications[0].value": "",
      "videos[0]": "https://vimeo.com/123456",
    });
    expect(submission.status).toBe("error");
    if (submission.status === "success") return;
    const errors = Object.fromEntries(
      Object.entries(submission.error ?? {}).map(([key, value]) => [key, (value as string[] | null)?.[0]]),
    );
    expect(errors).toEqual({
      code: "El código admite letras, números y un guion, punto o barra entre ellos (p. ej. ZPP-12N).",
      name: "Escriba el nombre.",
      slug: "La dirección admite minúsculas sin tildes, números y guiones entre ellos (p. ej. zuncho-pp-12-mm).",
      categoryId: "Elija una categoría.",
      unit: "La unidad de venta es una palabra en singular, p. ej. bobina o caja.",
      "specifications[0].value": "Escriba el valor de la especificación.",
      "videos[0]":
        "Pegue un enlace de YouTube (youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts/… o youtube.com/embed/…).",
    });
  });
});

describe("saving a product", () => {
  let id: number;

  it("creates a product at the end of the catalogue, searchable at once, audited", async () => {
    const submission = parse(FIELDS);
    if (submission.status !== "success") throw new Error("invalid");
    const outcome = await saveProduct(admin, undefined, submission.value);
    expect(outcome).toMatchObject({ ok: true, message: "Se creó «Tensor Zeta 900»." });
    id = outcome.ok ? outcome.id : 0;
    const product = await getProduct(id);
    expect(product).toMatchObject({
      slug: "tensor-zeta-900",
      code: "TZ-900",
      details: {
        specifications: [{ key: "Ancho", value: "16 mm" }],
        information: ["Liviano", "Robusto"],
        videos: ["dQw4w9WgXcQ"],
        downloads: [],
      },
    });
    expect((await listProducts({ name: "zeta" })).products.map((p) => p.id)).toEqual([id]);
    const [audit] = await listAudit({ userId: admin.id, limit: 1 });
    expect(audit).toMatchObject({ action: "product.create", target: `product:${id}` });
  });

  it("refuses a code or a slug another product has", async () => {
    const submission = parse({ ...FIELDS, code: SEED_PRODUCTS[0]!.code, slug: SEED_PRODUCTS[1]!.slug });
    if (submission.status !== "success") throw new Error("invalid");
    const outcome = await saveProduct(admin, id, submission.value);
    expect(outcome).toEqual({
      ok: false,
      status: 400,
      message: "Revise los campos marcados.",
      fieldErrors: {
        code: `El código ${SEED_PRODUCTS[0]!.code} ya es de «${SEED_PRODUCTS[0]!.name}».`,
        slug: `La dirección «${SEED_PRODUCTS[1]!.slug}» ya es de «${SEED_PRODUCTS[1]!.name}».`,
      },
    });
  });

  it("changes the slug: the old address answers 301 to the new one, document and .data", async () => {
    const submission = parse({ ...FIELDS, name: "Tensor Zeta 900 Pro", slug: "tensor-zeta-pro" });
    if (submission.status !== "success") throw new Error("invalid");
    const outcome = await saveProduct(admin, id, submission.value);
    expect(outcome).toEqual({
      ok: true,
      id,
      message: "Se guardó «Tensor Zeta 900 Pro» (nombre, dirección).",
    });
    expect((await getEditableProduct(id))?.formerSlugs).toEqual(["tensor-zeta-900"]);
    expect(await productBySlug("tensor-zeta-900")).toEqual({ id, slug: "tensor-zeta-pro" });

    const target = `/productos/tensor-zeta-pro?producto=${id}`;
    const old = await app.request("/productos/tensor-zeta-900");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(target);
    const withId = await app.request(`/productos/tensor-zeta-900?producto=${id}`);
    expect(withId.status).toBe(301);
    expect(withId.headers.get("location")).toBe(target);
    // A client-side navigation: React Router's single fetch answers 202 with the redirect inside.
    const dataRequest = await app.request("/productos/tensor-zeta-900.data");
    const body = await dataRequest.text();
    expect(body).toContain(target);
    expect(body).toContain("301");
    expect((await app.request("/productos/nunca-existio")).status).toBe(404);

    // Renamed: the search finds the new name, the audit says what changed.
    expect((await listProducts({ name: "zeta pro" })).products.map((p) => p.id)).toEqual([id]);
    const [audit] = await listAudit({ userId: admin.id, limit: 1 });
    expect(audit).toMatchObject({
      action: "product.update",
      detail: { changed: ["name", "slug"], slug: { from: "tensor-zeta-900", to: "tensor-zeta-pro" } },
    });

    // Back to the first slug: it leaves the history; another product may not take a former slug.
    const back = parse({ ...FIELDS, name: "Tensor Zeta 900 Pro", slug: "tensor-zeta-900" });
    if (back.status !== "success") throw new Error("invalid");
    expect((await saveProduct(admin, id, back.value)).ok).toBe(true);
    expect((await getEditableProduct(id))?.formerSlugs).toEqual(["tensor-zeta-pro"]);
    const thief = parse({ ...FIELDS, code: "OTRO-1", slug: "tensor-zeta-pro" });
    if (thief.status !== "success") throw new Error("invalid");
    expect(await saveProduct(admin, undefined, thief.value)).toMatchObject({
      ok: false,
      fieldErrors: {
        slug: "La dirección «tensor-zeta-pro» fue de «Tensor Zeta 900 Pro» y sigue llevando a él: elija otra.",
      },
    });
  });

  it("keeps images and downloads as they are when saving the other fields", async () => {
    const seeded = SEED_PRODUCTS.find((product) => product.datasheets.length > 0)!;
    const productId = (
      await getDb()
        .selectFrom("product")
        .select("id")
        .where("code", "=", seeded.code)
        .executeTakeFirstOrThrow()
    ).id;
    const before = await getProduct(productId);
    const submission = parse({
      ...FIELDS,
      code: seeded.code,
      name: seeded.name,
      slug: seeded.slug,
      categoryId: String(seeded.categoryId),
    });
    if (submission.status !== "success") throw new Error("invalid");
    expect((await saveProduct(admin, productId, submission.value)).ok).toBe(true);
    const after = await getProduct(productId);
    expect(after!.details.downloads).toEqual(before!.details.downloads);
    expect(after!.images).toEqual(before!.images);
  });
});
