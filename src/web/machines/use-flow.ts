import { useSelector } from '@xstate/react';
import { createEmptyActor, type AnyActorRef, type SnapshotFrom } from 'xstate';
import type { appMachine } from '../../../machines/app/app.machine';
import type { FlowId } from '../../../machines/app/app.types';
import { useAppActor } from './app-provider';

type RunningFlows = SnapshotFrom<typeof appMachine>['children'];

const idle = createEmptyActor();

/** A flow's running actor, or undefined while the app does not run it (a cart before 'Seleccionar'). */
export function useFlowActor<TId extends FlowId>(id: TId): RunningFlows[TId] | undefined {
  return useSelector(useAppActor(), (snapshot) => snapshot.children[id]);
}

/** The app itself or one of its flows, by the registry's name (the /flows page). */
export function useRegisteredActor(name: string): AnyActorRef | undefined {
  const app = useAppActor();
  const flow = useSelector(
    app,
    (snapshot) => (snapshot.children as Record<string, AnyActorRef | undefined>)[name],
  );
  return name === 'app' ? app : flow;
}

/** A slice of an actor's snapshot (re-rendered when it changes); undefined without an actor. */
export function useActorSelector<TActor extends AnyActorRef, TSlice>(
  actor: TActor | undefined,
  selector: (snapshot: SnapshotFrom<TActor>) => TSlice,
): TSlice | undefined {
  return useSelector((actor ?? idle) as AnyActorRef, (snapshot) =>
    actor ? selector(snapshot as SnapshotFrom<TActor>) : undefined,
  );
}
