import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';

/** The ids of the actors in error in an actor's tree (itself and every child flow). */
export function failedActors(actor: AnyActorRef): string[] {
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  const own = snapshot.status === 'error' ? [actor.id] : [];
  const running = Object.values((snapshot.children ?? {}) as Record<string, AnyActorRef>);
  return [...own, ...running.flatMap(failedActors)];
}
