import type { AnyActorRef, AnyEventObject, InspectionEvent } from 'xstate';
import { withoutSecretKeys } from '../../../machines/support/sanitise';

/** The last events each running flow received, for the offline inspector panel. */
export interface LoggedEvent {
  at: number;
  event: AnyEventObject;
}

const keptPerActor = 50;

export function createEventLog() {
  const entries = new Map<string, LoggedEvent[]>();
  const listeners = new Set<() => void>();
  return {
    /** An `inspect` callback: records the events sent to root actors (the flows). */
    record(inspection: InspectionEvent) {
      if (inspection.type !== '@xstate.event') return;
      if (inspection.actorRef.sessionId !== inspection.rootId) return;
      const name = (inspection.actorRef as AnyActorRef).id;
      const logged = { at: Date.now(), event: withoutSecretKeys(inspection.event) };
      entries.set(name, [logged, ...(entries.get(name) ?? [])].slice(0, keptPerActor));
      listeners.forEach((listener) => listener());
    },
    of: (name: string): readonly LoggedEvent[] => entries.get(name) ?? noEvents,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const noEvents: readonly LoggedEvent[] = [];

export type EventLog = ReturnType<typeof createEventLog>;
