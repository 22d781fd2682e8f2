import { fromPromise } from 'xstate';

/**
 * Declares a promise actor's types in `setup` while the implementation comes from the
 * `<name>.actors.ts` factory (built on the API client) or a test's fake, through `.provide()`.
 * Running the machine without providing it fails loudly instead of calling anything.
 */
export function actorSlot<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The actor '${name}' was not provided to the machine.`)),
  );
}
