/** Shown when a contact or service request could not be sent (the SPEC shows nothing; see docs/spec-deviations.md). */
export const LEAD_SEND_FAILED =
  "No pudimos enviar su solicitud. Revise su conexión e inténtelo de nuevo; sus datos siguen en el formulario.";

/** SPEC section 8: any failure to send the quotation. */
export const QUOTE_SEND_FAILED = "Ocurrió un error al enviar la cotización, inténtelo de nuevo";

/** The quotation names products that no longer exist or were withdrawn from the catalogue. */
export function unavailableProductsMessage(names: readonly string[]): string {
  const quoted = names.map((name) => `«${name}»`);
  return quoted.length === 1
    ? `El producto ${quoted[0]} ya no está disponible. Quítelo de la lista para enviar su cotización.`
    : `Estos productos ya no están disponibles: ${quoted.join(", ")}. Quítelos de la lista para enviar su cotización.`;
}

/** A post whose body says it is a form but cannot be read as one (a broken multipart body). */
export const FORM_UNREADABLE =
  "No pudimos leer el formulario enviado. Recargue la página e inténtelo de nuevo.";
