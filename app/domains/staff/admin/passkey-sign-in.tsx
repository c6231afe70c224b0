import { useState } from "react";
import { useNavigate } from "react-router";
import { signInWithPasskey } from "./passkey-ceremony";
import { PASSKEY_MESSAGES } from "./passkey-messages";
import { useWebAuthnSupport } from "./webauthn-support";

/**
 * "Ingresar con una llave de acceso", under the password form. Its space is kept from the first paint
 * and it shows only where the browser supports WebAuthn; the ceremony's code comes with this page (never with the public pages).
 */
export function PasskeySignIn({ returnTo }: { returnTo: string }) {
  const supported = useWebAuthnSupport() === true;
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function start() {
    setBusy(true);
    setError(undefined);
    try {
      const outcome = await signInWithPasskey(returnTo);
      if (outcome.ok) await navigate(outcome.value, { replace: true });
      else setError(outcome.message);
    } catch {
      setError(PASSKEY_MESSAGES.network);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={`mt-6 border-t border-ink/10 pt-5 ${supported ? "" : "invisible"}`}>
      <p className="mb-3 text-center text-sm text-steel">O, sin escribir su contraseña:</p>
      <button
        type="button"
        onClick={start}
        disabled={busy || !supported}
        className="w-full rounded-sm border border-ink/30 bg-white px-5 py-3 font-bold text-ink hover:border-ink disabled:opacity-70"
      >
        {busy ? "Esperando la llave de acceso…" : "Ingresar con una llave de acceso"}
      </button>
      <div className="mt-2 min-h-5 text-sm font-semibold text-brand">
        {error && <p role="alert">{error}</p>}
      </div>
    </div>
  );
}
