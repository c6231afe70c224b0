// What staff read when a passkey ceremony does not go through, in the browser and from the server.

export const PASSKEY_MESSAGES = {
  unsupported: "Su navegador no admite llaves de acceso. Ingrese con su correo y contraseña.",
  unsupportedAddress:
    "Las llaves de acceso solo funcionan cuando entra al sitio por su nombre y con conexión segura (https://…), no por una dirección IP.",
  signInCancelled:
    "Se canceló el ingreso con la llave de acceso o se agotó el tiempo. Puede intentarlo de nuevo.",
  registrationCancelled:
    "Se canceló el registro de la llave de acceso o se agotó el tiempo. Puede intentarlo de nuevo.",
  unknownKey: "Esa llave de acceso no está registrada en la intranet. Ingrese con su correo y contraseña.",
  expired: "La solicitud de la llave de acceso venció. Inténtelo de nuevo.",
  signInRefused:
    "No se pudo verificar la llave de acceso. Inténtelo de nuevo o ingrese con su correo y contraseña.",
  registrationRefused: "No se pudo registrar la llave de acceso. Inténtelo de nuevo.",
  duplicate: "Esa llave de acceso ya está registrada.",
  passwordRequired: "Para registrar una llave de acceso, escriba su contraseña actual.",
  wrongPassword: "La contraseña actual no es correcta. No se registró ninguna llave de acceso.",
  network: "No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.",
  needsJavaScript: "Para registrar una llave de acceso, su navegador debe tener JavaScript activado.",
  postOnly: "Esta dirección solo acepta solicitudes POST.",
  /** The current password was guessed wrong too often from this connection (the password change's wording). */
  registrationThrottled:
    "Hubo demasiados intentos con una contraseña incorrecta desde su conexión. Por seguridad, espere 15 minutos antes de registrar una llave de acceso; su sesión sigue abierta.",
  tooManyOptions:
    "Hubo demasiados intentos de ingreso con llave de acceso desde su conexión. Espere un minuto e inténtelo de nuevo.",
} as const;

export const passkeyRegisteredMessage = (name: string) => `La llave de acceso «${name}» quedó registrada.`;
