import type { EventObject } from 'xstate';

/**
 * The output of the `xstate.done.actor.*` event being handled. `setup` types `event` as the
 * machine's own events, so the named guards and actions that read an actor's result take it
 * from here (static, so the diagrams show the guard's name only).
 */
export function actorOutput<TOutput>(event: EventObject): TOutput {
  return (event as EventObject & { output: TOutput }).output;
}
