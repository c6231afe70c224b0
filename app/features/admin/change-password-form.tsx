import { Form } from "react-router";
import { PASSWORD_MIN_LENGTH } from "~/lib/password-policy";
import { ADMIN_BUTTON, ADMIN_CONTROL } from "./admin-ui";

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

/** Current password, new password twice. */
export function ChangePasswordForm({ errors }: { errors?: PasswordErrors }) {
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
      <button type="submit" className={ADMIN_BUTTON}>
        Cambiar contraseña
      </button>
    </Form>
  );
}
