/**
 * Reading a file of any size a page at a time: only the pages asked for are read (`Blob.slice`), and the last few
 * are kept (least recently used first out), so scrolling back and forth reads nothing twice and memory stays at
 * PAGE_BYTES × MAX_PAGES whatever the file's size.
 */
export const PAGE_BYTES = 64 * 1024;
export const MAX_PAGES = 32;

export class PageCache {
  /** Pages by index, in use order (a Map keeps insertion order: re-inserting marks a page as just used). */
  private readonly pages = new Map<number, Uint8Array>();
  private readonly loading = new Map<number, Promise<Uint8Array>>();
  /** Pages read from the file (for tests: what was read, not served from the cache). */
  reads = 0;

  constructor(
    readonly blob: Blob,
    private readonly maxPages = MAX_PAGES,
  ) {}

  get size(): number {
    return this.blob.size;
  }

  /** The bytes [start, start + length) clipped to the file, if every page they need is in memory; else null. */
  peek(start: number, length: number): Uint8Array | null {
    const end = Math.min(this.size, start + length);
    if (start >= end) return new Uint8Array(0);
    const first = Math.floor(start / PAGE_BYTES);
    const last = Math.floor((end - 1) / PAGE_BYTES);
    const parts: Uint8Array[] = [];
    for (let p = first; p <= last; p++) {
      const page = this.pages.get(p);
      if (!page) return null;
      this.pages.delete(p);
      this.pages.set(p, page);
      parts.push(page);
    }
    const from = start - first * PAGE_BYTES;
    if (parts.length === 1) return parts[0].subarray(from, from + end - start);
    const joined = new Uint8Array(end - start);
    let at = 0;
    parts.forEach((page, i) => {
      const piece = page.subarray(i === 0 ? from : 0, Math.min(page.length, end - (first + i) * PAGE_BYTES));
      joined.set(piece, at);
      at += piece.length;
    });
    return joined;
  }

  /** The bytes [start, start + length) clipped to the file, reading the pages that are not in memory. */
  async read(start: number, length: number): Promise<Uint8Array> {
    const end = Math.min(this.size, start + length);
    if (start >= end) return new Uint8Array(0);
    const first = Math.floor(start / PAGE_BYTES);
    const loads: Promise<Uint8Array>[] = [];
    for (let p = first; p <= Math.floor((end - 1) / PAGE_BYTES); p++) loads.push(this.page(p));
    const pages = await Promise.all(loads);
    // Joined from the pages read, not the cache: a range wider than the cache pushes its own first pages out.
    const joined = new Uint8Array(end - start);
    pages.forEach((page, i) => {
      const pageStart = (first + i) * PAGE_BYTES;
      const from = Math.max(start, pageStart);
      joined.set(page.subarray(from - pageStart, Math.min(end, pageStart + page.length) - pageStart), from - start);
    });
    return joined;
  }

  private page(p: number): Promise<Uint8Array> {
    const cached = this.pages.get(p);
    if (cached) return Promise.resolve(cached);
    let loading = this.loading.get(p);
    if (!loading) {
      this.reads++;
      const start = p * PAGE_BYTES;
      loading = this.blob
        .slice(start, Math.min(this.size, start + PAGE_BYTES))
        .arrayBuffer()
        .then((buffer) => {
          const page = new Uint8Array(buffer);
          this.pages.set(p, page);
          while (this.pages.size > this.maxPages) this.pages.delete(this.pages.keys().next().value!);
          return page;
        })
        .finally(() => this.loading.delete(p));
      this.loading.set(p, loading);
    }
    return loading;
  }
}
