import type { ReactNode } from "react";

/**
 * A page that is one message: not found, an error, a request sent. A heading, a short text and the
 * way on (a button or a link), centred; an optional icon above.
 */
export function MessagePage({
  icon,
  title,
  children,
  action,
}: {
  icon?: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-20 text-center">
      {icon}
      <h1 className={`${icon ? "mt-6 " : ""}text-2xl font-extrabold sm:text-3xl`}>{title}</h1>
      <p className="mt-4 text-steel">{children}</p>
      {action && <div className="mt-8">{action}</div>}
    </main>
  );
}
