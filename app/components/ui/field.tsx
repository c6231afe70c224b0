import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { ReactNode } from "react";

const CONTROL =
  "mt-1.5 block w-full rounded-sm border border-ink/25 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-steel/70 focus:border-brand focus:outline-2 focus:outline-brand/30 aria-[invalid=true]:border-brand";

interface FieldShellProps {
  id: string;
  label: string;
  errorId: string;
  errors: string[] | undefined;
  optional?: boolean;
  children: ReactNode;
}

/** A visible label, the control, and the field's first error right below it. */
function FieldShell({ id, label, errorId, errors, optional, children }: FieldShellProps) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {optional ? (
          <span className="font-normal text-steel"> (opcional)</span>
        ) : (
          <span aria-hidden="true" className="text-brand">
            {" "}
            *
          </span>
        )}
      </label>
      {children}
      <p id={errorId} className="mt-1 min-h-5 text-sm font-medium text-brand" aria-live="polite">
        {errors?.[0]}
      </p>
    </div>
  );
}

type Meta = FieldMetadata<string | null | undefined, Record<string, unknown>, string[]>;

interface TextFieldProps {
  meta: Meta;
  label: string;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "email" | "tel";
  optional?: boolean;
}

export function TextField({ meta, label, type = "text", autoComplete, inputMode, optional }: TextFieldProps) {
  return (
    <FieldShell id={meta.id} label={label} errorId={meta.errorId} errors={meta.errors} optional={optional}>
      <input
        {...getInputProps(meta, { type })}
        autoComplete={autoComplete}
        inputMode={inputMode}
        className={CONTROL}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  meta,
  label,
  rows = 5,
  optional,
}: {
  meta: Meta;
  label: string;
  rows?: number;
  optional?: boolean;
}) {
  return (
    <FieldShell id={meta.id} label={label} errorId={meta.errorId} errors={meta.errors} optional={optional}>
      <textarea {...getTextareaProps(meta)} rows={rows} className={CONTROL} />
    </FieldShell>
  );
}

export function SelectField({
  meta,
  label,
  options,
  placeholder,
}: {
  meta: Meta;
  label: string;
  options: string[];
  placeholder: string;
}) {
  return (
    <FieldShell id={meta.id} label={label} errorId={meta.errorId} errors={meta.errors}>
      <select {...getSelectProps(meta)} className={CONTROL}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
