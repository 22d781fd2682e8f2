import {
  createActor,
  fromPromise,
  type AnyEventObject,
  type AnyStateMachine,
  type InspectionEvent,
} from 'xstate';

/**
 * A fresh actor that a QA path (or a test copied from one) drives: every actor the machine
 * names is a fake whose answer is the path's own `xstate.done.actor.…`/`xstate.error.actor.…`
 * event, given when the path reaches it; a call the path does not answer stays pending, and the
 * named delays never end on their own (the path sends `xstate.after.…` where it waits), so the
 * state reached stays put.
 */

/** Longest wait a browser timer takes (2^31 - 1 ms, about 24 days): longer ones fire at once. */
const heldDelay = 2 ** 31 - 1;

const actorAnswer = /^xstate\.(done|error)\.actor\.(.+)$/;

interface PendingCall {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** Lets the fakes' answers reach the machine before the next event. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function startOnPathFakes<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: unknown,
  options: { inspect?: (event: InspectionEvent) => void } = {},
) {
  const pending = new Map<string, PendingCall>();
  const answeredByPath = fromPromise<unknown>(
    ({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject })),
  );
  const named = (record: Record<string, unknown> | undefined, fake: unknown) =>
    Object.fromEntries(Object.keys(record ?? {}).map((name) => [name, fake]));
  const faked = machine.provide({
    actors: named(machine.implementations.actors, answeredByPath),
    delays: named(machine.implementations.delays, heldDelay),
  } as never) as TMachine;
  const actor = createActor(faked, { input, inspect: options.inspect } as never);
  actor.start();

  /** Sends the path's next event: a user event, a delay's end, or a call's answer. */
  async function play(event: AnyEventObject): Promise<void> {
    const answer = actorAnswer.exec(event.type);
    if (answer) {
      const [, outcome, actorId] = answer as unknown as [string, 'done' | 'error', string];
      const call = pending.get(actorId);
      if (!call) throw new Error(`No call to ${actorId} is waiting for this answer.`);
      pending.delete(actorId);
      if (outcome === 'done') call.resolve(event.output);
      else call.reject(event.error);
    } else {
      actor.send(event as never);
    }
    await settle();
  }
  return { actor, play };
}
