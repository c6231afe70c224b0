import type { MiddlewareHandler } from "hono";
import type { EdgeEnv } from "~/platform/submission/edge-context.server";
import { methodNotAllowed } from "./method-not-allowed";

/**
 * Pages take GET and HEAD (their loaders), and POST where the page has an action (its form): any
 * other method (PUT, PATCH, DELETE, OPTIONS…), and POST to a page without a form, is answered 405
 * with an Allow header before React Router sees it (React Router would run the page's action for
 * any method but GET and HEAD, and fail with a 500 where there is none). The page's route is the one
 * page-route.ts found for the request.
 */
export function allowedPageMethods(): MiddlewareHandler<EdgeEnv> {
  return async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") return next();
    const allow = c.get("pageRoute")?.hasAction ? "GET, HEAD, POST" : "GET, HEAD";
    if (method === "POST" && allow.endsWith("POST")) return next();
    return methodNotAllowed(allow)(c, next);
  };
}
