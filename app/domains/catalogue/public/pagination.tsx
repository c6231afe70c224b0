import { Link } from "react-router";

const BUTTON =
  "inline-flex min-h-11 items-center gap-2 rounded-sm border-2 px-5 text-sm font-bold uppercase tracking-wide";

/** Previous / Next with 'página X de Y' (`page` counted from 0); shown only when there is more than one page. */
export function Pagination({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Paginación" className="mt-10 flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
      <PageLink to={page > 0 ? hrefFor(page - 1) : undefined} rel="prev">
        ← Anterior
      </PageLink>
      <p className="text-sm font-semibold text-steel" aria-current="page">
        página {page + 1} de {totalPages}
      </p>
      <PageLink to={page + 1 < totalPages ? hrefFor(page + 1) : undefined} rel="next">
        Siguiente →
      </PageLink>
    </nav>
  );
}

function PageLink({ to, rel, children }: { to?: string; rel: "prev" | "next"; children: string }) {
  if (!to) {
    return (
      <span aria-disabled="true" className={`${BUTTON} cursor-not-allowed border-ink/15 text-ink/35`}>
        {children}
      </span>
    );
  }
  return (
    <Link
      to={to}
      rel={rel}
      className={`${BUTTON} border-brand text-brand hover:bg-brand hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand`}
    >
      {children}
    </Link>
  );
}
