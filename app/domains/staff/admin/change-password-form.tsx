import { Form } from "react-router";
import { PASSWORD_MIN_LENGTH } from "../password-policy";
import { ADMIN_BUTTON, ADMIN_CONTROL } from "~/platform/admin-kit/admin-ui";

export interface PasswordErrors {
  current?: string;
  next?: string;
  confirm?: string;
}

function PasswordField({
  id,
  name,
  label,
  error,
  autoComplete,
  hint,
}: {
  id: string;
  name: string;
  label: string;
  error?: string;
  autoComplete: string;
  hint?: string;
}) {
  const described = [hint ? `${id}-hint` : "", `${id}-error`].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-steel">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        type="password"
        required
        maxLength={256}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={ADMIN_CONTROL}
      />
      <p id={`${id}-error`} className="mt-1 min-h-5 text-sm font-medium text-brand">
        {error}
      </p>
    </div>
  );
}

/**
 * "Quitar también mis llaves de acceso", ticked by default, when the account has any: a passkey
 * someone registered with a stolen session would otherwise keep working after the new password.
 */
function RemovePasskeysBox({ count }: { count: number }) {
  return (
    <div className="flex items-start gap-2 py-1">
      <input
        id="password-remove-passkeys"
        name="remove-passkeys"
        type="checkbox"
        defaultChecked
        aria-describedby="password-remove-passkeys-hint"
        className="mt-1 size-4 accent-brand"
      />
      <div>
        <label htmlFor="password-remove-passkeys" className="text-sm font-semibold">
          {`Quitar también mis llaves de acceso (${count})`}
        </label>
        <p id="password-remove-passkeys-hint" className="text-sm text-steel">
          Recomendado si alguien pudo usar su sesión: una llave que otra persona haya registrado seguiría
          sirviendo para ingresar. Si la deja sin marcar, sus llaves siguen sirviendo.
        </p>
      </div>
    </div>
  );
}

/** Current password, new password twice, and (with passkeys) whether they go too. */
export function ChangePasswordForm({
  errors,
  passkeyCount,
}: {
  errors?: PasswordErrors;
  passkeyCount: number;
}) {
  return (
    <Form method="post" className="max-w-md space-y-2">
      <input type="hidden" name="intent" value="change-password" />
      <PasswordField
        id="password-current"
        name="current"
        label="Contraseña actual"
        error={errors?.current}
        autoComplete="current-password"
      />
      <PasswordField
        id="password-next"
        name="next"
        label="Nueva contraseña"
        error={errors?.next}
        autoComplete="new-password"
        hint={`Al menos ${PASSWORD_MIN_LENGTH} caracteres; evite contraseñas comunes y su nombre.`}
      />
      <PasswordField
        id="password-confirm"
        name="confirm"
        label="Repita la nueva contraseña"
        error={errors?.confirm}
        autoComplete="new-password"
      />
      {passkeyCount > 0 && <RemovePasskeysBox count={passkeyCount} />}
      <button type="submit" className={ADMIN_BUTTON}>
        Cambiar contraseña
      </button>
    </Form>
  );
}
