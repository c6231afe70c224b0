// The product form's images and downloads (decision 048): ordered thumbnails moved with buttons (plain
// form posts, no JavaScript needed) or by dragging, files added several at a time, downloads named,
// renamed, moved and removed. Everything travels in the product form's own multipart post: the
// images as hidden hashes of stored uploads, so a refused post keeps them.
import type { ReactNode } from "react";
import { useNavigation, useSubmit } from "react-router";
import { imageVariantUrl } from "~/platform/lib/media-url";
import {
  IMAGE_ACCEPT,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_UPLOAD_FORMATS,
  MEGABYTE,
  PDF_ACCEPT,
  PDF_MAX_BYTES,
  PRODUCT_FORM_MAX_BYTES,
  PRODUCT_MEDIA_LIMITS,
} from "~/platform/uploads/upload-rules";
import { ADMIN_CONTROL, ADMIN_SECONDARY_BUTTON } from "~/platform/admin-kit/admin-ui";
import type { ProductFormValues } from "./product-form-values";
import { useDragReorder } from "~/platform/admin-kit/use-drag-reorder";

type Errors = Record<string, string>;

export const PRODUCT_FORM_ID = "product-form";

const FILE_INPUT = `${ADMIN_CONTROL} file:mr-3 file:rounded-sm file:border-0 file:bg-ink/10 file:px-3 file:py-1.5 file:font-semibold`;
const MOVE_BUTTON = `${ADMIN_SECONDARY_BUTTON} px-2.5 aria-disabled:cursor-not-allowed aria-disabled:opacity-50`;

function MoveButton({
  id,
  intent,
  unavailable,
  children,
}: {
  id?: string;
  intent: string;
  unavailable?: boolean;
  children: ReactNode;
}) {
  return (
    // aria-disabled, not disabled: the button keeps the focus after a move brings its item to an end.
    <button
      id={id}
      type="submit"
      name="intent"
      value={intent}
      formNoValidate
      aria-disabled={unavailable || undefined}
      onClick={(event) => unavailable && event.preventDefault()}
      className={MOVE_BUTTON}
    >
      {children}
    </button>
  );
}

function AddFiles({
  id,
  label,
  hint,
  accept,
  busy,
  button,
}: {
  id: "product-newImages" | "product-newDownloads";
  label: string;
  hint: string;
  accept: string;
  busy: boolean;
  button: string;
}) {
  return (
    <div className="mt-4 rounded-sm border border-dashed border-ink/25 bg-mist p-3">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-steel">
        {hint}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <input
          id={id}
          name={id.replace("product-", "")}
          type="file"
          multiple
          accept={accept}
          aria-describedby={`${id}-hint`}
          className={`${FILE_INPUT} min-w-0 grow basis-64`}
        />
        <button
          type="submit"
          name="intent"
          value="media-add"
          formNoValidate
          className={`${ADMIN_SECONDARY_BUTTON} py-2`}
          disabled={busy}
        >
          {busy ? "Enviando…" : button}
        </button>
      </div>
    </div>
  );
}

