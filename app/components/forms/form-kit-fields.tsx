import { useEffect, useRef } from "react";
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from "~/lib/spam-trap";

/** The hidden field that carries the form's idempotency key. */
const IDEMPOTENCY_KEY_FIELD = "idempotencyKey";

/**
 * The hidden fields of a lead form; render it inside the <form>. They are added to whatever the form
 * sends (its `formdata` event, so every way of sending is covered):
 * - an idempotency key, made in the browser (cached pages are the same for everyone) on the first
 *   sending and kept for the form's life, so a double click or a retry stores one lead even if the
 *   form was reset in between;
 * - the spam traps: a field people never see nor reach (off screen, aria-hidden, out of the tab
 *   order, no autofill) that bots fill in, and the time from the form appearing (hydration) to its
 *   sending. Pages are cached HTML, so the time is measured here, not stamped by the server.
 * Without JavaScript the key is blank and the time absent.
 */
export function FormKitFields() {
  const keyInput = useRef<HTMLInputElement>(null);
  const key = useRef<string | null>(null);
  useEffect(() => {
    const input = keyInput.current;
    const form = input?.form;
    if (!input || !form) return;
    const shownAt = performance.now();
    const stamp = (event: FormDataEvent) => {
      key.current ??= crypto.randomUUID();
      input.value = key.current;
      event.formData.set(IDEMPOTENCY_KEY_FIELD, key.current);
      event.formData.set(FILL_TIME_FIELD, String(Math.round(performance.now() - shownAt)));
    };
    form.addEventListener("formdata", stamp);
    return () => form.removeEventListener("formdata", stamp);
  }, []);
  return (
    <>
      <input ref={keyInput} type="hidden" name={IDEMPOTENCY_KEY_FIELD} defaultValue="" />
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label>
          Sitio web
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}
