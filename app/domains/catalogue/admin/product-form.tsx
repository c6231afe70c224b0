import type { ReactNode } from "react";
import { Form } from "react-router";
import type { AdminCategory } from "../server/catalog-categories.server";
import { ADMIN_BUTTON, ADMIN_CONTROL, ADMIN_SECONDARY_BUTTON } from "~/platform/admin-kit/admin-ui";
import type { ProductFormValues } from "./product-form-values";
import {
  FileErrors,
  PRODUCT_FORM_ID,
  ProductDownloadsField,
  ProductImagesField,
} from "./product-media-fields";

type Errors = Record<string, string>;

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  // The control and its error sit at the bottom of the cell, so two fields side by side line up even
  // when only one of them has a hint.
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-steel">
          {hint}
        </p>
      )}
      <div className="mt-auto">
        {children}
        <p id={`${id}-error`} className="mt-1 min-h-5 text-sm font-medium text-brand">
          {error}
        </p>
      </div>
    </div>
  );
}

const described = (id: string, error?: string, hint?: string) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": [hint ? `${id}-hint` : "", `${id}-error`].filter(Boolean).join(" "),
});

function Text({
  name,
  label,
  values,
  errors,
  hint,
  multiline,
  maxLength,
}: {
  name: keyof ProductFormValues;
  label: string;
  values: ProductFormValues;
  errors: Errors;
  hint?: string;
  multiline?: boolean;
  maxLength: number;
}) {
  const id = `product-${name}`;
  const props = {
    id,
    name,
    defaultValue: String(values[name]),
    maxLength,
    className: ADMIN_CONTROL,
    ...described(id, errors[name], hint),
  };
  return (
    <Field id={id} label={label} error={errors[name]} hint={hint}>
      {multiline ? <textarea rows={5} {...props} /> : <input {...props} />}
    </Field>
  );
}

const RowButton = ({ id, intent, children }: { id?: string; intent: string; children: ReactNode }) => (
  <button
    id={id}
    type="submit"
    name="intent"
    value={intent}
    formNoValidate
    className={ADMIN_SECONDARY_BUTTON}
  >
    {children}
  </button>
);

