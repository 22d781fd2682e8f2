import { describe, expect, it } from 'vitest';
import { inCompletionBatches } from '../../../src/server/quotation/completion-batches';

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('inCompletionBatches', () => {
  it('yields the values that settled together in one batch, fastest first', async () => {
    const [slow, fastA, fastB] = [deferred<string>(), deferred<string>(), deferred<string>()];
    const batches = inCompletionBatches([slow.promise, fastA.promise, fastB.promise]);
    const firstBatch = batches.next();
    fastB.resolve('hdi:amplia');
    fastA.resolve('hdi:limitada');
    expect((await firstBatch).value).toEqual(['hdi:amplia', 'hdi:limitada']);
    slow.resolve('gnp:amplia');
    expect((await batches.next()).value).toEqual(['gnp:amplia']);
    expect((await batches.next()).done).toBe(true);
  });

  it('keeps what settles while its consumer is busy for the next batch', async () => {
    const [first, second, third] = [deferred<number>(), deferred<number>(), deferred<number>()];
    const batches = inCompletionBatches([first.promise, second.promise, third.promise]);
    first.resolve(1);
    expect((await batches.next()).value).toEqual([1]);
    second.resolve(2);
    third.resolve(3);
    await Promise.all([second.promise, third.promise]);
    expect((await batches.next()).value).toEqual([2, 3]);
    expect((await batches.next()).done).toBe(true);
  });

  it('fails with the first task that fails', async () => {
    const [answered, broken] = [deferred<string>(), deferred<string>()];
    const batches = inCompletionBatches([answered.promise, broken.promise]);
    broken.reject(new Error('insurer gone'));
    await expect(batches.next()).rejects.toThrow('insurer gone');
  });

  it('ends at once with no tasks', async () => {
    expect((await inCompletionBatches([]).next()).done).toBe(true);
  });
});
