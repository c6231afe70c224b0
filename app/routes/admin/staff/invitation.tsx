import { data, Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/invitation";
import { COMPANY } from "~/platform/content/company";
import { ADMIN_BUTTON, ADMIN_CONTROL } from "~/platform/admin-kit/admin-ui";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { invitationAction } from "~/domains/staff/admin/invitation-action.server";
import { INVITATION_REFUSALS } from "~/domains/staff/admin/invitation-messages";
import { edgeContext } from "~/platform/submission/edge-context.server";
import { PASSWORD_MIN_LENGTH } from "~/domains/staff/password-policy";
import { ROLE_LABELS } from "~/platform/admin-kit/staff-roles";
import { invitationState } from "~/domains/staff/server/staff-invitations.server";

export const meta: Route.MetaFunction = () => [
  { title: "Invitación a la intranet | Kordex Perú" },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];
/** Open like the sign-in page: the link's token is the key (decision 044). */
export const handle = backOfficeHandle([]);

export async function loader({ params }: Route.LoaderArgs) {
  const state = await invitationState(params.token);
  if (state.status === "open") {
    return { open: true as const, name: state.name, email: state.email, role: ROLE_LABELS[state.role] };
  }
  return data(
    { open: false as const, refusal: INVITATION_REFUSALS[state.status] },
    { status: state.status === "unknown" ? 404 : 410 },
  );
}

export function action({ request, params, context }: Route.ActionArgs) {
  return invitationAction(request, params.token, context.get(edgeContext));
}

function PasswordInput({ id, label, error }: { id: string; label: string; error?: string }) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={id === "invitation-password" ? "password" : "confirm"}
        type="password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={256}
        autoComplete="new-password"
        aria-invalid={error ? true : undefined}
        aria-describedby="invitation-hint invitation-error"
        className={ADMIN_CONTROL}
      />
    </div>
  );
}

export default function Invitation({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <main className="flex min-h-screen items-center justify-center bg-mist px-4 py-12">
      <div className="w-full max-w-md rounded-md bg-white p-6 shadow-sm sm:p-8">
        <img
          src="/art/logo.svg"
          alt={`${COMPANY.brand} Perú`}
          width={240}
          height={60}
          className="h-10 w-auto"
        />
        {loaderData.open ? (
          <>
            <h1 className="mt-6 text-2xl font-extrabold">Bienvenido a la intranet</h1>
            <p className="mt-2 text-sm text-steel">
              {loaderData.name} ({loaderData.email}), rol «{loaderData.role}». Elija su contraseña para
              entrar.
            </p>
            <Form method="post" className="mt-6 space-y-3">
              <p id="invitation-hint" className="text-sm text-steel">
                Al menos {PASSWORD_MIN_LENGTH} caracteres; evite contraseñas comunes y su nombre.
              </p>
              <PasswordInput id="invitation-password" label="Contraseña" error={result?.error} />
              <PasswordInput id="invitation-confirm" label="Repita la contraseña" error={result?.error} />
              <p id="invitation-error" role="alert" className="min-h-5 text-sm font-medium text-brand">
                {result?.error}
              </p>
              <button type="submit" className={ADMIN_BUTTON}>
                Guardar y entrar
              </button>
            </Form>
          </>
        ) : (
          <>
            <h1 className="mt-6 text-2xl font-extrabold">{loaderData.refusal.title}</h1>
            <p className="mt-2 text-steel">{loaderData.refusal.text}</p>
            <Link to="/login" className="mt-6 inline-block font-semibold text-brand-dark underline">
              Ir al ingreso del personal
            </Link>
          </>
        )}
      </div>
    </main>
  );
}
