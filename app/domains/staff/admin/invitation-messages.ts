/**
 * A link that ran out of time and one that was withdrawn (decision 058) get the same page, word for
 * word: whoever holds the link learns neither that someone withdrew it nor why.
 */
const NO_LONGER_VALID = {
  title: "Esta invitación ya no es válida",
  text: "El enlace venció o fue retirado, y ya no sirve. Si aún necesita acceso, pida una nueva invitación a la administración.",
} as const;

/** What a link that cannot be used answers, and why (the invitation page, decisions 044 and 058). */
export const INVITATION_REFUSALS = {
  unknown: {
    title: "Este enlace no es válido",
    text: "No encontramos ninguna invitación con este enlace. Revise que lo copió completo desde el correo o pida una nueva invitación a la administración.",
  },
  expired: NO_LONGER_VALID,
  withdrawn: NO_LONGER_VALID,
  used: {
    title: "Esta invitación ya se usó",
    text: "El enlace sirve una sola vez y ya se eligió la contraseña con él. Ingrese con su correo y su contraseña.",
  },
  taken: {
    title: "Ya existe una cuenta con este correo",
    text: "Ingrese con su correo y su contraseña, o pida ayuda a la administración.",
  },
} as const;

/** Too many answers to invitation links from one connection (the invitation limit, decision 059). */
export const INVITATION_THROTTLED_MESSAGE =
  "Hubo demasiados intentos desde su conexión. Por seguridad, espere 15 minutos e inténtelo de nuevo.";
