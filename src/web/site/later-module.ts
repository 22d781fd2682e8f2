/**
 * A module a page loads after its first render (a dropdown's code, the wizard's later steps):
 * imported once for the whole page, every caller sharing the promise, and readable at once
 * (`loaded`) by a view drawn after it arrived, so that view needs no loading state.
 */
export interface LaterModule<T> {
  readonly loaded: T | undefined;
  load(): Promise<T>;
}

export function laterModule<T>(importModule: () => Promise<T>): LaterModule<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    get loaded() {
      return loaded;
    },
    load: () => (loading ??= importModule().then((module) => (loaded = module))),
  };
}
