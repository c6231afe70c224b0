import { Form, useNavigation } from "react-router";

const CONTROL =
  "mt-1.5 block w-full rounded-sm border border-ink/25 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-brand focus:outline-2 focus:outline-brand/30 aria-[invalid=true]:border-brand";

/** E-mail and password; works as a plain form without JavaScript. */
export function SignInForm({ error, email, returnTo }: { error?: string; email?: string; returnTo: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="space-y-5" aria-describedby={error ? "sign-in-error" : undefined}>
      <input type="hidden" name="siguiente" value={returnTo} />
      <p
        id="sign-in-error"
        role="alert"
        className={`text-sm font-semibold text-brand ${error ? "" : "-mb-5"}`}
      >
        {error}
      </p>
      <div>
        <label htmlFor="sign-in-email" className="text-sm font-semibold">
          Correo electrónico
        </label>
        <input
          id="sign-in-email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="username webauthn"
          defaultValue={email}
          aria-invalid={error ? true : undefined}
          className={CONTROL}
        />
      </div>
      <div>
        <label htmlFor="sign-in-password" className="text-sm font-semibold">
          Contraseña
        </label>
        <input
          id="sign-in-password"
          name="password"
          type="password"
          required
          maxLength={256}
          autoComplete="current-password"
          aria-invalid={error ? true : undefined}
          className={CONTROL}
        />
      </div>
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-sm bg-brand px-5 py-3 font-bold text-white hover:bg-brand-dark disabled:opacity-70"
      >
        {busy ? "Ingresando…" : "Ingresar"}
      </button>
    </Form>
  );
}
