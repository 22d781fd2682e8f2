import type { Actor, AnyActorRef, AnyStateMachine, InspectionEvent } from 'xstate';
import { entryOf } from '../../../machines/registry';
import {
  clearPersistedSnapshot,
  createRestoredActor,
  persistActor,
  type Persistence,
  type SnapshotStorage,
} from '../../../machines/support/persistence';
import { createEventLog } from './event-log';
import { flowImplementations, type FlowDependencies } from './flow-implementations';
import { routeFlowEvents } from './flow-routing';

export interface FlowSystemOptions extends FlowDependencies {
  storage: SnapshotStorage;
  navigate: (to: string) => void;
  /** Another inspector to feed (@statelyai/inspect with ?inspect). */
  inspect?: (event: InspectionEvent) => void;
}

type FlowActor = Actor<AnyStateMachine>;

export const storageKeyOf = (name: string) => `cotizauto.flow.${name}`;

/**
 * The app's running flows: one actor per machine with an implementation, restored from
 * session storage and persisted back (throttled), with their emitted events routed to each
 * other. Actors can be replaced (a promo arrival resets the stored flow), so readers subscribe.
 */
export function createFlowSystem(options: FlowSystemOptions) {
  const actors = new Map<string, FlowActor>();
  const persistences = new Map<string, Persistence>();
  const listeners = new Set<() => void>();
  const eventLog = createEventLog();
  let version = 0;

  const inspect = (event: InspectionEvent) => {
    eventLog.record(event);
    options.inspect?.(event);
  };

  function start(name: string) {
    const implementation = flowImplementations[name]!(options);
    const entry = entryOf(name);
    const key = storageKeyOf(name);
    const actor = createRestoredActor(
      implementation.logic,
      { storage: options.storage, key },
      { id: name, input: implementation.input, inspect },
    );
    actors.set(name, actor);
    persistences.set(
      name,
      persistActor(actor, { storage: options.storage, key, sanitise: entry.sanitise }),
    );
    routeFlowEvents(name, actor, system);
    actor.start();
  }

  function notify() {
    version += 1;
    listeners.forEach((listener) => listener());
  }

  const system = {
    eventLog,
    options,
    actor: (name: string): AnyActorRef | undefined => actors.get(name),
    names: () => [...actors.keys()],
    /** Forgets a flow's stored state and starts it afresh. */
    reset(name: string) {
      const current = actors.get(name);
      persistences.get(name)?.stop();
      current?.stop();
      clearPersistedSnapshot(options.storage, storageKeyOf(name));
      if (current) {
        start(name);
        notify();
      }
    },
    /** Writes every flow's latest resting snapshot now (the page is being hidden). */
    flush: () => persistences.forEach((persistence) => persistence.flush()),
    stop() {
      persistences.forEach((persistence) => persistence.stop());
      actors.forEach((actor) => actor.stop());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    version: () => version,
    startAll() {
      Object.keys(flowImplementations).forEach(start);
      notify();
    },
  };
  return system;
}

export type FlowSystem = ReturnType<typeof createFlowSystem>;
