// The browser's half of the passkey ceremonies, part of the sign-in and "Mi cuenta" pages only (a
// dynamic import would move Vite's preload helper into the public pages' first load): ask the server for options,
// let the authenticator answer, send the answer back, and say in Spanish what went wrong.
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from "@simplewebauthn/browser";
import { PASSKEY_MESSAGES } from "./passkey-messages";

export type CeremonyOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

type Ceremony = "sign-in" | "registration";

/** A POST of form fields to one of the ceremony's addresses; the JSON it answers, or a message. */
async function call(path: string, fields: Record<string, string>): Promise<CeremonyOutcome<unknown>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, message: PASSKEY_MESSAGES.network };
  }
  const body = (await response.json().catch(() => ({}))) as { error?: unknown };
  if (!response.ok) {
    return { ok: false, message: typeof body.error === "string" ? body.error : PASSKEY_MESSAGES.network };
  }
  return { ok: true, value: body };
}

/** What the browser or the authenticator refused, in words for staff. */
function browserMessage(error: unknown, ceremony: Ceremony): string {
  const cancelled =
    ceremony === "sign-in" ? PASSKEY_MESSAGES.signInCancelled : PASSKEY_MESSAGES.registrationCancelled;
  if (error instanceof WebAuthnError) {
    switch (error.code) {
      case "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED":
        return PASSKEY_MESSAGES.duplicate;
      case "ERROR_INVALID_DOMAIN":
      case "ERROR_INVALID_RP_ID":
        return PASSKEY_MESSAGES.unsupportedAddress;
      case "ERROR_CEREMONY_ABORTED":
        return cancelled;
      default:
        if (error.name === "NotAllowedError") return cancelled;
    }
  }
  if (error instanceof Error) {
    // NotAllowedError: the person closed the dialog, or its time ran out (browsers do not say which).
    if (error.name === "NotAllowedError" || error.name === "AbortError") return cancelled;
    if (/not supported/i.test(error.message)) return PASSKEY_MESSAGES.unsupported;
  }
  return ceremony === "sign-in" ? PASSKEY_MESSAGES.signInRefused : PASSKEY_MESSAGES.registrationRefused;
}

/** Signs in with a passkey; on success, the back-office address to open (the session cookie is set). */
export async function signInWithPasskey(returnTo: string): Promise<CeremonyOutcome<string>> {
  const options = await call("/login/llave/opciones", {});
  if (!options.ok) return options;
  let answer: unknown;
  try {
    answer = await startAuthentication({
      optionsJSON: (options.value as { options: PublicKeyCredentialRequestOptionsJSON }).options,
    });
  } catch (error) {
    return { ok: false, message: browserMessage(error, "sign-in") };
  }
  const result = await call("/login/llave", { respuesta: JSON.stringify(answer), siguiente: returnTo });
  if (!result.ok) return result;
  return { ok: true, value: (result.value as { redirect: string }).redirect };
}

/**
 * Registers a new passkey with this name for the signed-in staff member, whose current password the
 * server checks before it issues the options; the message to show.
 */
export async function registerPasskey(name: string, password: string): Promise<CeremonyOutcome<string>> {
  const options = await call("/admin/api/llaves/opciones", { contrasena: password });
  if (!options.ok) return options;
  let answer: unknown;
  try {
    answer = await startRegistration({
      optionsJSON: (options.value as { options: PublicKeyCredentialCreationOptionsJSON }).options,
    });
  } catch (error) {
    return { ok: false, message: browserMessage(error, "registration") };
  }
  const result = await call("/admin/api/llaves", { nombre: name, respuesta: JSON.stringify(answer) });
  if (!result.ok) return result;
  return { ok: true, value: (result.value as { message: string }).message };
}
