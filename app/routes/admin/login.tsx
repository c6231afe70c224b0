import { Link, type MetaFunction } from "react-router";
import { COMPANY } from "~/content/company";
import { LOGIN_PAGE } from "~/content/service-page";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = (args) => pageMeta(LOGIN_PAGE.meta, args, { noindex: true });

// The back office's sign-in comes with the back-office issue; until then this page says so plainly.
export default function Login() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col justify-center px-6 py-20">
      <h1 className="text-3xl font-extrabold">{LOGIN_PAGE.title}</h1>
      <p className="mt-4 text-lg text-steel">{LOGIN_PAGE.text}</p>
      <p className="mt-6">
        <a href={`mailto:${COMPANY.email}`} className="font-semibold text-brand underline">
          {COMPANY.email}
        </a>{" "}
        ·{" "}
        <Link to="/" className="font-semibold text-brand underline">
          Volver al inicio
        </Link>
      </p>
    </main>
  );
}
