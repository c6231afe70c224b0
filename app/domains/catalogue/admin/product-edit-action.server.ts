import { data, redirect } from "react-router";
import type { EdgeFacts, StaffSessionFacts } from "~/platform/submission/edge-context.server";
import { parseFormSubmission } from "~/platform/submission/form-submission.server";
import {
  PRODUCT_FORM_MAX_BYTES,
  PRODUCT_MEDIA_LIMITS,
  PRODUCT_UPLOAD_MESSAGES,
  UPLOAD_MESSAGES,
} from "~/platform/uploads/upload-rules";
import { acceptImageUpload, acceptPdfUpload } from "~/platform/media/media-upload.server";
import { saveProduct, storedImagesOf } from "../server/product-editor.server";
import { informationOf, type ProductFormInput, ProductFormSchema } from "../product-form-schema";
import { downloadNameOf, ProductMediaSchema } from "../product-media-schema";
import {
  applyRowIntent,
  postedImageHashes,
  type ProductFormValues,
  valuesOfPayload,
} from "./product-form-values";
import { productEditPath } from "./product-list-params";

export type ProductEditResult = {
  ok: boolean;
  message?: string;
  /** The form as posted (or after a row operation), shown again; absent after a save. */
  values?: ProductFormValues;
  /** Field errors by the field's name (`code`, `specifications[0].key`, `videos[1]`…). */
  errors?: Record<string, string>;
  /** One Spanish reason per refused file, naming it. */
  fileErrors?: string[];
  focus?: string;
  /** "Vista previa": the product as the public page would show it. */
  preview?: Omit<ProductFormInput, "information"> & { information: string | string[] };
};

const FILES_REFUSED = "Algunos archivos no se agregaron: vea el motivo de cada uno.";

const firstErrors = (error: Record<string, string[] | null> | null | undefined) =>
  Object.fromEntries(
    Object.entries(error ?? {}).flatMap(([name, messages]) => (messages?.[0] ? [[name, messages[0]]] : [])),
  );

const filesOf = (form: FormData, field: string) =>
  form
    .getAll(field)
    .filter((value): value is File => typeof value !== "string" && value.size + value.name.length > 0);

/**
 * The files chosen in this post, checked and stored one by one (decision 045) and added after the
 * form's images and downloads; each refused file gives its reason. Stored uploads are kept by the form
 * (hidden fields) until it is saved, even when the post is refused for another reason.
 */
async function addNewFiles(form: FormData, values: ProductFormValues, fileErrors: string[]) {
  const images = [...values.images];
  const downloads = [...values.downloads];
  for (const file of filesOf(form, "newImages")) {
    if (images.length >= PRODUCT_MEDIA_LIMITS.images) {
      fileErrors.push(PRODUCT_UPLOAD_MESSAGES.tooManyImages(file.name, PRODUCT_MEDIA_LIMITS.images));
      continue;
    }
    const outcome = await acceptImageUpload({
      name: file.name,
      bytes: Buffer.from(await file.arrayBuffer()),
    });
    if (!outcome.ok) fileErrors.push(outcome.message);
    else if (!images.some((image) => image.hash === outcome.media.hash)) {
      const { hash, width, height } = outcome.media;
      images.push({ hash, width: width ?? 1200, height: height ?? 900 });
    }
  }
  for (const file of filesOf(form, "newDownloads")) {
    if (downloads.length >= PRODUCT_MEDIA_LIMITS.downloads) {
      fileErrors.push(PRODUCT_UPLOAD_MESSAGES.tooManyDownloads(file.name, PRODUCT_MEDIA_LIMITS.downloads));
      continue;
    }
    const outcome = await acceptPdfUpload({ name: file.name, bytes: Buffer.from(await file.arrayBuffer()) });
    if (!outcome.ok) fileErrors.push(outcome.message);
    else downloads.push({ name: downloadNameOf(file.name), link: `/media/${outcome.media.hash}.pdf` });
  }
  return { ...values, images, downloads };
}

/** The product form: row buttons, new files, "Vista previa" (checks, shows, saves nothing) and "Guardar". */
export async function productEditAction(
  request: Request,
  productId: number | undefined,
  session: StaffSessionFacts,
  edge: EdgeFacts,
) {
  if (edge.bodyTooLarge) {
    return data<ProductEditResult>(
      { ok: false, message: UPLOAD_MESSAGES.bodyTooLarge(PRODUCT_FORM_MAX_BYTES) },
      { status: 413 },
    );
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ProductEditResult>(
      { ok: false, message: "El formulario no se pudo leer. Inténtelo de nuevo." },
      { status: 400 },
    );
  }
  const intentValue = form.get("intent");
  const intent = typeof intentValue === "string" ? intentValue : "save";
  const submission = parseFormSubmission(form, ProductFormSchema);
  const media = parseFormSubmission(form, ProductMediaSchema);
  const posted = valuesOfPayload(
    submission.payload,
    media.payload,
    await storedImagesOf(postedImageHashes(media.payload)),
  );
  const fileErrors: string[] = [];
  const values = await addNewFiles(form, posted, fileErrors);
  const filesRefused = fileErrors.length > 0 ? { fileErrors, focus: "product-file-errors" } : {};
  const row = applyRowIntent(values, intent);
  if (row)
    return data<ProductEditResult>({ ok: true, values: row.values, focus: row.focus, ...filesRefused });
  if (intent === "media-add") {
    return data<ProductEditResult>(
      {
        ok: fileErrors.length === 0,
        message: fileErrors.length === 0 ? undefined : FILES_REFUSED,
        values,
        focus: "product-media-title",
        ...filesRefused,
      },
      { status: fileErrors.length === 0 ? 200 : 400 },
    );
  }
  if (submission.status !== "success" || media.status !== "success" || fileErrors.length > 0) {
    return data<ProductEditResult>(
      {
        ok: false,
        message:
          fileErrors.length > 0
            ? "Algunos archivos no se agregaron: vea el motivo de cada uno."
            : "Revise los campos marcados.",
        values,
        errors: {
          ...firstErrors(submission.status === "success" ? null : submission.error),
          ...firstErrors(media.status === "success" ? null : media.error),
        },
        ...filesRefused,
      },
      { status: 400 },
    );
  }
  const input = submission.value;
  if (intent === "preview") {
    return data<ProductEditResult>({
      ok: true,
      values,
      focus: "product-preview",
      preview: { ...input, information: informationOf(input) },
    });
  }
  const names = new Map(media.value.downloads.map((download) => [download.link, download.name]));
  const outcome = await saveProduct(session.viewer, productId, input, edge.clientIp, {
    images: values.images.map((image) => image.hash),
    downloads: values.downloads.map(({ name, link }) => ({ name: names.get(link) ?? name, link })),
  });
  if (!outcome.ok) {
    return data<ProductEditResult>(
      { ok: false, message: outcome.message, values, errors: outcome.fieldErrors },
      { status: outcome.status },
    );
  }
  if (productId === undefined) return redirect(`${productEditPath(outcome.id)}?aviso=creado`);
  return data<ProductEditResult>({ ok: true, message: outcome.message });
}
