import type { ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";

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
  const origins = root?.origins ?? [];
  let to: string | undefined;
  if (href.startsWith("/") && !href.startsWith("//")) {
    to = href;
  } else {
    try {
      const url = new URL(href);
      if (origins.includes(url.origin)) to = `${url.pathname}${url.search}${url.hash}`;
    } catch {
      to = undefined;
    }
  }
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
