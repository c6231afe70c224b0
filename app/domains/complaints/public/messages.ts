// What the complaint form says when the sheet cannot be filed, in one place (pages and tests).

export const COMPLAINT_SEND_FAILED =
  "No pudimos registrar su hoja en este momento. Inténtelo de nuevo en unos minutos; lo que escribió sigue en el formulario.";
export const COMPLAINT_FORM_UNREADABLE =
  "No pudimos leer el formulario enviado. Complételo y envíelo de nuevo.";
export const COMPLAINT_NO_CONTACT_FORM_ERROR =
  "La hoja no se registró: indique su correo electrónico o su domicilio, porque necesitamos uno de los dos para enviarle la respuesta.";
