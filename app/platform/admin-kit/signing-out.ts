// Whether this tab's staff member has just asked to sign out: set by the frame's "Cerrar sesión" as
// its form is sent (a document post, so the page lives on until the sign-in page arrives). What the
// open page does by itself meanwhile (the new-requests poll) then finds the session ended and must
// not send the page to the sign-in with "su sesión terminó" over the sign-out the person asked for.
// It holds for a while only: a sign-out whose navigation was stopped (Esc, the network) leaves the
// page as it was, and a session that then ends is reported again.
const SIGNING_OUT_MS = 15_000;
let signingOutAt = Number.NEGATIVE_INFINITY;

export function markSigningOut(): void {
  signingOutAt = Date.now();
}

export function isSigningOut(): boolean {
  return Date.now() - signingOutAt < SIGNING_OUT_MS;
}
