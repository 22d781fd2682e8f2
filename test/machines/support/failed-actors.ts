import type { Actor, AnyActorLogic, AnyActorRef, AnyMachineSnapshot } from 'xstate';

const isFlow = (actor: AnyActorRef) => 'root' in (actor as Actor<AnyActorLogic>).logic;

/** The ids of the actors in error in an actor's tree that `counts` (every one by default). */
export function failedActors(
  actor: AnyActorRef,
  counts: (actor: AnyActorRef) => boolean = () => true,
): string[] {
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  const own = snapshot.status === 'error' && counts(actor) ? [actor.id] : [];
  const running = Object.values((snapshot.children ?? {}) as Record<string, AnyActorRef>);
  return [...own, ...running.flatMap((child) => failedActors(child, counts))];
}

/**
 * The ids of the flows (machines) in error in an actor's tree. A call in error is left out: its
 * failure is an answer its flow has handled, and a stored snapshot may list one (restorable.ts).
 */
export const failedFlows = (actor: AnyActorRef) => failedActors(actor, isFlow);
