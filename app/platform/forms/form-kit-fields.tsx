import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from "~/platform/submission/spam-trap";

/** The hidden field that carries the form's idempotency key. */
const IDEMPOTENCY_KEY_FIELD = "idempotencyKey";

/**
 * The hidden fields of a lead form; render it inside the <form>. They are added to whatever the form
 * sends (its `formdata` event, so every way of sending is covered):
 * - an idempotency key, made in the browser (cached pages are the same for everyone) on the first
 *   sending and kept for the form's life, so a double click or a retry stores one lead even if the
 *   form was reset in between;
 * - the spam traps: a field people never see nor reach (off screen, aria-hidden, out of the tab
 *   order, no autofill) that bots fill in, and the time from the form appearing to its sending. A
 *   form the server rendered was on screen from the page's first contentful paint (its scripts,
 *   and so its hydration, come later: decision 050), so its time counts from that paint; a form
 *   mounted in the browser (after a client navigation) from its mounting. Pages are cached HTML,
 *   so the time is measured here, not stamped by the server.
 * Without JavaScript the key is blank and the time absent.
 */
const noChanges = () => () => {};

/** When the page first showed content (ms since its navigation began); 0 without Paint Timing. */
function firstContentfulPaint(): number {
  return performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
}

export function FormKitFields() {
  const keyInput = useRef<HTMLInputElement>(null);
  const key = useRef<string | null>(null);
  // True in the first render when React hydrates the server's markup (its server snapshot), false
  // when the form is mounted in the browser.
  const hydrating = useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
  const [fromServer] = useState(hydrating); // as it was in the first render
  useEffect(() => {
    const input = keyInput.current;
    const form = input?.form;
    if (!input || !form) return;
    const shownAt = fromServer ? firstContentfulPaint() : performance.now();
    const stamp = (event: FormDataEvent) => {
      key.current ??= crypto.randomUUID();
      input.value = key.current;
      event.formData.set(IDEMPOTENCY_KEY_FIELD, key.current);
      event.formData.set(FILL_TIME_FIELD, String(Math.round(performance.now() - shownAt)));
    };
    form.addEventListener("formdata", stamp);
    return () => form.removeEventListener("formdata", stamp);
  }, [fromServer]);
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