function Specifications({ values, errors }: { values: ProductFormValues; errors: Errors }) {
  const rows = values.specifications;
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-semibold">Especificaciones</legend>
      <p className="text-sm text-steel">En el orden en que se muestran; las filas vacías no se guardan.</p>
      <ol className="mt-2 space-y-3">
        {rows.map((row, index) => {
          const keyError = errors[`specifications[${index}].key`];
          const valueError = errors[`specifications[${index}].value`];
          return (
            <li
              key={index}
              className="grid gap-2 rounded-sm border border-ink/10 p-3 sm:grid-cols-[1fr_1.5fr]"
            >
              <div>
                <label htmlFor={`spec-key-${index}`} className="text-sm">
                  Nombre {index + 1}
                </label>
                <input
                  id={`spec-key-${index}`}
                  name={`specifications[${index}].key`}
                  defaultValue={row.key}
                  maxLength={60}
                  className={ADMIN_CONTROL}
                  {...described(`spec-key-${index}`, keyError)}
                />
                <p id={`spec-key-${index}-error`} className="text-sm font-medium text-brand">
                  {keyError}
                </p>
              </div>
              <div>
                <label htmlFor={`spec-value-${index}`} className="text-sm">
                  Valor {index + 1}
                </label>
                <input
                  id={`spec-value-${index}`}
                  name={`specifications[${index}].value`}
                  defaultValue={row.value}
                  maxLength={200}
                  className={ADMIN_CONTROL}
                  {...described(`spec-value-${index}`, valueError)}
                />
                <p id={`spec-value-${index}-error`} className="text-sm font-medium text-brand">
                  {valueError}
                </p>
              </div>
              <div className="flex flex-wrap gap-2 sm:col-span-2">
                <RowButton id={`spec-up-${index}`} intent={`spec-up-${index}`}>
                  ↑ Subir<span className="sr-only"> fila {index + 1}</span>
                </RowButton>
                <RowButton id={`spec-down-${index}`} intent={`spec-down-${index}`}>
                  ↓ Bajar<span className="sr-only"> fila {index + 1}</span>
                </RowButton>
                <RowButton intent={`spec-remove-${index}`}>
                  Quitar<span className="sr-only"> fila {index + 1}</span>
                </RowButton>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="mt-3">
        <RowButton id="spec-add" intent="spec-add">
          + Agregar especificación
        </RowButton>
      </div>
    </fieldset>
  );
}

function Videos({ values, errors }: { values: ProductFormValues; errors: Errors }) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-semibold">Videos</legend>
      <p className="text-sm text-steel">
        Pegue el enlace de YouTube tal como lo copió (watch?v=, youtu.be/, shorts/ o embed/).
      </p>
      <ol className="mt-2 space-y-3">
        {values.videos.map((link, index) => (
          <li key={index} className="flex flex-wrap items-start gap-2">
            <div className="min-w-0 grow basis-64">
              <label htmlFor={`video-${index}`} className="text-sm">
                Enlace del video {index + 1}
              </label>
              <input
                id={`video-${index}`}
                name={`videos[${index}]`}
                defaultValue={link}
                maxLength={300}
                className={ADMIN_CONTROL}
                {...described(`video-${index}`, errors[`videos[${index}]`])}
              />
              <p id={`video-${index}-error`} className="text-sm font-medium text-brand">
                {errors[`videos[${index}]`]}
              </p>
            </div>
            <div className="sm:mt-7">
              <RowButton intent={`video-remove-${index}`}>
                Quitar<span className="sr-only"> video {index + 1}</span>
              </RowButton>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-3">
        <RowButton id="video-add" intent="video-add">
          + Agregar video
        </RowButton>
      </div>
    </fieldset>
  );
}

/** Every field of a product, its images and downloads; a multipart post that works without JavaScript. */
export function ProductForm({
  values,
  errors,
  fileErrors,
  savedImages,
  categories,
}: {
  values: ProductFormValues;
  errors: Errors;
  fileErrors?: string[];
  /** The hashes of the images the product has as saved (the others are marked "Sin guardar"). */
  savedImages: Set<string>;
  categories: AdminCategory[];
}) {
  return (
    <Form
      id={PRODUCT_FORM_ID}
      method="post"
      encType="multipart/form-data"
      className="grid gap-x-6 gap-y-2 sm:grid-cols-2"
      noValidate
    >
      {/* First in the form: Enter in a field saves (the browser submits with the first button). */}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" name="intent" value="save" className={ADMIN_BUTTON}>
          Guardar
        </button>
        <button type="submit" name="intent" value="preview" className={ADMIN_SECONDARY_BUTTON}>
          Vista previa
        </button>
      </div>
      <FileErrors messages={fileErrors} />
      <Text
        name="code"
        label="Código"
        hint="Único, p. ej. ZPP-12N."
        values={values}
        errors={errors}
        maxLength={40}
      />
      <Text name="name" label="Nombre" values={values} errors={errors} maxLength={120} />
      <Text name="subtitle" label="Subtítulo (opcional)" values={values} errors={errors} maxLength={200} />
      <Text
        name="slug"
        label="Dirección (slug)"
        hint="Vacía: se forma con el nombre. Si la cambia, la anterior lleva a la nueva."
        values={values}
        errors={errors}
        maxLength={80}
      />
      <Field id="product-categoryId" label="Categoría" error={errors.categoryId}>
        <select
          id="product-categoryId"
          name="categoryId"
          defaultValue={values.categoryId}
          className={ADMIN_CONTROL}
          {...described("product-categoryId", errors.categoryId)}
        >
          <option value="">Elija una categoría</option>
          {categories.map((top) => (
            <optgroup key={top.id} label={top.name}>
              {top.children.length === 0 ? (
                <option value={top.id}>{top.name}</option>
              ) : (
                top.children.map((child) => (
                  <option key={child.id} value={child.id}>
                    {child.name}
                  </option>
                ))
              )}
            </optgroup>
          ))}
        </select>
      </Field>
      <Text
        name="unit"
        label="Unidad de venta"
        hint="En singular: bobina, caja, unidad…"
        values={values}
        errors={errors}
        maxLength={30}
      />
      <div className="sm:col-span-2">
        <Text
          name="description"
          label="Descripción (opcional)"
          values={values}
          errors={errors}
          maxLength={2000}
          multiline
        />
      </div>
      <Text
        name="alt"
        label="Texto alternativo de las imágenes (opcional)"
        hint="Vacío: se usa el nombre."
        values={values}
        errors={errors}
        maxLength={200}
      />
      <div className="flex items-center gap-2 sm:mt-7">
        <input
          id="product-visible"
          type="checkbox"
          name="visible"
          defaultChecked={values.visible}
          className="size-5 accent-brand"
        />
        <label htmlFor="product-visible" className="text-sm font-semibold">
          Mostrar en el catálogo
        </label>
      </div>
      <ProductImagesField values={values} errors={errors} saved={savedImages} />
      <Specifications values={values} errors={errors} />
      <fieldset className="mt-4 sm:col-span-2">
        <legend className="text-sm font-semibold">Información</legend>
        <div className="mt-1 flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="informationKind"
              value="text"
              defaultChecked={values.informationKind === "text"}
              className="accent-brand"
            />{" "}
            Un texto
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="informationKind"
              value="list"
              defaultChecked={values.informationKind === "list"}
              className="accent-brand"
            />{" "}
            Una lista (un punto por línea)
          </label>
        </div>
        <label htmlFor="product-information" className="sr-only">
          Texto de la información
        </label>
        <textarea
          id="product-information"
          name="information"
          rows={5}
          defaultValue={values.information}
          maxLength={4000}
          className={ADMIN_CONTROL}
          {...described("product-information", errors.information)}
        />
        <p id="product-information-error" className="mt-1 min-h-5 text-sm font-medium text-brand">
          {errors.information}
        </p>
      </fieldset>
      <Videos values={values} errors={errors} />
      <ProductDownloadsField values={values} errors={errors} />
    </Form>
  );
}
