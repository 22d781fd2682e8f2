import { useSyncExternalStore } from 'react';
import type { AnyActorRef, AnyStateMachine } from 'xstate';
import { startOnPathFakes } from '../../../machines/qa/drive-path';
import type { QaPath } from '../../../machines/qa/qa-paths';
import { useRegisteredActor } from '../flow-hooks/use-flow';

/**
 * The QA runs of /flows: 'Ir a este estado' starts a fresh actor of the machine on fakes, plays
 * the path on it, and the machine's diagram and inspector show that actor instead of the app's
 * own flow until QA goes back to it. One run per machine; leaving the page stops them.
 */
export interface QaRun {
  actor: AnyActorRef;
  path: QaPath;
}

const runs = new Map<string, QaRun>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function stopQaRun(name: string) {
  runs.get(name)?.actor.stop();
  runs.delete(name);
  changed();
}

export function stopEveryQaRun() {
  [...runs.keys()].forEach(stopQaRun);
}

/**
 * Drives a fresh actor along the path; shown as soon as it starts, live while it plays, and
 * returned once it has reached the path's state.
 */
export async function goToState(
  name: string,
  machine: AnyStateMachine,
  path: QaPath,
): Promise<AnyActorRef> {
  stopQaRun(name);
  const run = startOnPathFakes(machine, path.input);
  runs.set(name, { actor: run.actor, path });
  changed();
  for (const event of path.events) await run.play(event);
  return run.actor;
}

export function useQaRun(name: string): QaRun | undefined {
  return useSyncExternalStore(subscribe, () => runs.get(name));
}

/** What /flows shows for a machine: its QA run when there is one, else the app's own flow. */
export function useShownActor(name: string): AnyActorRef | undefined {
  const registered = useRegisteredActor(name);
  return useQaRun(name)?.actor ?? registered;
}
