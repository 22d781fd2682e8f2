import {
  createActor,
  type ActorOptions,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type Actor,
  type Snapshot,
  type Subscription,
} from 'xstate';
import { timing } from '../../src/domain/common/timing';
import { withoutSecretKeys, type PersistedShape, type SnapshotSanitiser } from './sanitise';
import { restoredRunning, snapshotProblems } from './restorable';
import { stateNodesOf } from './transitions';

/**
 * The working state survives a reload: each actor's snapshot goes to session storage (throttled,
 * about once a second) and a new page restores it with `createActor(machine, { snapshot })`.
 *
 * Only resting snapshots are written: a state tagged `busy` has a request in flight, and a
 * promise actor that was running is started again on restore. So a reload during a request
 * lands on the step that made it, with its data, and the visitor submits again. A busy state
 * whose calls only read (a quote round) is also tagged `askedAgainOnRestore`: it is written, and
 * its calls start again on restore, as no visitor could ask for them again.
 *
 * Storage is passed in (the browser's `sessionStorage`), so machines never touch the DOM.
 */

export type SnapshotStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tag of states with a request in flight; they are never persisted. */
export const busyTag = 'busy';

/**
 * The tag of busy states whose calls only read and that nothing on the page asks for again (the
 * quote round, the versions it needs, the quotation's code): they are persisted, and a restore
 * starts their calls again (xstate restarts a running call's actor with its input).
 */
export const askedAgainOnRestoreTag = 'askedAgainOnRestore';

interface StoredSnapshot {
  /** Changes when the machine's states change, so an old snapshot is dropped, not misread. */
  fingerprint: string;
  snapshot: PersistedShape;
}

export interface PersistenceOptions {
  storage: SnapshotStorage;
  /** The storage key, the machine's name by default. */
  key: string;
  sanitise: SnapshotSanitiser;
  /** @default timing.persistThrottleMs (1000) */
  throttleMs?: number;
}

/** The state ids of a machine and of the machines it names as actors (its child flows). */
function stateIdsWithChildren(machine: AnyStateMachine): string[] {
  const childMachines = Object.values(machine.implementations.actors).filter(
    (logic): logic is AnyStateMachine => typeof logic === 'object' && 'root' in logic,
  );
  return [
    ...stateNodesOf(machine).map((node) => node.id),
    ...childMachines.flatMap(stateIdsWithChildren),
  ];
}

const fingerprints = new WeakMap<AnyStateMachine, string>();

/**
 * A short hash of the machine's state ids, its child machines' included; once per machine (a
 * machine never changes; every write and restore asks).
 */
export function fingerprintOf(machine: AnyStateMachine): string {
  let fingerprint = fingerprints.get(machine);
  if (fingerprint === undefined) {
    const ids = stateIdsWithChildren(machine).join('|');
    let hash = 5381;
    for (let index = 0; index < ids.length; index += 1) {
      hash = ((hash * 33) ^ ids.charCodeAt(index)) >>> 0;
    }
    fingerprint = hash.toString(36);
    fingerprints.set(machine, fingerprint);
  }
  return fingerprint;
}

/** What would be written for this snapshot: persisted, sanitised, without secret keys. */
export function storableSnapshot(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  sanitise: SnapshotSanitiser,
): PersistedShape {
  const persisted = machine.getPersistedSnapshot(snapshot) as PersistedShape;
  return withoutSecretKeys(sanitise(persisted));
}

/**
 * The stored snapshot as written, unchecked and left in place: what tells which flows' code a
 * restore needs loaded before the snapshot can be checked (their schemas come with it).
 */
