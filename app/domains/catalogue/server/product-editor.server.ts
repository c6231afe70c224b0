// Creating and editing a product in the back office: its fields, and (when the form sends them) its
// ordered images and its downloads (decision 048). A changed slug keeps the old one in
// product_slug_history (migration 019), so /productos/<old-slug> still answers 301; each change is
// audited with the fields it changed, the search row rewritten in the same transaction, and the
// page cache told after the commit (decision 046).
import type { Transaction as KyselyTransaction } from "kysely";
import type { ImageRef } from "~/platform/lib/media-url";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { slugify } from "~/platform/lib/slugify";
import { informationOf, type ProductFormInput } from "../product-form-schema";
import { pdfHashOf, type ProductMediaInput } from "../product-media-schema";
import { refreshProductSearch } from "../../../../db/product-search.server";
import type { Database } from "../../../../db/schema";
import { searchKey } from "../../../../db/search-key";
import { assertCatalogueRole } from "./admin-products.server";
import { recordAudit } from "~/platform/data/audit-log.server";
import type { ProductDetails } from "./catalog.server";
import { publishContentChange } from "~/platform/data/content-changes.server";
import { getDb } from "~/platform/data/db.server";
import { isUniqueViolation, nowIso, parseJson, toBool } from "~/platform/data/sql-values.server";

export interface EditableProduct {
  id: number;
  code: string;
  name: string;
  subtitle: string;
  slug: string;
  categoryId: number;
  unit: string;
  description: string;
  alt: string;
  details: ProductDetails;
  visible: boolean;
  /** The images in their order: the first is the catalogue card's picture. */
  images: ImageRef[];
  /** The former slugs that still redirect here, newest first. */
  formerSlugs: string[];
}

export async function getEditableProduct(id: number): Promise<EditableProduct | undefined> {
  const db = getDb();
  const row = await db.selectFrom("product").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const images = await db
    .selectFrom("product_image")
    .innerJoin("media", "media.id", "product_image.media_id")
    .select(["media.hash", "media.width", "media.height"])
    .where("product_image.product_id", "=", id)
    .orderBy("product_image.position")
    .execute();
  const former = await db
    .selectFrom("product_slug_history")
    .select("slug")
    .where("product_id", "=", id)
    .orderBy("retired_at", "desc")
    .execute();
  const details = parseJson<Partial<ProductDetails>>(row.details);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    subtitle: row.subtitle,
    slug: row.slug,
    categoryId: row.category_id,
    unit: row.unit,
    description: row.description,
    alt: row.alt,
    details: {
      specifications: details.specifications ?? [],
      information: details.information ?? "",
      downloads: details.downloads ?? [],
      videos: details.videos ?? [],
    },
    visible: toBool(row.active),
    images: images.map(imageRefOf),
    formerSlugs: former.map((slug) => slug.slug),
  };
}

const imageRefOf = (row: { hash: string; width: number | null; height: number | null }): ImageRef => ({
  hash: row.hash,
  width: row.width ?? 1200,
  height: row.height ?? 900,
});

/** The stored images of these hashes, in the same order; a hash that is no stored image is left out. */
export async function storedImagesOf(hashes: string[]): Promise<ImageRef[]> {
  const wanted = hashes.filter((hash) => /^[a-f0-9]{64}$/.test(hash));
  if (wanted.length === 0) return [];
  const rows = await getDb()
    .selectFrom("media")
    .select(["hash", "width", "height"])
    .where("hash", "in", wanted)
    .where("content_type", "like", "image/%")
    .execute();
  const byHash = new Map(rows.map((row) => [row.hash, imageRefOf(row)]));
  return wanted.flatMap((hash) => byHash.get(hash) ?? []);
}

export type SaveProductOutcome =
  | { ok: true; id: number; message: string }
  | { ok: false; status: 400 | 404; message: string; fieldErrors?: Record<string, string> };

const FIELD_LABELS: Record<string, string> = {
  code: "código",
  name: "nombre",
  subtitle: "subtítulo",
  slug: "dirección",
  category_id: "categoría",
  unit: "unidad de venta",
  description: "descripción",
  alt: "texto alternativo",
  active: "visibilidad",
  specifications: "especificaciones",
  information: "información",
  videos: "videos",
  images: "imágenes",
  downloads: "descargas",
};

