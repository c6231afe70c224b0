/** A rendered page (HTML document or `.data` answer) with everything needed to answer from memory. */
export interface CachedPage {
  /** Hash of the uncompressed body; the ETag is derived from it. */
  hash: string;
  /** Answer headers to replay (Content-Type, the document's Content-Security-Policy, …). */
  headers: [string, string][];
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
  /** Whether the compressed bodies are the best ones (brotli 11, gzip 9) or the quick first ones. */
  optimized: boolean;
  storedAt: number;
}

export interface PageCacheLimits {
  maxEntries: number;
  maxBytes: number;
  ttlMs: number;
}

const sizeOf = (page: CachedPage) =>
  page.bodies.identity.byteLength + page.bodies.br.byteLength + page.bodies.gzip.byteLength;

/**
 * In-process LRU of rendered pages, bounded by entries and bytes. An entry is fresh for `ttlMs`
 * (short, so that with several processes none serves a page older than the HTTP max-age); an
 * expired entry is kept until evicted so that a re-render with the same content reuses its
 * compressed bodies instead of compressing again. Pages are stored with quickly compressed bodies;
 * those asked for again get the best compression (see `optimize`), so a flood of distinct URLs
 * costs no more CPU than it would without the cache.
 */
export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  #bytes = 0;
  #generation = 0;

  constructor(
    readonly limits: PageCacheLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** A fresh entry, marked as most recently used. */
  get(key: string): CachedPage | undefined {
    const page = this.#entries.get(key);
    if (!page || this.now() - page.storedAt >= this.limits.ttlMs) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, page);
    return page;
  }

  /** Any entry, fresh or expired (for reusing compressed bodies). */
  peek(key: string): CachedPage | undefined {
    return this.#entries.get(key);
  }

  /** Invalidation counter: work started before a clear() must not store its result after it. */
  get generation(): number {
    return this.#generation;
  }

  /** Stores a page (fresh from now on) unless the cache was cleared since `generation` was read. */
  set(key: string, entry: Omit<CachedPage, "storedAt">, generation = this.#generation): void {
    if (generation !== this.#generation) return;
    const page = { ...entry, storedAt: this.now() };
    const size = sizeOf(page);
    if (size > this.limits.maxBytes) return;
    this.delete(key);
    this.#entries.set(key, page);
    this.#bytes += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.limits.maxEntries && this.#bytes <= this.limits.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= sizeOf(entry);
    }
  }

  /**
   * Replaces the compressed bodies of a stored page with better ones, keeping its lifetime; ignored
   * if the page changed or was dropped meanwhile.
   */
  optimize(key: string, hash: string, bodies: CachedPage["bodies"]): void {
    const page = this.#entries.get(key);
    if (!page || page.hash !== hash || page.optimized) return;
    this.#bytes -= sizeOf(page);
    page.bodies = bodies;
    page.optimized = true;
    this.#bytes += sizeOf(page);
  }

  delete(key: string): void {
    const page = this.#entries.get(key);
    if (!page) return;
    this.#entries.delete(key);
    this.#bytes -= sizeOf(page);
  }

  /** Forgets every page: call it whenever the catalogue (or anything a public page shows) changes. */
  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
    this.#generation += 1;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }
}
