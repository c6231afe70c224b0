import type { ReactNode } from "react";

/**
 * A full-width band with the site's rhythm (as components/content/page-section.tsx draws it). The
 * complaints pages keep their own copy: importing the shared one from here made the bundler give it a
 * chunk of its own, which every public page then loaded (about 120 bytes more on each first load).
 */
export function Band({
  children,
  tone = "white",
  labelledBy,
}: {
  children: ReactNode;
  tone?: "white" | "mist";
  labelledBy?: string;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={`${tone === "mist" ? "bg-mist" : "bg-white"} py-14 sm:py-20`}
    >
      <div className="mx-auto max-w-7xl px-6">{children}</div>
    </section>
  );
}
