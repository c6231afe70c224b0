// What the edge (the Hono middlewares of app/server/) knows about a request and hands to the page
// loaders and actions through React Router's context, never through request headers a visitor could send.
import { createContext, RouterContextProvider } from "react-router";
import type { PageRoute } from "~/platform/lib/page-handle";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";

/** The staff session the request's cookie opened (app/server/middleware/staff-session.ts). */
export interface StaffSessionFacts {
  /** The session's id in the table (not the cookie's token). */
  id: string;
  viewer: StaffViewer;
}

export interface EdgeFacts {
  /** The client address as the server determined it (TRUST_PROXY aware). */
  clientIp?: string;
  /** Set when the client is over its rate limit: the seconds until it may send again. */
  retryAfter?: number;
  /**
   * The server cut off the request's body for its size (app/server/middleware/form-body-limit.ts):
   * the body reaching the action is empty, and the action answers 413 with the message in the form.
   */
  bodyTooLarge: boolean;
  /**
   * The body cut off was a staff member's upload over its form's declared limit (the route's handle
   * `upload`): the form says so itself. Any other back-office post cut off answers 413 from the staff
   * guard (app/domains/staff/admin/staff-guard.server.ts).
   */
  uploadTooLarge?: boolean;
  /** On back-office paths: the signed-in staff member's session, when the cookie opened one. */
  staffSession?: StaffSessionFacts;
  /** The request carried a session cookie that opens nothing any more (ended, expired). */
  sessionEnded?: boolean;
  /** The request reached us over HTTPS (directly or through a trusted proxy): the cookie's name and flags. */
  https?: boolean;
}

/** The Hono variables the middlewares set and the page handler reads (see routerContextOf). */
export type EdgeEnv = {
  Variables: {
    clientIp?: string;
    retryAfter?: number;
    bodyTooLarge?: boolean;
    uploadTooLarge?: boolean;
    staffSession?: StaffSessionFacts;
    sessionEnded?: boolean;
    https?: boolean;
    /** The page route the path reaches and what it declares (app/server/middleware/page-route.ts). */
    pageRoute?: PageRoute;
  };
};

/**
 * The key the actions read. It exists once, in the React Router build: the Node entry and the tests
 * get the context from the build (routerContextOf through app/entry.server.tsx), never from the source.
 */
export const edgeContext = createContext<EdgeFacts>({ bodyTooLarge: false });

/** The React Router context of one request, from what the edge found out about it. */
export function routerContextOf(facts: EdgeFacts): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(edgeContext, facts);
  return context;
}

/** The answer to a form over the size limit (the limit is app/server/middleware/form-body-limit.ts's). */
export const BODY_TOO_LARGE_MESSAGE =
  "El formulario enviado es demasiado grande (máximo 64 KB). Acorte el texto e inténtelo de nuevo.";

/** The answer to a client over its limit, on the API and in the forms. */
export const RATE_LIMITED_MESSAGE =
  "Ha enviado demasiadas solicitudes en poco tiempo. Espere unos minutos e inténtelo de nuevo.";
