import { useRef } from "react";

/**
 * One idempotency key per form, made in the browser (cached pages are the same for everyone) on the
 * first submission and written into the form's hidden "idempotencyKey" input on every submission,
 * so a double click or a retry stores one lead even if the form was reset in between.
 */
export function useIdempotencyKey(): (form: HTMLFormElement) => void {
  const key = useRef<string | null>(null);
  return (form) => {
    key.current ??= crypto.randomUUID();
    const input = form.elements.namedItem("idempotencyKey");
    if (input instanceof HTMLInputElement) input.value = key.current;
  };
}
