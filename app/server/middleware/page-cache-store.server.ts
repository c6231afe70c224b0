// The process's page cache. It lives in the React Router build's module graph (reached through
// app/entry.server.tsx), so the models and the Node entry share one instance: never import this
// module from server/main.ts directly.
import { getEnv } from "~/platform/lib/env.server";
import { PageCache } from "./page-cache";

let cache: PageCache | null | undefined;

/** The page cache, or undefined when PAGE_CACHE_MAX_ENTRIES is 0. */
export function getPageCache(): PageCache | undefined {
  if (cache === undefined) {
    const env = getEnv();
    cache =
      env.PAGE_CACHE_MAX_ENTRIES > 0
        ? new PageCache({
            maxEntries: env.PAGE_CACHE_MAX_ENTRIES,
            maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
            ttlMs: env.PAGE_CACHE_TTL_SECONDS * 1000,
          })
        : null;
  }
  return cache ?? undefined;
}

/** Drops every cached page of this process. Call it after any change to what public pages show. */
export function invalidatePageCache(): void {
  cache?.clear();
}
