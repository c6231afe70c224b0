// The one caching rule of what is the same for every visitor.

/** Public pages and GET API answers: five minutes fresh, one more while revalidating. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=60";
