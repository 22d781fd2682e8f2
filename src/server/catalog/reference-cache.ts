/**
 * A bounded, expiring cache of reference-data lookups (versions, postal codes): read on every
 * quote and lookup, changed only by a seed or an import. Holds the pending promise, so callers
 * asking for the same key at once share one query; a failed load is not kept. Entries expire
 * after `ttlMs`, so a change made by another process is seen within that time; `clear()` makes
 * this process see it at once.
 */
export class ReferenceCache<Value> {
  readonly #entries = new Map<string, { value: Promise<Value>; expiresAt: number }>();

  constructor(
    private readonly limits: { maxEntries: number; ttlMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<Value>): Promise<Value> {
    const entry = this.#entries.get(key);
    this.#entries.delete(key);
    if (entry && entry.expiresAt > this.now()) {
      this.#entries.set(key, entry); // most recently used last
      return entry.value;
    }
    const value = load();
    this.#entries.set(key, { value, expiresAt: this.now() + this.limits.ttlMs });
    value.catch(() => this.#entries.delete(key));
    this.#evictOldest();
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }

  #evictOldest() {
    for (const key of this.#entries.keys()) {
      if (this.#entries.size <= this.limits.maxEntries) return;
      this.#entries.delete(key);
    }
  }
}