/**
 * Creates a product (`id` undefined) or saves one's fields. The code must be free; the slug (the
 * name's when left empty) must be no other product's, current or former. With `media`, its images
 * (stored images' hashes, in order) and downloads (stored PDFs, or links it already had) are set as
 * well; without, they are kept as they are (a new product then has none).
 */
export async function saveProduct(
  viewer: StaffViewer,
  id: number | undefined,
  input: ProductFormInput,
  ip?: string,
  media?: ProductMediaInput,
): Promise<SaveProductOutcome> {
  assertCatalogueRole(viewer);
  const slug = input.slug || slugify(input.name) || "producto";
  let outcome: SaveProductOutcome;
  try {
    outcome = await getDb()
      .transaction()
      .execute(async (trx): Promise<SaveProductOutcome> => {
        const current =
          id === undefined
            ? undefined
            : await trx.selectFrom("product").selectAll().where("id", "=", id).executeTakeFirst();
        if (id !== undefined && !current)
          return { ok: false, status: 404, message: "No encontramos este producto." };
        const fieldErrors: Record<string, string> = {};
        const category = await trx
          .selectFrom("category")
          .select("id")
          .where("id", "=", input.categoryId)
          .executeTakeFirst();
        if (!category) fieldErrors.categoryId = "La categoría elegida ya no existe.";
        const sameCode = await trx
          .selectFrom("product")
          .select(["id", "name"])
          .where("code", "=", input.code)
          .executeTakeFirst();
        if (sameCode && sameCode.id !== id)
          fieldErrors.code = `El código ${input.code} ya es de «${sameCode.name}».`;
        const sameSlug = await trx
          .selectFrom("product")
          .select(["id", "name"])
          .where("slug", "=", slug)
          .executeTakeFirst();
        if (sameSlug && sameSlug.id !== id)
          fieldErrors.slug = `La dirección «${slug}» ya es de «${sameSlug.name}».`;
        const formerSlug = await trx
          .selectFrom("product_slug_history")
          .innerJoin("product", "product.id", "product_slug_history.product_id")
          .select(["product.id", "product.name"])
          .where("product_slug_history.slug", "=", slug)
          .executeTakeFirst();
        if (formerSlug && formerSlug.id !== id) {
          fieldErrors.slug = `La dirección «${slug}» fue de «${formerSlug.name}» y sigue llevando a él: elija otra.`;
        }
        const oldDetails = current ? parseJson<Partial<ProductDetails>>(current.details) : {};
        const oldImages = current
          ? await trx
              .selectFrom("product_image")
              .select("media_id")
              .where("product_id", "=", current.id)
              .orderBy("position")
              .execute()
          : [];
        const resolved = media
          ? await resolveMedia(trx, media, oldDetails.downloads ?? [], fieldErrors)
          : undefined;
        if (Object.keys(fieldErrors).length > 0) {
          return { ok: false, status: 400, message: "Revise los campos marcados.", fieldErrors };
        }
        const imageIds = resolved?.imageIds ?? oldImages.map((image) => image.media_id);
        const details: ProductDetails = {
          specifications: input.specifications,
          information: informationOf(input),
          downloads: resolved?.downloads ?? oldDetails.downloads ?? [],
          videos: input.videos,
        };
        const now = nowIso();
        const values = {
          code: input.code,
          name: input.name,
          name_search: searchKey(input.name),
          subtitle: input.subtitle,
          slug,
          category_id: input.categoryId,
          unit: input.unit,
          description: input.description,
          alt: input.alt,
          details: JSON.stringify(details),
          active: input.visible ? (1 as const) : (0 as const),
          updated_at: now,
        };
        let productId: number;
        let changed: string[];
        if (current) {
          productId = current.id;
          const before: Record<string, unknown> = {
            ...current,
            active: toBool(current.active) ? 1 : 0,
            ...flatDetails(oldDetails),
            images: oldImages.map((image) => image.media_id),
          };
          const after: Record<string, unknown> = { ...values, ...flatDetails(details), images: imageIds };
          changed = Object.keys(FIELD_LABELS).filter(
            (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
          );
          if (changed.length === 0)
            return { ok: true, id: productId, message: "No había cambios que guardar." };
          await trx.updateTable("product").set(values).where("id", "=", productId).execute();
          if (changed.includes("images")) {
            await trx.deleteFrom("product_image").where("product_id", "=", productId).execute();
            await insertImages(trx, productId, imageIds);
          }
          if (current.slug !== slug) {
            await trx.deleteFrom("product_slug_history").where("slug", "=", slug).execute();
            await trx
              .insertInto("product_slug_history")
              .values({ slug: current.slug, product_id: productId })
              .execute();
          }
        } else {
          const last = await trx
            .selectFrom("product")
            .select((eb) => eb.fn.max("position").as("position"))
            .executeTakeFirst();
          const created = await trx
            .insertInto("product")
            .values({ ...values, position: Number(last?.position ?? 0) + 1, created_at: now })
            .returning("id")
            .executeTakeFirstOrThrow();
          productId = created.id;
          changed = [];
          await insertImages(trx, productId, imageIds);
        }
        await refreshProductSearch(trx, [productId]);
        await recordAudit(
          {
            action: current ? "product.update" : "product.create",
            userId: viewer.id,
            actor: viewer.email,
            target: `product:${productId}`,
            ip,
            detail: current
              ? {
                  changed,
                  ...(changed.includes("slug") ? { slug: { from: current.slug, to: slug } } : {}),
                  ...(changed.includes("code") ? { code: { from: current.code, to: input.code } } : {}),
                  ...(changed.includes("name") ? { name: { from: current.name, to: input.name } } : {}),
                }
              : { code: input.code, name: input.name, slug },
          },
          trx,
        );
        return {
          ok: true,
          id: productId,
          message: current
            ? `Se guardó «${input.name}» (${changed.map((field) => FIELD_LABELS[field]).join(", ")}).`
            : `Se creó «${input.name}»${input.visible ? "" : ", oculto hasta que lo muestre"}.`,
        };
      });
  } catch (error) {
    // Two saves at once that took the same code or slug: the unique index decides.
    if (isUniqueViolation(error)) {
      return {
        ok: false,
        status: 400,
        message: "Otro producto tomó ese código o esa dirección en este momento. Revise y guarde de nuevo.",
      };
    }
    throw error;
  }
  if (outcome.ok) await publishContentChange("catalogue");
  return outcome;
}

type Transaction = KyselyTransaction<Database>;

function flatDetails(details: Partial<ProductDetails>) {
  return {
    specifications: details.specifications ?? [],
    information: details.information ?? "",
    videos: details.videos ?? [],
    downloads: details.downloads ?? [],
  };
}

async function insertImages(trx: Transaction, productId: number, mediaIds: number[]) {
  if (mediaIds.length === 0) return;
  await trx
    .insertInto("product_image")
    .values(mediaIds.map((media_id, position) => ({ product_id: productId, position, media_id })))
    .execute();
}

/**
 * The media ids of the images and the downloads as stored. An image must be a stored image; a
 * download a stored PDF, or a link the product already had (the demo's, or an outside address).
 */
async function resolveMedia(
  trx: Transaction,
  media: ProductMediaInput,
  oldDownloads: ProductDetails["downloads"],
  fieldErrors: Record<string, string>,
): Promise<{ imageIds: number[]; downloads: ProductDetails["downloads"] }> {
  const pdfHashes = media.downloads.flatMap((download) => pdfHashOf(download.link) ?? []);
  const hashes = [...media.images, ...pdfHashes];
  const rows =
    hashes.length === 0
      ? []
      : await trx
          .selectFrom("media")
          .select(["id", "hash", "content_type"])
          .where("hash", "in", hashes)
          .execute();
  const byHash = new Map(rows.map((row) => [row.hash, row]));
  const imageIds: number[] = [];
  media.images.forEach((hash, index) => {
    const row = byHash.get(hash);
    if (row?.content_type.startsWith("image/")) imageIds.push(row.id);
    else fieldErrors[`images[${index}]`] = "Esta imagen ya no está guardada; súbala de nuevo.";
  });
  const known = new Set(oldDownloads.map((download) => download.link));
  media.downloads.forEach((download, index) => {
    const hash = pdfHashOf(download.link);
    const stored = hash !== undefined && byHash.get(hash)?.content_type === "application/pdf";
    if (!stored && !known.has(download.link))
      fieldErrors[`downloads[${index}].name`] = `«${download.name}» ya no está guardado; súbalo de nuevo.`;
  });
  return { imageIds, downloads: media.downloads.map(({ name, link }) => ({ name, link })) };
}
