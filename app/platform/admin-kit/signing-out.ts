// Whether this tab's staff member has asked to sign out: set by the frame's "Cerrar sesión" as its
// form is sent (a document post, so the page lives on until the sign-in page arrives). What the
// open page does by itself meanwhile (the new-requests poll) then finds the session ended and must
// not send the page to the sign-in with "su sesión terminó" over the sign-out the person asked for.
let signingOut = false;

export function markSigningOut(): void {
  signingOut = true;
}

export function isSigningOut(): boolean {
  return signingOut;
}
