// The complaint form's own controls beside the form kit's text fields: a radio group with a description
// per option (reclamo/queja with their legal definitions), a checkbox, and a select whose values differ
// from its labels. Same look and error line as app/platform/forms/field.tsx.
import { type FieldMetadata, getCollectionProps, getInputProps, getSelectProps } from "@conform-to/react";
import type { ReactNode } from "react";
import type { FieldMeta } from "~/platform/forms/field";

/** A checkbox's metadata from the kit's useFormKit (its value is a boolean once parsed). */
type CheckboxMeta = FieldMetadata<boolean | null | undefined, Record<string, unknown>, string[]>;

const CONTROL =
  "mt-1.5 block w-full rounded-sm border border-ink/25 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-brand focus:outline-2 focus:outline-brand/30 aria-[invalid=true]:border-brand";

/** The field's first error, in a line that is always there (an error appearing does not move the page). */
export function FieldError({ meta }: { meta: FieldMeta | CheckboxMeta }) {
  return (
    <p id={meta.errorId} className="mt-1 min-h-5 text-sm font-medium text-brand" aria-live="polite">
      {meta.errors?.[0]}
    </p>
  );
}

export interface Choice {
  value: string;
  label: string;
  /** Shown under the label, e.g. a legal definition. */
  description?: string;
}

/** One choice of several, as radio buttons in a fieldset whose legend is the question. */
export function ChoiceField({
  meta,
  legend,
  choices,
  columns = 2,
}: {
  meta: FieldMeta;
  legend: string;
  choices: Choice[];
  columns?: 1 | 2;
}) {
  const options = getCollectionProps(meta, { type: "radio", options: choices.map((choice) => choice.value) });
  return (
    <fieldset aria-describedby={meta.errorId}>
      <legend className="text-sm font-semibold text-ink">
        {legend}
        <span aria-hidden="true" className="text-brand">
          {" "}
          *
        </span>
      </legend>
      <div className={`mt-2 grid gap-3 ${columns === 2 ? "sm:grid-cols-2" : ""}`}>
        {options.map(({ key, ...props }, index) => {
          const choice = choices[index]!;
          return (
            <label
              key={key}
              className="flex cursor-pointer gap-3 rounded-sm border border-ink/20 bg-white p-3.5 has-[:checked]:border-brand has-[:checked]:bg-brand/5"
            >
              <input {...props} className="mt-1 size-4 shrink-0 accent-brand" />
              <span>
                <span className="block font-semibold text-ink">{choice.label}</span>
                {choice.description && (
                  <span className="mt-0.5 block text-sm text-steel">{choice.description}</span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError meta={meta} />
    </fieldset>
  );
}

/** A checkbox with its label to the right; `children` is the label (it may hold a link). */
export function CheckboxField({
  meta,
  children,
  required = false,
}: {
  meta: CheckboxMeta;
  children: ReactNode;
  required?: boolean;
}) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox", value: "on" });
  return (
    <div key={key}>
      <label className="flex cursor-pointer items-start gap-3 text-sm text-ink">
        <input {...props} className="mt-0.5 size-4 shrink-0 accent-brand" />
        <span>
          {children}
          {required && (
            <span aria-hidden="true" className="text-brand">
              {" "}
              *
            </span>
          )}
        </span>
      </label>
      <FieldError meta={meta} />
    </div>
  );
}

/** A select whose options have values apart from their labels (a document type, a currency). */
export function OptionSelectField({
  meta,
  label,
  choices,
  placeholder,
}: {
  meta: FieldMeta;
  label: string;
  choices: Choice[];
  placeholder?: string;
}) {
  return (
    <div>
      <label htmlFor={meta.id} className="text-sm font-semibold text-ink">
        {label}
        <span aria-hidden="true" className="text-brand">
          {" "}
          *
        </span>
      </label>
      <select {...getSelectProps(meta)} className={CONTROL}>
        {placeholder && <option value="">{placeholder}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldError meta={meta} />
    </div>
  );
}
