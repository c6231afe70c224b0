import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { ReactNode } from "react";

const CONTROL =
  "mt-1.5 block w-full rounded-sm border border-ink/25 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-steel/70 focus:border-brand focus:outline-2 focus:outline-brand/30 aria-[invalid=true]:border-brand";

export type FieldMeta = FieldMetadata<string | null | undefined, Record<string, unknown>, string[]>;

interface FieldShellProps {
  meta: FieldMeta;
  label: string;
  /** A hint under the label, read out with the control (its aria-describedby). */
  description?: string;
  optional?: boolean;
  /** Said after the label instead of "*" or "(opcional)", e.g. "(correo o domicilio)". */
  marker?: string;
  children: ReactNode;
}

/**
 * A visible label, an optional description, the control, and the field's first error right below
 * it, in a line that is always there (an error appearing does not move the page). The control gets
 * aria-invalid and aria-describedby (the error, the description) from Conform's get*Props.
 */
function FieldShell({ meta, label, description, optional, marker, children }: FieldShellProps) {
  return (
    <div>
      <label htmlFor={meta.id} className="text-sm font-semibold text-ink">
        {label}
        {marker ? (
          <span className="font-normal text-steel"> {marker}</span>
        ) : optional ? (
          <span className="font-normal text-steel"> (opcional)</span>
        ) : (
          <span aria-hidden="true" className="text-brand">
            {" "}
            *
          </span>
        )}
      </label>
      {description && (
        <p id={meta.descriptionId} className="text-sm text-steel">
          {description}
        </p>
      )}
      {children}
      <p id={meta.errorId} className="mt-1 min-h-5 text-sm font-medium text-brand" aria-live="polite">
        {meta.errors?.[0]}
      </p>
    </div>
  );
}

/** What every field wrapper takes: the field's metadata from the kit's useFormKit, its label, a hint. */
type FieldProps = Omit<FieldShellProps, "children">;

/** Conform's aria-describedby option: the description, when there is one. */
const describedBy = ({ meta, description }: FieldProps) => (description ? meta.descriptionId : undefined);

interface TextFieldProps extends FieldProps {
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "decimal" | "email" | "tel";
}

export function TextField({ type = "text", autoComplete, inputMode, ...field }: TextFieldProps) {
  return (
    <FieldShell {...field}>
      <input
        {...getInputProps(field.meta, { type, ariaDescribedBy: describedBy(field) })}
        autoComplete={autoComplete}
        inputMode={inputMode}
        className={CONTROL}
      />
    </FieldShell>
  );
}

export function TextAreaField({ rows = 5, ...field }: FieldProps & { rows?: number }) {
  return (
    <FieldShell {...field}>
      <textarea
        {...getTextareaProps(field.meta, { ariaDescribedBy: describedBy(field) })}
        rows={rows}
        className={CONTROL}
      />
    </FieldShell>
  );
}

/** A select's option: its text, or a value sent with a different text shown. */
export type SelectOption = string | { value: string; label: string };

export function SelectField({
  options,
  placeholder,
  ...field
}: FieldProps & { options: readonly SelectOption[]; placeholder: string }) {
  return (
    <FieldShell {...field}>
      <select {...getSelectProps(field.meta, { ariaDescribedBy: describedBy(field) })} className={CONTROL}>
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
    </FieldShell>
  );
}
