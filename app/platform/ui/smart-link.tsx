import type { ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { inAppPath } from "~/platform/lib/in-app-path";

interface SmartLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
}

/**
 * A link to an address that may be absolute: on this site's own origin it navigates in-app; another
 * origin opens as an ordinary external link.
 */
export function SmartLink({ href, className, children, ...rest }: SmartLinkProps) {
  const root = useRouteLoaderData<{ origins: string[] }>("root");
  const to = inAppPath(href, root?.origins ?? []);
  if (to !== undefined) {
    return (
      <Link to={to} className={className} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
