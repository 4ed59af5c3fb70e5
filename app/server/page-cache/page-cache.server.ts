/**
 * Rendered public pages held in memory, least recently used first out, bounded by the bytes
 * of every body it keeps (plain, brotli and gzip). `clear()` drops everything and starts a
 * new generation: a render that began in an older generation is not stored, so a page read
 * from the database just before a content write cannot outlive the write's invalidation.
 * A page also expires after `maxAgeMs`, for what changes without a content write (the
 * footer's year).
 */
export type CachedPage = {
  /** 200, or 404 for a section's not-found page (page-cache-middleware.server.ts). */
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  brotli: Buffer;
  gzip: Buffer;
  etag: string;
};

export function pageBytes(page: CachedPage): number {
  return page.body.length + page.brotli.length + page.gzip.length;
}

type Entry = { page: CachedPage; storedAt: number };

export class PageCache {
  private readonly pages = new Map<string, Entry>();
  private usedBytes = 0;
  private currentGeneration = 0;

  constructor(
    readonly maxBytes: number,
    readonly maxAgeMs = 3_600_000,
    private readonly now: () => number = Date.now,
  ) {}

  get generation(): number {
    return this.currentGeneration;
  }

  get bytes(): number {
    return this.usedBytes;
  }

  get size(): number {
    return this.pages.size;
  }

  keys(): string[] {
    return [...this.pages.keys()];
  }

  get(key: string): CachedPage | undefined {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= this.maxAgeMs) {
      this.delete(key);
      return undefined;
    }
    // A Map iterates in insertion order: re-inserting makes this the most recently used.
    this.pages.delete(key);
    this.pages.set(key, entry);
    return entry.page;
  }

  /** Stores `page` if it was rendered in the current generation and fits; false otherwise. */
  set(key: string, page: CachedPage, renderedInGeneration: number): boolean {
    if (renderedInGeneration !== this.currentGeneration) return false;
    const bytes = pageBytes(page);
    if (bytes > this.maxBytes) return false;
    this.delete(key);
    while (this.usedBytes + bytes > this.maxBytes) {
      const oldest = this.pages.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
    this.pages.set(key, { page, storedAt: this.now() });
    this.usedBytes += bytes;
    return true;
  }

  clear(): void {
    this.pages.clear();
    this.usedBytes = 0;
    this.currentGeneration += 1;
  }

  private delete(key: string): void {
    const entry = this.pages.get(key);
    if (!entry) return;
    this.pages.delete(key);
    this.usedBytes -= pageBytes(entry.page);
  }
}
