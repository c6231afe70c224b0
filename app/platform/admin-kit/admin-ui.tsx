import type { ReactNode } from "react";

/** A page's title and an optional line under it. */
export function AdminPageTitle({ children, description }: { children: ReactNode; description?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{children}</h1>
      {description && <p className="mt-1 text-steel">{description}</p>}
    </div>
  );
}

/** A white panel with a heading. */
export function AdminPanel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-md bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The outcome of the last action, read out once. */
export function AdminNotice({ tone, children }: { tone: "ok" | "error"; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`mb-5 rounded-sm border px-4 py-3 text-sm font-semibold ${
        tone === "error"
          ? "border-brand/40 bg-brand/5 text-brand-dark"
          : "border-emerald-700/30 bg-emerald-50 text-emerald-900"
      }`}
    >
      {children}
    </p>
  );
}

export const ADMIN_CONTROL =
  "mt-1.5 block min-h-[calc(2.5rem+2px)] w-full rounded-sm border border-ink/25 bg-white px-3 py-2 text-base text-ink focus:border-brand focus:outline-2 focus:outline-brand/30 aria-[invalid=true]:border-brand";

export const ADMIN_BUTTON =
  "inline-flex items-center justify-center rounded-sm bg-brand px-4 py-2 text-sm font-bold text-white hover:bg-brand-dark disabled:opacity-70";

export const ADMIN_SECONDARY_BUTTON =
  "inline-flex items-center justify-center rounded-sm border border-ink/30 bg-white px-3 py-1.5 text-sm font-semibold text-ink hover:border-ink";
