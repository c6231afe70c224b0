import { useId } from "react";

/** Declared on the box as the SPEC says; only the buttons change the value (floor 1, no ceiling). */
export const QUANTITY_INPUT_ATTRIBUTES = { min: 0, max: 455, step: 1 } as const;

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** What is being counted, for screen readers (e.g. the product's name). */
  label: string;
  size?: "md" | "sm";
}

export function QuantityStepper({ value, onChange, label, size = "md" }: QuantityStepperProps) {
  const id = useId();
  // The small stepper (the quotation's lines) is small from 640 px up only: on a phone every control
  // keeps a 44 px target.
  const box = size === "sm" ? "size-11 sm:size-9" : "size-11";
  const button = `${box} grid place-items-center text-lg font-bold text-ink hover:bg-mist hover:text-brand focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:text-ink/30`;
  return (
    <div
      className="inline-flex items-center rounded-sm border border-ink/25 bg-white"
      role="group"
      aria-labelledby={`${id}-label`}
    >
      <span id={`${id}-label`} className="sr-only">
        Cantidad de {label}
      </span>
      <button
        type="button"
        className={button}
        onClick={() => onChange(Math.max(1, value - 1))}
        disabled={value <= 1}
        aria-label="Disminuir cantidad"
      >
        −
      </button>
      <label htmlFor={id} className="sr-only">
        Cantidad
      </label>
      <input
        id={id}
        type="number"
        {...QUANTITY_INPUT_ATTRIBUTES}
        value={value}
        readOnly
        className={`${size === "sm" ? "h-11 w-14 sm:h-9" : "h-11 w-16"} border-x border-ink/25 text-center text-base font-semibold text-ink [appearance:textfield] focus:outline-2 focus:outline-brand [&::-webkit-inner-spin-button]:appearance-none`}
      />
      <button
        type="button"
        className={button}
        onClick={() => onChange(value + 1)}
        aria-label="Aumentar cantidad"
      >
        +
      </button>
    </div>
  );
}
