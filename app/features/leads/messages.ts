/** Shown when a contact or service request could not be sent (the SPEC shows nothing; see docs/spec-deviations.md). */
export const LEAD_SEND_FAILED =
  "No pudimos enviar tu solicitud. Revisa tu conexión e inténtalo de nuevo; tus datos siguen en el formulario.";