export function ProductImagesField({
  values,
  errors,
  saved,
}: {
  values: ProductFormValues;
  errors: Errors;
  saved: Set<string>;
}) {
  const submit = useSubmit();
  const navigation = useNavigation();
  // A drop posts the same move as the buttons ("image-move-3-0"), with the rest of the form.
  const { handleProps, targetProps, hydrated } = useDragReorder((from, to) => {
    const form = document.getElementById(PRODUCT_FORM_ID);
    if (!(form instanceof HTMLFormElement)) return;
    const body = new FormData(form);
    body.set("intent", `image-move-${from}-${to}`);
    void submit(body, { method: "post", encType: "multipart/form-data" });
  });
  const alt = values.alt || values.name || "el producto";
  const count = values.images.length;
  return (
    <fieldset className="mt-2 mb-6 sm:col-span-2">
      <legend id="product-media-title" tabIndex={-1} className="text-sm font-semibold">
        Imágenes
      </legend>
      <p className="text-sm text-steel">
        La primera es la del catálogo; la galería del producto sigue este orden
        {/* Drag and drop needs a mouse or a pen: on touch screens only the buttons are offered. */}
        {hydrated && (
          <span className="hidden pointer-fine:inline"> (arrastre una imagen o use sus botones)</span>
        )}
        . Todas usan el texto alternativo del producto.
      </p>
      {count === 0 ? (
        <p className="mt-2 rounded-sm bg-mist px-3 py-4 text-center text-sm text-steel">
          Este producto aún no tiene imágenes: el catálogo muestra un dibujo de su categoría.
        </p>
      ) : (
        <ol
          aria-label="Imágenes del producto, en orden"
          className="mt-2 grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
        >
          {values.images.map((image, index) => {
            const error = errors[`images[${index}]`];
            return (
              <li
                key={image.hash}
                {...targetProps(index)}
                className="flex gap-3 rounded-sm border border-ink/15 bg-white p-2 data-[dragging]:opacity-40 data-[drop-target]:border-brand data-[drop-target]:ring-2 data-[drop-target]:ring-brand/40"
              >
                <input type="hidden" name={`images[${index}]`} value={image.hash} />
                <img
                  id={`image-${index}`}
                  src={imageVariantUrl(image.hash, 160, "webp")}
                  alt={`${alt}, imagen ${index + 1}`}
                  width={96}
                  height={96}
                  {...handleProps(index)}
                  className={`size-24 shrink-0 rounded-sm bg-ink/5 object-contain ${hydrated ? "cursor-grab active:cursor-grabbing" : ""}`}
                />
                <div className="flex min-w-0 grow flex-col justify-between gap-2">
                  <p className="text-sm">
                    <span className="font-semibold">Imagen {index + 1}</span>
                    {index === 0 && (
                      <span className="ml-2 rounded-sm bg-brand/10 px-1.5 py-0.5 text-xs font-bold text-brand-dark">
                        Principal
                      </span>
                    )}
                    {!saved.has(image.hash) && (
                      <span className="ml-2 rounded-sm bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-900">
                        Sin guardar
                      </span>
                    )}
                    <span className="block text-xs text-steel">
                      {image.width} × {image.height} px
                    </span>
                  </p>
                  {error && <p className="text-sm font-medium text-brand">{error}</p>}
                  <div className="flex flex-wrap gap-1.5">
                    <MoveButton
                      id={`image-up-${index}`}
                      intent={`image-up-${index}`}
                      unavailable={index === 0}
                    >
                      <span aria-hidden="true">↑&nbsp;</span>Subir
                      <span className="sr-only"> imagen {index + 1}</span>
                    </MoveButton>
                    <MoveButton
                      id={`image-down-${index}`}
                      intent={`image-down-${index}`}
                      unavailable={index === count - 1}
                    >
                      <span aria-hidden="true">↓&nbsp;</span>Bajar
                      <span className="sr-only"> imagen {index + 1}</span>
                    </MoveButton>
                    <MoveButton intent={`image-remove-${index}`}>
                      Quitar<span className="sr-only"> imagen {index + 1}</span>
                    </MoveButton>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {count < PRODUCT_MEDIA_LIMITS.images && (
        <AddFiles
          id="product-newImages"
          label="Agregar imágenes"
          hint={`Puede elegir varias a la vez. ${IMAGE_UPLOAD_FORMATS}, hasta ${IMAGE_MAX_BYTES / MEGABYTE} MB y ${IMAGE_MAX_PIXELS / 1_000_000} megapíxeles cada una; como máximo ${PRODUCT_MEDIA_LIMITS.images} imágenes y ${PRODUCT_FORM_MAX_BYTES / MEGABYTE} MB por envío.`}
          accept={IMAGE_ACCEPT}
          busy={navigation.state === "submitting"}
          button="Agregar las imágenes elegidas"
        />
      )}
    </fieldset>
  );
}

export function ProductDownloadsField({ values, errors }: { values: ProductFormValues; errors: Errors }) {
  const navigation = useNavigation();
  const count = values.downloads.length;
  return (
    <fieldset className="mt-4 sm:col-span-2">
      <legend className="text-sm font-semibold">Descargas (fichas técnicas en PDF)</legend>
      <p className="text-sm text-steel">
        Se muestran en la pestaña «Descargas» del producto y en Recursos, con el nombre que escriba aquí.
      </p>
      {count > 0 && (
        <ol aria-label="Documentos del producto, en orden" className="mt-2 space-y-3">
          {values.downloads.map((download, index) => {
            const error = errors[`downloads[${index}].name`] ?? errors[`downloads[${index}].link`];
            const id = `download-name-${index}`;
            return (
              <li key={`${download.link}-${index}`} className="rounded-sm border border-ink/15 p-3">
                <input type="hidden" name={`downloads[${index}].link`} value={download.link} />
                <div className="flex flex-wrap items-end gap-2">
                  <div className="min-w-0 grow basis-64">
                    <label htmlFor={id} className="text-sm">
                      Nombre del documento {index + 1}
                    </label>
                    <input
                      id={id}
                      name={`downloads[${index}].name`}
                      defaultValue={download.name}
                      maxLength={PRODUCT_MEDIA_LIMITS.downloadName}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={`${id}-error`}
                      className={ADMIN_CONTROL}
                    />
                  </div>
                  <a
                    href={download.link}
                    target="_blank"
                    rel="noreferrer"
                    className="py-2 text-sm font-semibold text-steel underline hover:text-brand"
                  >
                    Abrir PDF<span className="sr-only"> del documento {index + 1}</span>
                  </a>
                </div>
                <p id={`${id}-error`} className="text-sm font-medium text-brand">
                  {error}
                </p>
                <div className="mt-1 flex flex-wrap gap-1.5">
                  <MoveButton
                    id={`download-up-${index}`}
                    intent={`download-up-${index}`}
                    unavailable={index === 0}
                  >
                    <span aria-hidden="true">↑&nbsp;</span>Subir
                    <span className="sr-only"> documento {index + 1}</span>
                  </MoveButton>
                  <MoveButton
                    id={`download-down-${index}`}
                    intent={`download-down-${index}`}
                    unavailable={index === count - 1}
                  >
                    <span aria-hidden="true">↓&nbsp;</span>Bajar
                    <span className="sr-only"> documento {index + 1}</span>
                  </MoveButton>
                  <MoveButton intent={`download-remove-${index}`}>
                    Quitar<span className="sr-only"> documento {index + 1}</span>
                  </MoveButton>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {count < PRODUCT_MEDIA_LIMITS.downloads && (
        <AddFiles
          id="product-newDownloads"
          label="Agregar documentos PDF"
          hint={`Puede elegir varios a la vez; cada uno toma el nombre de su archivo, que luego puede cambiar. Hasta ${PDF_MAX_BYTES / MEGABYTE} MB cada uno.`}
          accept={PDF_ACCEPT}
          busy={navigation.state === "submitting"}
          button="Agregar los documentos elegidos"
        />
      )}
    </fieldset>
  );
}

/** The refused files of the last post, each with its reason. */
export function FileErrors({ messages }: { messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <div
      id="product-file-errors"
      tabIndex={-1}
      className="rounded-sm border-l-4 border-brand bg-brand/5 p-3 text-sm sm:col-span-2"
    >
      <p className="font-semibold">
        {messages.length === 1 ? "Un archivo no se agregó:" : `${messages.length} archivos no se agregaron:`}
      </p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
