import { describe, expect, it } from "vitest";
import { PageCache } from "./page-cache";

const page = (hash: string, bytes = 10) => ({
  hash,
  headers: [["Content-Type", "text/html"]] as [string, string][],
  bodies: { identity: Buffer.alloc(bytes), br: Buffer.alloc(bytes / 2), gzip: Buffer.alloc(bytes / 2) },
  optimized: false,
});

describe("PageCache", () => {
  it("evicts the least recently used page beyond its entry limit", () => {
    const cache = new PageCache({ maxEntries: 2, maxBytes: 1_000, ttlMs: 60_000 });
    cache.set("/a", page("a"));
    cache.set("/b", page("b"));
    expect(cache.get("/a")?.hash).toBe("a"); // /a is now the most recently used
    cache.set("/c", page("c"));
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")?.hash).toBe("a");
    expect(cache.get("/c")?.hash).toBe("c");
    expect(cache.size).toBe(2);
  });

  it("stays within its byte limit and refuses a page larger than the limit", () => {
    const cache = new PageCache({ maxEntries: 100, maxBytes: 50, ttlMs: 60_000 });
    cache.set("/a", page("a")); // 20 bytes
    cache.set("/b", page("b"));
    cache.set("/c", page("c"));
    expect(cache.bytes).toBeLessThanOrEqual(50);
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.get("/c")?.hash).toBe("c");
    cache.set("/huge", page("huge", 60));
    expect(cache.peek("/huge")).toBeUndefined();
  });

  it("serves a page only while fresh, but keeps the expired one for reuse of its bodies", () => {
    let now = 0;
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000, ttlMs: 1_000 }, () => now);
    cache.set("/a", page("a"));
    now = 999;
    expect(cache.get("/a")?.hash).toBe("a");
    now = 1_000;
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.peek("/a")?.hash).toBe("a");
  });

  it("forgets everything on clear(), and ignores work started before it", () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000, ttlMs: 60_000 });
    cache.set("/a", page("a"));
    const generation = cache.generation;
    cache.clear();
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.bytes).toBe(0);
    cache.set("/b", page("b"), generation);
    expect(cache.peek("/b")).toBeUndefined();
    cache.set("/b", page("b"));
    expect(cache.get("/b")?.hash).toBe("b");
  });

  it("swaps in better-compressed bodies without extending the page's lifetime, only for the same content", () => {
    let now = 0;
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000, ttlMs: 1_000 }, () => now);
    cache.set("/a", page("a", 100));
    now = 500;
    const better = { identity: Buffer.alloc(100), br: Buffer.alloc(10), gzip: Buffer.alloc(20) };
    cache.optimize("/a", "other content", better);
    expect(cache.get("/a")?.optimized).toBe(false);
    cache.optimize("/a", "a", better);
    expect(cache.get("/a")?.optimized).toBe(true);
    expect(cache.bytes).toBe(130);
    now = 1_000;
    expect(cache.get("/a")).toBeUndefined();
  });
});
