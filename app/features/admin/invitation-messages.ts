/** What a link that cannot be used answers, and why (the invitation page, decision 044). */
export const INVITATION_REFUSALS = {
  unknown: {
    title: "Este enlace no es válido",
    text: "No encontramos ninguna invitación con este enlace. Revise que lo copió completo desde el correo o pida una nueva invitación a la administración.",
  },
  expired: {
    title: "Esta invitación venció",
    text: "El enlace valía 48 horas y ya no sirve. Pida una nueva invitación a quien le invitó.",
  },
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
