import { type FieldMetadata, getCollectionProps } from "@conform-to/react";

type RadioMeta = FieldMetadata<string | null | undefined, Record<string, unknown>, string[]>;

export interface RightOption {
  value: string;
  label: string;
  hint: string;
  /** "Respuesta en 20 días hábiles". */
  term: string;
}

/**
 * The right the person exercises: one radio per right, each with what it is for and its answer term,
 * in a fieldset whose legend names the question; the error under the group is read out with each radio.
 */
export function RightOptions({ meta, options }: { meta: RadioMeta; options: readonly RightOption[] }) {
  const radios = getCollectionProps(meta, { type: "radio", options: options.map((option) => option.value) });
  return (
    <fieldset aria-describedby={meta.errors ? meta.errorId : undefined}>
      <legend className="text-sm font-semibold text-ink">
        Derecho que desea ejercer
        <span aria-hidden="true" className="text-brand">
          {" "}
          *
        </span>
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {radios.map(({ key, ...radio }, index) => {
          const option = options[index]!;
          const hintId = `${radio.id}-hint`;
          return (
            <label
              key={key}
              className="flex cursor-pointer items-start gap-3 rounded-sm border border-ink/20 bg-white p-3 has-checked:border-brand has-checked:bg-brand/5"
            >
              <input
                {...radio}
                aria-describedby={[hintId, radio["aria-describedby"]].filter(Boolean).join(" ")}
                className="mt-1 size-4 shrink-0 accent-brand"
              />
              <span>
                <span className="block font-semibold text-ink">{option.label}</span>
                <span id={hintId} className="block text-sm text-steel">
                  {option.hint} {option.term}.
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <p id={meta.errorId} className="mt-1 min-h-5 text-sm font-medium text-brand" aria-live="polite">
        {meta.errors?.[0]}
      </p>
    </fieldset>
  );
}
