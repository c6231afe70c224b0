import { redirect, useActionData } from "react-router";
import type { Route } from "./+types/login";
import { COMPANY } from "~/platform/content/company";
import { LOGIN_PAGE } from "~/domains/leads/public/service-page";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { PasskeySignIn } from "~/domains/staff/admin/passkey-sign-in";
import { SESSION_ENDED_MESSAGE, SESSION_ENDED_REASON } from "~/platform/admin-kit/messages";
import { safeReturnPath } from "~/platform/admin-kit/safe-return-path";
import { signInAction } from "~/domains/staff/admin/sign-in-action.server";
import { SignInForm } from "~/domains/staff/admin/sign-in-form";
import { useHydrated } from "~/platform/admin-kit/use-hydrated";
import { edgeContext } from "~/platform/submission/edge-context.server";
import { pageMeta } from "~/platform/seo/seo";

export const meta: Route.MetaFunction = (args) => pageMeta(LOGIN_PAGE.meta, args, { noindex: true });
/** Open to everyone: the one back-office page without a guard. */
export const handle = backOfficeHandle([]);

export function loader({ url, context }: Route.LoaderArgs) {
  // Already signed in: straight on.
  if (context.get(edgeContext).staffSession) {
    throw redirect(safeReturnPath(url.searchParams.get("siguiente")));
  }
  return {
    returnTo: safeReturnPath(url.searchParams.get("siguiente")),
    notice: url.searchParams.get("motivo") === SESSION_ENDED_REASON ? SESSION_ENDED_MESSAGE : undefined,
  };
}

export const action = signInAction;

export default function Login({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const hydrated = useHydrated();
  const returnTo = result?.returnTo ?? loaderData.returnTo;
  return (
    <main
      className="flex min-h-screen items-center justify-center bg-mist px-4 py-12"
      data-hydrated={hydrated || undefined}
    >
      <div className="w-full max-w-md rounded-md bg-white p-6 shadow-sm sm:p-8">
        <img
          src="/art/logo.svg"
          alt={`${COMPANY.brand} Perú`}
          width={240}
          height={60}
          className="h-10 w-auto"
        />
        <h1 className="mt-6 text-2xl font-extrabold">{LOGIN_PAGE.title}</h1>
        <p className="mt-2 text-sm text-steel">{LOGIN_PAGE.text}</p>
        {loaderData.notice && !result && (
          <p
            role="status"
            className="mt-4 rounded-sm border border-amber-700/30 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-950"
          >
            {loaderData.notice}
          </p>
        )}
        <div className="mt-6">
          <SignInForm error={result?.error} email={result?.email} returnTo={returnTo} />
          <PasskeySignIn returnTo={returnTo} />
        </div>
      </div>
    </main>
  );
}
