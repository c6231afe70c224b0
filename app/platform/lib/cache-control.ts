// The caching rules the edge sets on pages (by the kind their route declares: app/platform/lib/page-handle.ts)
// and on the API's GET answers.

/** Public pages and GET API answers: five minutes fresh, one more while revalidating. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=60";

/** A page rendered for one visitor that their own browser may keep, asking again before each use. */
export const PRIVATE_CACHE_CONTROL = "private, no-cache";
