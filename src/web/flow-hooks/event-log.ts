import type { AnyEventObject, InspectionEvent } from 'xstate';
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
    /** An `inspect` callback: records the events sent to the app and to its flows. */
    record(inspection: InspectionEvent) {
      if (inspection.type !== '@xstate.event') return;
      const name = flowNameOf(inspection);
      if (!name) return;
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

/** 'app' for the root, the systemId for a flow (only flows have one); undefined otherwise. */
function flowNameOf(inspection: InspectionEvent): string | undefined {
  const { actorRef } = inspection;
  if (actorRef.sessionId === inspection.rootId) return 'app';
  // The inspected reference is typed as any actor-like object; an xstate actor has a systemId.
  return 'systemId' in actorRef && typeof actorRef.systemId === 'string'
    ? actorRef.systemId
    : undefined;
}

export type EventLog = ReturnType<typeof createEventLog>;
