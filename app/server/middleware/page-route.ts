// The route a page request reaches, found once per request in the build's own route table (React
// Router's matcher over the server build's routes, whose modules carry their `handle`), so that the
// edge's middlewares obey what each route module declares (app/platform/lib/page-handle.ts, decision 064)
// instead of keeping tables of paths: the methods a page takes (page-methods.ts), the body an upload
// form takes (form-body-limit.ts), and whether the page may be cached (page-handler.ts).
import type { MiddlewareHandler } from "hono";
import { createStaticHandler, type DataRouteMatch, type RouteObject, type ServerBuild } from "react-router";
import type { EdgeEnv } from "~/platform/submission/edge-context.server";
import { pageHandleOf, type PageRoute } from "~/platform/lib/page-handle";
import { pagePathOf } from "./data-path";

/**
 * Matching tries the route table's patterns in turn (each compiled again on every call); a page
 * path seen before costs a lookup. At most this many paths, of at most 200 characters, are
 * remembered; a flood of unique paths only evicts the oldest.
 */
const REMEMBERED_PATHS = 2_000;
const REMEMBERED_PATH_LENGTH = 200;

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
 * Finds the page a request path shows (a `.data` request shows the same page as its document:
 * data-path.ts) and what its route module declares. Unmatched, or a module that declares nothing,
 * gives no declaration: such a page is never stored. React Router's static handler ranks the routes
 * once (matchRoutes would rank them again on every call).
 */
export function pageRouteMatcher(routes: ServerBuild["routes"]): (url: URL) => PageRoute {
  const handler = createStaticHandler(routeTree(routes));
  const remembered = new Map<string, DataRouteMatch[]>();

  function matchesOf(pagePath: string): DataRouteMatch[] {
    let matches = remembered.get(pagePath);
    if (!matches) {
      matches = handler.match(pagePath) ?? [];
      if (pagePath.length > REMEMBERED_PATH_LENGTH) return matches;
      if (remembered.size >= REMEMBERED_PATHS) remembered.delete(remembered.keys().next().value!);
      remembered.set(pagePath, matches);
    }
    return matches;
  }

  return (url) => {
    const matches = matchesOf(pagePathOf(url.pathname));
    const leaf = matches.at(-1);
    // A form posted to an index route's URL goes to its parent unless the URL says `?index`.
    const target = leaf?.route.index && !url.searchParams.has("index") ? matches.at(-2) : leaf;
    const module = leaf ? routes[leaf.route.id]?.module : undefined;
    return {
      id: leaf?.route.id,
      handle: pageHandleOf(module?.handle),
      hasAction: Boolean(target && routes[target.route.id]?.module.action),
    };
  };
}

/** Puts the page route of the request in the context, for the page middlewares after it. */
export function pageRoute(routes: ServerBuild["routes"]): MiddlewareHandler<EdgeEnv> {
  const match = pageRouteMatcher(routes);
  return async (c, next) => {
    c.set("pageRoute", match(new URL(c.req.url)));
    await next();
  };
}
