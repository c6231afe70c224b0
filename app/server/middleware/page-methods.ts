import type { MiddlewareHandler } from "hono";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { pagePathOf } from "./data-path";
import { methodNotAllowed } from "./method-not-allowed";

/** The build's routes as the nested route objects matchRoutes takes (ids, paths, no modules). */
function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const { id, path, caseSensitive } = route!;
      return route!.index
        ? { id, path, caseSensitive, index: true }
        : { id, path, caseSensitive, children: routeTree(routes, id) };
    });
}

/**
 * Pages take GET and HEAD (their loaders), and POST where the page has an action (its form): any
 * other method (PUT, PATCH, DELETE, OPTIONS…), and POST to a page without a form, is answered 405
 * with an Allow header before React Router sees it (React Router would run the page's action for
 * any method but GET and HEAD, and fail with a 500 where there is none).
 */
export function allowedPageMethods(routes: ServerBuild["routes"]): MiddlewareHandler {
  const tree = routeTree(routes);

  function allowFor(url: URL): string {
    const matches = matchRoutes(tree, pagePathOf(url.pathname)) ?? [];
    let target = matches.at(-1);
    // A form posted to an index route's URL goes to its parent unless the URL says `?index`.
    if (target?.route.index && !url.searchParams.has("index")) target = matches.at(-2);
    const id = target?.route.id;
    return id && routes[id]?.module.action ? "GET, HEAD, POST" : "GET, HEAD";
  }

  return async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") return next();
    const allow = allowFor(new URL(c.req.url));
    if (method === "POST" && allow.endsWith("POST")) return next();
    return methodNotAllowed(allow)(c, next);
  };
}
