import { useSelector } from '@xstate/react';
import type { AnyActorRef, SnapshotFrom, AnyStateMachine } from 'xstate';
import { useFlowActor } from './flows-provider';
import { createEmptyActor } from 'xstate';

const idle = createEmptyActor();

/**
 * A slice of a flow's snapshot; the view re-renders when the slice changes. `undefined` while
 * the flow is not running.
 */
export function useFlowSelector<TMachine extends AnyStateMachine, TSlice>(
  name: string,
  selector: (snapshot: SnapshotFrom<TMachine>) => TSlice,
): TSlice | undefined {
  const actor = useFlowActor(name);
  return useSelector((actor ?? idle) as AnyActorRef, (snapshot) =>
    actor ? selector(snapshot as SnapshotFrom<TMachine>) : undefined,
  );
}
