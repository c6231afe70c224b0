import { type FormEvent, useState } from "react";
import { Form, useNavigate } from "react-router";
import { formatLimaDateTime } from "~/platform/lib/lima-time";
import { PASSKEY_NAME_MAX } from "../passkey-name";
import { ADMIN_BUTTON, ADMIN_CONTROL, ADMIN_SECONDARY_BUTTON } from "~/platform/admin-kit/admin-ui";
import { registerPasskey } from "./passkey-ceremony";
import { PASSKEY_MESSAGES } from "./passkey-messages";
import { useWebAuthnSupport } from "./webauthn-support";

export interface PasskeyRow {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The staff member's passkeys, each with a button that removes it. */
function PasskeyList({ passkeys }: { passkeys: PasskeyRow[] }) {
  if (passkeys.length === 0) return <p className="py-3 text-sm">Aún no tiene llaves de acceso.</p>;
  return (
    <ul className="divide-y divide-ink/10">
      {passkeys.map((passkey) => (
        <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div>
            <p className="font-semibold">{passkey.name}</p>
            <p className="text-sm text-steel">
              Registrada: {formatLimaDateTime(passkey.createdAt)} · Último uso:{" "}
              {passkey.lastUsedAt ? formatLimaDateTime(passkey.lastUsedAt) : "nunca"}
            </p>
          </div>
          <Form method="post">
            <input type="hidden" name="intent" value="remove-passkey" />
            <input type="hidden" name="passkey" value={passkey.id} />
            <button type="submit" className={ADMIN_SECONDARY_BUTTON} aria-label={`Quitar: ${passkey.name}`}>
              Quitar
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

type Outcome = { tone: "ok" | "error"; message: string };

/**
 * The name of a new passkey and the button that starts the ceremony (its code loads on submit).
 * `pageResult` is the page's latest form answer (a removal, a password change): a newer outcome than
 * this form's message, which then goes (it could speak of a passkey no longer listed).
 */
function PasskeyRegistration({ pageResult }: { pageResult: unknown }) {
  const supported = useWebAuthnSupport();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const [seenResult, setSeenResult] = useState(pageResult);
  if (seenResult !== pageResult) {
    setSeenResult(pageResult);
    // Undefined: the page reloaded (this form's own success among others), not a newer outcome.
    if (pageResult !== undefined) setOutcome(undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const name = String(fields.get("nombre") ?? "").trim();
    const password = String(fields.get("contrasena") ?? "");
    setBusy(true);
    setOutcome(undefined);
    try {
      const result = await registerPasskey(name, password);
      // The password is typed again for every passkey, never kept in the page.
      const typed = form.elements.namedItem("contrasena");
      if (typed instanceof HTMLInputElement) typed.value = "";
      if (result.ok) {
        form.reset();
        // The same address again: React Router reloads the page's data (the list). Not
        // useRevalidator, which would add its code to every page's shared chunk.
        await navigate(".", { replace: true, preventScrollReset: true });
        setOutcome({ tone: "ok", message: result.value });
      } else {
        setOutcome({ tone: "error", message: result.message });
      }
    } catch {
      setOutcome({ tone: "error", message: PASSKEY_MESSAGES.network });
    } finally {
      setBusy(false);
    }
  }

  if (supported === false) {
    return <p className="mt-4 text-sm font-semibold text-steel">{PASSKEY_MESSAGES.unsupported}</p>;
  }
  return (
    <form onSubmit={submit} className="mt-4 max-w-md space-y-2">
      <div>
        <label htmlFor="passkey-name" className="text-sm font-semibold">
          Nombre de la nueva llave
        </label>
        <p id="passkey-name-hint" className="text-sm text-steel">
          Para reconocerla en esta lista, por ejemplo «Notebook de oficina».
        </p>
        <input
          id="passkey-name"
          name="nombre"
          type="text"
          required
          maxLength={PASSKEY_NAME_MAX}
          autoComplete="off"
          aria-describedby="passkey-name-hint passkey-outcome"
          className={ADMIN_CONTROL}
        />
      </div>
      <div>
        {/* Not just "Contraseña actual": the password change on the same page has that label. */}
        <label htmlFor="passkey-password" className="text-sm font-semibold">
          Su contraseña actual, para registrar la llave
        </label>
        <p id="passkey-password-hint" className="text-sm text-steel">
          Se la pedimos para que nadie registre una llave en su cuenta con una sesión que usted dejó abierta.
        </p>
        <input
          id="passkey-password"
          name="contrasena"
          type="password"
          required
          maxLength={256}
          autoComplete="current-password"
          aria-describedby="passkey-password-hint passkey-outcome"
          className={ADMIN_CONTROL}
        />
      </div>
      {/* Enabled once hydrated: before that, or without JavaScript, a click could not run the ceremony. */}
      <button type="submit" disabled={busy || supported !== true} className={ADMIN_BUTTON}>
        {busy ? "Esperando la llave de acceso…" : "Registrar una llave de acceso"}
      </button>
      <noscript>
        <p className="text-sm font-semibold text-steel">{PASSKEY_MESSAGES.needsJavaScript}</p>
      </noscript>
      <div id="passkey-outcome" className="min-h-5 text-sm font-semibold">
        {outcome && (
          <p
            role={outcome.tone === "error" ? "alert" : "status"}
            className={outcome.tone === "error" ? "text-brand" : "text-emerald-900"}
          >
            {outcome.message}
          </p>
        )}
      </div>
    </form>
  );
}

/** "Llaves de acceso" on Mi cuenta: what they are, the list, and a new one. */
export function PasskeyPanel({ passkeys, pageResult }: { passkeys: PasskeyRow[]; pageResult?: unknown }) {
  return (
    <>
      <p className="mb-2 text-sm text-steel">
        Con una llave de acceso ingresa sin escribir su contraseña: la huella, el rostro o el PIN de su
        equipo, o una llave de seguridad. Su contraseña sigue sirviendo. Le avisamos por correo de cada llave
        nueva.
      </p>
      <PasskeyList passkeys={passkeys} />
      <PasskeyRegistration pageResult={pageResult} />
    </>
  );
}
