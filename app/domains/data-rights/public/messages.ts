// What the ARCO form says when it cannot do its job (usted).

/** The request could not be stored (the database failed) or the network dropped. */
export const DATA_REQUEST_SEND_FAILED =
  "No pudimos enviar su solicitud. Revise su conexión e inténtelo de nuevo; sus datos siguen en el formulario.";

/** A post whose body says it is a form but cannot be read as one. */
export const DATA_REQUEST_UNREADABLE =
  "No pudimos leer el formulario enviado. Recargue la página e inténtelo de nuevo.";
