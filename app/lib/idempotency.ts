/**
 * Gives a form an idempotency key on its first submission, made in the browser (cached pages are the
 * same for everyone) and kept for retries, so a double click or a retry stores one lead.
 * The form needs a hidden input named "idempotencyKey".
 */
export function ensureIdempotencyKey(form: HTMLFormElement): void {
  const input = form.elements.namedItem("idempotencyKey");
  if (input instanceof HTMLInputElement && !input.value) input.value = crypto.randomUUID();
}
