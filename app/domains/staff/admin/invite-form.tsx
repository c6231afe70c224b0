import { Form } from "react-router";
import { ROLE_LABELS, STAFF_ROLES } from "~/platform/admin-kit/staff-roles";
import { ADMIN_BUTTON, ADMIN_CONTROL } from "~/platform/admin-kit/admin-ui";

export type InviteErrors = Partial<Record<"email" | "name" | "role", string>>;

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      <p id={`${id}-error`} className="mt-1 min-h-5 text-sm font-medium text-brand">
        {error}
      </p>
    </div>
  );
}

const invalid = (error?: string) => (error ? { "aria-invalid": true as const } : {});

/** Name, e-mail and role of the colleague; the server sends the one-time link. */
export function InviteForm({
  errors = {},
  values,
}: {
  errors?: InviteErrors;
  values?: { email: string; name: string; role: string };
}) {
  return (
    <Form method="post" className="grid gap-x-4 gap-y-1 sm:grid-cols-[1fr_1fr_12rem_auto] sm:items-start">
      <input type="hidden" name="intent" value="invite" />
      <Field id="invite-name" label="Nombre" error={errors.name}>
        <input
          id="invite-name"
          name="name"
          required
          minLength={2}
          maxLength={120}
          autoComplete="off"
          defaultValue={values?.name}
          aria-describedby="invite-name-error"
          {...invalid(errors.name)}
          className={ADMIN_CONTROL}
        />
      </Field>
      <Field id="invite-email" label="Correo electrónico" error={errors.email}>
        <input
          id="invite-email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="off"
          defaultValue={values?.email}
          aria-describedby="invite-email-error"
          {...invalid(errors.email)}
          className={ADMIN_CONTROL}
        />
      </Field>
      <Field id="invite-role" label="Rol" error={errors.role}>
        <select
          id="invite-role"
          name="role"
          required
          defaultValue={values?.role ?? "ventas"}
          aria-describedby="invite-role-error"
          {...invalid(errors.role)}
          className={ADMIN_CONTROL}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </Field>
      <button type="submit" className={`${ADMIN_BUTTON} sm:mb-6 sm:h-[calc(2.5rem+2px)] sm:self-end`}>
        Enviar invitación
      </button>
    </Form>
  );
}