export function peekPersistedSnapshot({
  storage,
  key,
}: Pick<PersistenceOptions, 'storage' | 'key'>): PersistedShape | undefined {
  try {
    const stored = JSON.parse(storage.getItem(key) ?? 'null') as Partial<StoredSnapshot> | null;
    const snapshot: unknown = stored?.snapshot;
    return typeof snapshot === 'object' && snapshot !== null
      ? (snapshot as PersistedShape)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The stored snapshot when the machine can restore it: written by this version of the machine
 * (its fingerprint) and of the shape its schemas and its children's describe (restorable.ts).
 * Anything else is deleted.
 */
export function readPersistedSnapshot(
  machine: AnyStateMachine,
  { storage, key }: Pick<PersistenceOptions, 'storage' | 'key'>,
): PersistedShape | undefined {
  const text = storage.getItem(key);
  if (!text) return undefined;
  try {
    const stored = JSON.parse(text) as Partial<StoredSnapshot> | null;
    if (
      stored?.fingerprint === fingerprintOf(machine) &&
      snapshotProblems(machine, stored.snapshot).length === 0
    ) {
      return stored.snapshot;
    }
  } catch {
    // Unreadable: deleted below.
  }
  storage.removeItem(key);
  return undefined;
}

/** The storage entry of a stored snapshot of `machine` (persisted and sanitised already). */
export function storedSnapshotText(machine: AnyStateMachine, snapshot: PersistedShape): string {
  const stored: StoredSnapshot = { fingerprint: fingerprintOf(machine), snapshot };
  return JSON.stringify(stored);
}

export function clearPersistedSnapshot(storage: SnapshotStorage, key: string): void {
  storage.removeItem(key);
}

/**
 * An actor for `machine`, restored from storage when a snapshot it can run is there, fresh
 * otherwise; a stored snapshot it cannot run is deleted. `options` may depend on whether one
 * was refused, so the flow can tell the visitor it started afresh.
 */
export function createRestoredActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  persistence: Pick<PersistenceOptions, 'storage' | 'key'>,
  options: ActorOptions<TMachine> | ((refused: boolean) => ActorOptions<TMachine>) = {},
): Actor<TMachine> {
  const optionsFor = typeof options === 'function' ? options : () => options;
  const stored = persistence.storage.getItem(persistence.key) !== null;
  const snapshot = readPersistedSnapshot(machine, persistence);
  if (snapshot) {
    const restored = createActor(machine, {
      ...optionsFor(false),
      snapshot,
    } as ActorOptions<TMachine>);
    if (restoredRunning(restored)) return restored;
    clearPersistedSnapshot(persistence.storage, persistence.key);
  }
  return createActor(machine, optionsFor(stored));
}

export interface Persistence {
  /** Writes the latest resting snapshot now (on page hide). */
  flush(): void;
  stop(): void;
}

/** Whether a snapshot may be written: resting, or busy with calls a restore asks again. */
function isStorable(snapshot: Snapshot<unknown>): boolean {
  if (!('hasTag' in snapshot)) return true;
  const machineSnapshot = snapshot as AnyMachineSnapshot;
  return !machineSnapshot.hasTag(busyTag) || machineSnapshot.hasTag(askedAgainOnRestoreTag);
}

/**
 * Writes the actor's resting snapshots to storage, at most once per `throttleMs`. A child flow
 * (the app machine's children) with a request in flight is written as it last rested, so one
 * busy flow does not hold back the others.
 */
export function persistActor(actor: AnyActorRef, options: PersistenceOptions): Persistence {
  const machine = (actor as Actor<AnyStateMachine>).logic;
  const throttleMs = options.throttleMs ?? timing.persistThrottleMs;
  let latest: AnyMachineSnapshot | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restingChildren = new Map<AnyActorRef, unknown>();
  const watchedChildren = new Map<AnyActorRef, Subscription>();

  const persistedWithRestingChildren = (snapshot: AnyMachineSnapshot) => {
    const persisted = machine.getPersistedSnapshot(snapshot) as PersistedShape;
    const children = { ...persisted.children };
    for (const [id, child] of Object.entries(snapshot.children as Record<string, AnyActorRef>)) {
      const resting = restingChildren.get(child);
      if (!isStorable(child.getSnapshot()) && resting && children[id]) {
        children[id] = { ...children[id], snapshot: resting };
      }
    }
    return { ...persisted, children };
  };

  // Writes what changed since the last write, if anything: a tab leaving (pagehide) with
  // nothing pending copies and writes nothing (the whole state cost a phone 160 ms at 4× CPU).
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    if (!latest) return;
    const snapshot = withoutSecretKeys(options.sanitise(persistedWithRestingChildren(latest)));
    options.storage.setItem(options.key, storedSnapshotText(machine, snapshot));
  };
  const schedule = () => {
    timer ??= setTimeout(flush, throttleMs);
  };

  // The snapshot each child was last noted at: an event that changed nothing (xstate still
  // tells its observers) is not copied or written again.
  const notedSnapshots = new WeakMap<object, unknown>();
  const noteChild = (child: AnyActorRef) => {
    const snapshot = child.getSnapshot();
    if (notedSnapshots.get(child) === snapshot) return;
    notedSnapshots.set(child, snapshot);
    if (isStorable(snapshot)) restingChildren.set(child, child.getPersistedSnapshot());
    schedule();
  };
  const watchChildren = (snapshot: AnyMachineSnapshot) => {
    const children = Object.values(snapshot.children as Record<string, AnyActorRef>);
    for (const [child, subscription] of watchedChildren) {
      if (children.includes(child)) continue;
      subscription.unsubscribe();
      watchedChildren.delete(child);
      restingChildren.delete(child);
    }
    for (const child of children) {
      if (watchedChildren.has(child)) continue;
      noteChild(child);
      // A child's failure reaches its parent; this observer only writes.
      const observer = { next: () => noteChild(child), error: () => undefined };
      watchedChildren.set(child, child.subscribe(observer));
    }
  };

  const remember = (snapshot: AnyMachineSnapshot) => {
    watchChildren(snapshot);
    if (!isStorable(snapshot)) return;
    latest = snapshot;
    schedule();
  };
  // A child's snapshots from its start: one spawned and asked something in the same step (the
  // app's quotation, started with the quote asked for) is busy by the time the parent's
  // subscribers hear of it, but it rested once before.
  const childStarts = actor.system.inspect((event) => {
    if (event.type !== '@xstate.snapshot' || !isStorable(event.snapshot)) return;
    if (notedSnapshots.get(event.actorRef) === event.snapshot) return;
    const children = Object.values(actor.getSnapshot().children as Record<string, AnyActorRef>);
    const child = children.find((running) => running === event.actorRef);
    if (child) restingChildren.set(child, child.getPersistedSnapshot());
  });
  remember(actor.getSnapshot());
  const subscription = actor.subscribe(remember);

  return {
    flush,
    stop() {
      flush();
      subscription.unsubscribe();
      childStarts.unsubscribe();
      watchedChildren.forEach((child) => child.unsubscribe());
    },
  };
}
