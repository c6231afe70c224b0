import { useEffect, useRef } from "react";
import type { DataRequestSent as Sent } from "./data-request-action.server";

/**
 * The confirmation that replaces the form once the request is stored: the reference, the right, the
 * legal deadline and where the acknowledgement went. It takes the focus so a screen reader reads it
 * (the section's title says "Solicitud recibida").
 */
export function DataRequestSent({ sent }: { sent: Sent }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="status"
      className="rounded-md border-l-4 border-brand bg-mist p-6 outline-none sm:p-8"
    >
      <p className="text-steel">Recibimos su solicitud. Guarde su número de referencia:</p>
      <p className="mt-1 text-2xl font-bold tracking-wide text-ink">{sent.reference}</p>
      <dl className="mt-5 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-xs font-bold tracking-wide text-steel uppercase">Derecho</dt>
          <dd className="text-ink">{sent.kindLabel}</dd>
        </div>
        <div>
          <dt className="text-xs font-bold tracking-wide text-steel uppercase">
            Le responderemos a más tardar el
          </dt>
          <dd className="text-ink">{sent.dueDate}</dd>
        </div>
      </dl>
      {sent.acknowledged && (
        <p className="mt-5 break-words text-steel">
          Le enviamos una copia con su referencia a <strong className="text-ink">{sent.email}</strong>. Si
          necesitamos verificar su identidad, le escribiremos a ese correo.
        </p>
      )}
    </div>
  );
}
