import { describe, expect, it } from 'vitest';
import { ReferenceCache } from '../../src/server/catalog/reference-cache';

/** A cache over a counting loader and a clock the test moves. */
function countingCache(limits = { maxEntries: 2, ttlMs: 1000 }) {
  let now = 0;
  const loads: string[] = [];
  const cache = new ReferenceCache<string>(limits, () => now);
  const read = (key: string) =>
    cache.get(key, async () => {
      loads.push(key);
      return `${key}@${now}`;
    });
  return { cache, loads, read, advance: (ms: number) => (now += ms) };
}

describe('ReferenceCache', () => {
  it('loads a key once while it is fresh, and again once it expired', async () => {
    const { loads, read, advance } = countingCache();
    expect(await read('06700')).toBe('06700@0');
    advance(999);
    expect(await read('06700')).toBe('06700@0');
    advance(1);
    expect(await read('06700')).toBe('06700@1000');
    expect(loads).toEqual(['06700', '06700']);
  });

  it('shares one load between callers asking at once', async () => {
    const { loads, read } = countingCache();
    await Promise.all([read('06700'), read('06700'), read('06700')]);
    expect(loads).toEqual(['06700']);
  });

  it('keeps at most maxEntries, forgetting the least recently used', async () => {
    const { loads, read } = countingCache();
    await read('a');
    await read('b');
    await read('a'); // b is now the least recently used
    await read('c');
    await read('a');
    await read('b');
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('does not keep a failed load', async () => {
    const { cache } = countingCache();
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', async () => 'back')).toBe('back');
  });

  it('reads everything afresh after clear()', async () => {
    const { cache, loads, read } = countingCache();
    await read('a');
    cache.clear();
    await read('a');
    expect(loads).toEqual(['a', 'a']);
  });
});
