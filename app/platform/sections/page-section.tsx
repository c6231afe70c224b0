import type { ReactNode } from "react";

/** A full-width band of the page with the site's horizontal rhythm. */
export function PageSection({
  children,
  tone = "white",
  className = "",
  id,
  labelledBy,
}: {
  children: ReactNode;
  tone?: "white" | "mist" | "ink";
  className?: string;
  id?: string;
  labelledBy?: string;
}) {
  const tones = { white: "bg-white", mist: "bg-mist", ink: "bg-ink text-white" };
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`${tones[tone]} scroll-mt-20 py-14 sm:py-20 ${className}`}
    >
      <div className="mx-auto max-w-7xl px-6">{children}</div>
    </section>
  );
}
