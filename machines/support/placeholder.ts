import { fromCallback, fromPromise, type EventObject } from 'xstate';

/**
 * The type of a side effect named in `setup({ actors })` whose implementation is provided
 * later with `.provide()` (the API client by default, fakes in tests). Running it unprovided
 * fails loudly instead of calling anything.
 */
export function notProvided<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The actor '${name}' was not provided to the machine.`)),
  );
}

/** `notProvided` for a side effect that streams events back to its parent. */
export function notProvidedStream<TEvent extends EventObject, TInput>(name: string) {
  return fromCallback<TEvent, TInput>(() => {
    throw new Error(`The actor '${name}' was not provided to the machine.`);
  });
}
