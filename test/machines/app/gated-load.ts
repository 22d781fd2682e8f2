import { fromPromise } from 'xstate';

/**
 * Code that a flow waits for (the quotation's, the purchase flows'), arriving when the test
 * says so. Like the real import, every load waits for the same arrival, and a load after a
 * failure is a new attempt. A load hands on its input (the quote asked for, if any).
 */
export function gatedLoad() {
  const attempt = () => {
    const settle = { resolve: () => {}, reject: (_: Error) => {} };
    const promise = new Promise<void>((resolve, reject) =>
      Object.assign(settle, { resolve, reject }),
    );
    return { promise, ...settle };
  };
  let current = attempt();
  const gate = {
    loads: 0,
    logic: fromPromise<unknown, unknown>(({ input }) => {
      gate.loads += 1;
      return current.promise.then(() => input);
    }),
    arrive: () => current.resolve(),
    fail: () => {
      current.reject(new Error('offline'));
      current = attempt();
    },
  };
  return gate;
}
