import * as v from 'valibot';
import type {
  Actor,
  AnyActorLogic,
  AnyActorRef,
  AnyMachineSnapshot,
  AnyStateMachine,
  StateValue,
} from 'xstate';
import { describeIssues, schemasOf } from './machine-schemas';

/**
 * Whether a stored snapshot is one the machine can run: the tab's storage is the visitor's to
 * edit, and a snapshot written by an older page, cut short or tampered with must start the flow
 * afresh instead of breaking every page of the tab.
 */

const stateValueShape: v.GenericSchema<StateValue> = v.union([
  v.string(),
  v.record(
    v.string(),
    v.lazy(() => stateValueShape),
  ),
]);

/**
 * A call's persisted snapshot: running, answered, failed or stopped. A call that ended stays
 * listed while the state that made it lasts: the payment step's bank list that failed (the
 * database away) is still there, its failure already handled (onError).
 */
const callShape = v.looseObject({ status: v.picklist(['active', 'done', 'error', 'stopped']) });

/**
 * A flow's persisted snapshot: running, or finished and still listed by its parent (the cart
 * that issued the policy, next to the thank-you page's flow). The app itself must be running
 * (restoredRunning).
 */
const machineSnapshotShape = v.looseObject({
  status: v.picklist(['active', 'done']),
  value: stateValueShape,
  context: v.looseObject({}),
  children: v.record(
    v.string(),
    v.looseObject({ src: v.string(), snapshot: v.unknown(), systemId: v.optional(v.string()) }),
  ),
});

const inPlace = (place: string, problems: string[]) =>
  problems.map((problem) => `${place}: ${problem}`);

/**
 * What is wrong with a persisted snapshot of `logic`, its child flows' included (each checked
 * against its own machine's schemas); empty when nothing is.
 */
export function snapshotProblems(
  logic: AnyActorLogic,
  persisted: unknown,
  place = 'snapshot',
): string[] {
  const schemas = schemasOf(logic);
  if (!schemas) {
    const call = v.safeParse(callShape, persisted);
    return call.success ? [] : inPlace(place, describeIssues(call.issues));
  }
  const shape = v.safeParse(machineSnapshotShape, persisted);
  if (!shape.success) return inPlace(place, describeIssues(shape.issues));
  const { context, children, value, status } = shape.output;
  const valueProblems = stateValueProblems(logic as AnyStateMachine, value, context, status);
  const contextCheck = v.safeParse(schemas.context, context);
  const contextProblems = contextCheck.success ? [] : describeIssues(contextCheck.issues);
  const flowsCheck = schemas.snapshot ? v.safeParse(schemas.snapshot, shape.output) : undefined;
  const flowProblems = flowsCheck?.success === false ? describeIssues(flowsCheck.issues) : [];
  // A flow loaded later (loaded-later.ts) names its actors once loaded, as it has schemas.
  const actors = (logic as Partial<AnyStateMachine>).implementations?.actors ?? {};
  const childProblems = Object.entries(children).flatMap(([id, child]) => {
    const childLogic = actors[child.src] as AnyActorLogic | undefined;
    if (!childLogic) return [`${place}.${id}: no actor named ${child.src}`];
    return snapshotProblems(childLogic, child.snapshot, `${place}.${id}`);
  });
  return [
    ...inPlace(`${place}.value`, valueProblems),
    ...inPlace(`${place}.context`, contextProblems),
    ...inPlace(place, flowProblems),
    ...childProblems,
  ];
}

/**
 * A stored state value must name a state in every region it enters: xstate fills a region left
 * out with its initial state, which disagrees with the rest of the snapshot (a quote region back
 * at the wizard while the wizard has handed over, so no quote ever leaves). And a flow is done
 * exactly when its state is final: a wizard said to be done on its vehicle step would hear no
 * key typed into its search.
 */
function stateValueProblems(
  machine: AnyStateMachine,
  value: StateValue,
  context: Record<string, unknown>,
  status: 'active' | 'done',
): string[] {
  let resolved: AnyMachineSnapshot;
  try {
    resolved = machine.resolveState({ value, context });
  } catch {
    return ['names a state the machine lacks'];
  }
  if (!sameStateValue(resolved.value, value)) return ['leaves a region without its state'];
  if (resolved.status === status) return [];
  return [status === 'done' ? 'is done in a state that is not final' : 'runs in a final state'];
}

function sameStateValue(a: StateValue, b: StateValue): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => key in b && sameStateValue(a[key]!, b[key]!))
  );
}

/**
 * Whether an actor created from a stored snapshot came back running, with no child flow failed:
 * xstate turns a snapshot it cannot restore (a state the machine lacks) into an actor in
 * error, which would fail its parent as soon as it starts. A call that failed is not such a
 * case: its failure is its answer, which its flow handled and hears again on start.
 */
export function restoredRunning(actor: AnyActorRef): boolean {
  return actor.getSnapshot().status === 'active' && !hasFailed(actor);
}

const isFlow = (actor: AnyActorRef) =>
  schemasOf((actor as Actor<AnyActorLogic>).logic) !== undefined;

function hasFailed(actor: AnyActorRef): boolean {
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  if (snapshot.status === 'error') return true;
  const children = Object.values((snapshot.children ?? {}) as Record<string, AnyActorRef>);
  return children.filter(isFlow).some(hasFailed);
}
