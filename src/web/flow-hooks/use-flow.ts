import { useSelector } from '@xstate/react';
import type { ActorRef, AnyActorRef, AnyEventObject, Snapshot, SnapshotFrom } from 'xstate';
import type { appMachine } from '../../../machines/app/app.machine';
import type { FlowId } from '../../../machines/app/app.types';
import { useAppActor } from './app-provider';

type RunningFlows = SnapshotFrom<typeof appMachine>['children'];

/** A flow's running actor, or undefined while the app does not run it (a cart before 'Seleccionar'). */
export function useFlowActor<TId extends FlowId>(id: TId): RunningFlows[TId] | undefined {
  return useSelector(useAppActor(), (snapshot) => snapshot.children[id]);
}

/**
 * The session and the quote wizard: the app spawns them at its start and never stops them (a
 * restored app without them is refused, app.schemas.ts), so a view reads them without a
 * fallback for a flow that is not running.
 */
export function useAlwaysRunningFlow<TId extends 'session' | 'quoteWizard'>(
  id: TId,
): NonNullable<RunningFlows[TId]> {
  const actor = useFlowActor(id);
  if (!actor) throw new Error(`The app runs the ${id} from its start to its end`);
  return actor;
}

/** The app itself or one of its flows, by the registry's name (the /flows page). */
export function useRegisteredActor(name: string): AnyActorRef | undefined {
  const app = useAppActor();
  const flow = useSelector(
    app,
    (snapshot) => Object.entries(snapshot.children).find(([id]) => id === name)?.[1],
  );
  return name === 'app' ? app : flow;
}

/** What a selector reads of an actor, whatever events it takes: its snapshots. */
type SnapshotSource<TSnapshot extends Snapshot<unknown>> = Pick<
  ActorRef<TSnapshot, AnyEventObject>,
  'subscribe' | 'getSnapshot'
>;

/** A slice of an actor's snapshot (re-rendered when it changes); undefined without an actor. */
export function useActorSelector<TSnapshot extends Snapshot<unknown>, TSlice>(
  actor: SnapshotSource<TSnapshot> | undefined,
  selector: (snapshot: TSnapshot) => TSlice,
): TSlice | undefined {
  return useSelector(actor, (snapshot) => snapshot && selector(snapshot));
}
