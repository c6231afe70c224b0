// What the users page says about the invitations an account sent when it is deactivated or leaves
// the administration (decision 058): before (the deactivation's confirmation) and after (the answer).

/** " También se retirarán las 2 invitaciones pendientes que envió." (or nothing), for the confirmation. */
export function invitationsToWithdraw(count: number): string {
  if (count === 0) return "";
  return count === 1
    ? " También se retirará la invitación pendiente que envió."
    : ` También se retirarán las ${count} invitaciones pendientes que envió.`;
}

/** " Se retiraron las 2 invitaciones pendientes que había enviado." (or nothing), for the answer. */
export function invitationsWithdrawn(count: number): string {
  if (count === 0) return "";
  return count === 1
    ? " Se retiró la invitación pendiente que había enviado."
    : ` Se retiraron las ${count} invitaciones pendientes que había enviado.`;
}
