/** The most frequent words, counted case-insensitively in a map of capped size so memory stays flat. */

/** Distinct words kept; past it the rarest are dropped (and the list says it is approximate). */
export const MAX_DISTINCT_WORDS = 200_000;

export class TopWords {
  private readonly counts = new Map<string, { n: number }>();
  /** Whether rare words were dropped to keep the map small (counts of the top words may then be low). */
  approximate = false;

  /** Counts `word`; `lower`: it is known to be in lower case already (the scanner saw no capital). */
  add(word: string, lower = false) {
    const key = lower ? word : word.toLowerCase();
    const entry = this.counts.get(key);
    if (entry) entry.n++;
    else {
      this.counts.set(key, { n: 1 });
      if (this.counts.size > MAX_DISTINCT_WORDS) this.prune();
    }
  }

  /** Drops the words seen least until the map is half full. */
  private prune() {
    this.approximate = true;
    for (let floor = 1; this.counts.size > MAX_DISTINCT_WORDS / 2; floor *= 2)
      for (const [word, { n }] of this.counts) if (n <= floor) this.counts.delete(word);
  }

  /** The `limit` most frequent words without those `skip` rejects, most frequent first (ties alphabetically). */
  top(limit: number, skip: (word: string) => boolean = () => false): [string, number][] {
    const entries: [string, number][] = [];
    for (const [word, { n }] of this.counts) if (!skip(word)) entries.push([word, n]);
    entries.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    return entries.slice(0, limit);
  }
}
