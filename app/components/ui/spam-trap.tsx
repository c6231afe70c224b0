import { useEffect, useRef } from "react";
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from "~/lib/spam-trap";

/**
 * The spam traps of a lead form; render it inside the <form>. A field people never see nor reach
 * (off screen, aria-hidden, out of the tab order, no autofill) that bots fill in, and the time from
 * the form appearing (hydration) to its sending, added to whatever the form sends. Pages are cached
 * HTML, so the time is measured here, not stamped by the server; without JavaScript it is absent.
 */
export function SpamTrap() {
  const honeypot = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const form = honeypot.current?.form;
    if (!form) return;
    const shownAt = performance.now();
    const stamp = (event: FormDataEvent) =>
      event.formData.set(FILL_TIME_FIELD, String(Math.round(performance.now() - shownAt)));
    form.addEventListener("formdata", stamp);
    return () => form.removeEventListener("formdata", stamp);
  }, []);
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
      <label>
        Sitio web
        <input
          ref={honeypot}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  );
}
