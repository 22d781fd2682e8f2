import type { SnapshotStorage } from '../../../machines/support/persistence';

/** sessionStorage's interface over a Map, for tests in Node. */
export function memoryStorage(): SnapshotStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
