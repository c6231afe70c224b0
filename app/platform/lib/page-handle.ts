// What every route module declares about its answers, as its `handle` (decision 064): whether the
// page is the same for every visitor, and what a multipart upload to it may weigh. The edge
// (app/server/middleware/page-route.ts) reads it from the build's route table, for the one route a
// request's path matches: a page that declares nothing is never stored anywhere.
import type { StaffRole } from "~/platform/admin-kit/staff-roles";

/**
 * - `public`: the same for every visitor (it reads no cookie or session): kept in the page cache and
 *   answered with an ETag and public caching (cache-control.ts).
 * - `private`: rendered for one visitor: no shared cache keeps it (the page cache neither); the
 *   visitor's own browser may, asking again before each use (`private, no-cache`).
 * - `no-store`: rendered for one visitor and never stored anywhere, not even by their browser
 *   (personal data: the confirmation, the complaint receipt, the sign-in page and the back office).
 * A route that sets its own Cache-Control keeps it, whatever its kind.
 */
export const PAGE_KINDS = ["public", "private", "no-store"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** A form that takes files: its larger body limit, for a multipart post from staff of its roles. */
export interface UploadLimit {
  roles: readonly StaffRole[];
  maxBytes: number;
  /** What a post over the limit is told, when not the images' message (upload-rules.ts). */
  tooLargeMessage?: string;
}

export interface PageHandle {
  page: PageKind;
  upload?: UploadLimit;
}

/** The page handle of a route module's `handle`, when it declares a valid one. */
export function pageHandleOf(handle: unknown): PageHandle | undefined {
  if (typeof handle !== "object" || handle === null) return undefined;
  const { page } = handle as { page?: unknown };
  return (PAGE_KINDS as readonly unknown[]).includes(page) ? (handle as PageHandle) : undefined;
}

/** The route a page request reaches (found by the edge once per request: app/server/middleware/page-route.ts). */
export interface PageRoute {
  /** The matched leaf route's id; undefined when no route matches. */
  id: string | undefined;
  /** What the leaf route's module declares; undefined when it declares nothing (never stored). */
  handle: PageHandle | undefined;
  /** Whether a POST to this address reaches an action (an index route's URL posts to its parent). */
  hasAction: boolean;
}
