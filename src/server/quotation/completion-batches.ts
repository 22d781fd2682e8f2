/**
 * Yields the tasks' values as they settle, fastest first, those that settled together in one
 * batch: an insurer's packages answer at once, and one write to the connection carries them.
 * The first task to fail fails the whole.
 */
export async function* inCompletionBatches<T>(tasks: readonly Promise<T>[]): AsyncGenerator<T[]> {
  let settled: T[] = [];
  let failure: { error: unknown } | undefined;
  let wake: () => void = () => {};
  for (const task of tasks)
    task.then(
      (value) => {
        settled.push(value);
        wake();
      },
      (error: unknown) => {
        failure ??= { error };
        wake();
      },
    );
  for (let pending = tasks.length; pending > 0;) {
    if (settled.length === 0 && !failure) await new Promise<void>((resolve) => (wake = resolve));
    if (failure) throw failure.error;
    const batch = settled;
    settled = [];
    pending -= batch.length;
    yield batch;
  }
}
