// What the back office says when it refuses, in one place (pages, the admin API and the tests).

export const SIGN_IN_REQUIRED_MESSAGE = "Inicie sesión para continuar.";
export const FORBIDDEN_MESSAGE = "Su cuenta no tiene permiso para ver esta página.";
export const SIGN_IN_REFUSED_MESSAGE = "El correo o la contraseña no son correctos.";
export const SIGN_IN_THROTTLED_MESSAGE =
  "Hubo demasiados intentos de ingreso. Por seguridad, espere 15 minutos e inténtelo de nuevo.";
/** The current password was guessed wrong too often from this connection: nothing checked, the session stays. */
export const PASSWORD_CHECK_THROTTLED_MESSAGE =
  "Hubo demasiados intentos con una contraseña incorrecta desde su conexión. Por seguridad, espere 15 minutos e inténtelo de nuevo; su sesión sigue abierta.";
export const SESSION_ENDED_MESSAGE =
  "Su sesión terminó: se cierra sola tras un tiempo sin actividad, o se cerró desde otra sesión. Ingrese de nuevo para continuar.";
/** The sign-in page's address parameter that says why the visitor is there. */
export const SESSION_ENDED_REASON = "sesion-terminada";
