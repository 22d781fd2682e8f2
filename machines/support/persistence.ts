import {
  createActor,
  type ActorOptions,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type Actor,
  type StateValue,
} from 'xstate';
import { timing } from '../../src/domain/timing';
import { withoutSecretKeys, type PersistedShape, type SnapshotSanitiser } from './sanitise';
import { stateNodesOf } from './transitions';

/**
 * The working state survives a reload: each actor's snapshot goes to session storage (throttled,
 * about once a second) and a new page restores it with `createActor(machine, { snapshot })`.
 *
 * Only resting snapshots are written: a state tagged `busy` has a request in flight, and a
 * promise actor that was running is started again on restore. So a reload during a request
 * lands on the step that made it, with its data, and the visitor submits again.
 *
 * Storage is passed in (the browser's `sessionStorage`), so machines never touch the DOM.
 */

export type SnapshotStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tag of states with a request in flight; they are never persisted. */
export const busyTag = 'busy';

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

/** A short hash of the machine's state ids. */
export function fingerprintOf(machine: AnyStateMachine): string {
  const ids = stateNodesOf(machine)
    .map((node) => node.id)
    .join('|');
  let hash = 5381;
  for (let index = 0; index < ids.length; index += 1) {
    hash = ((hash * 33) ^ ids.charCodeAt(index)) >>> 0;
  }
  return hash.toString(36);
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

export function readPersistedSnapshot(
  machine: AnyStateMachine,
  { storage, key }: Pick<PersistenceOptions, 'storage' | 'key'>,
): PersistedShape | undefined {
  const text = storage.getItem(key);
  if (!text) return undefined;
  try {
    const stored = JSON.parse(text) as StoredSnapshot;
    if (stored.fingerprint === fingerprintOf(machine)) return stored.snapshot;
  } catch {
    // Unreadable: treated as absent below.
  }
  storage.removeItem(key);
  return undefined;
}

export function clearPersistedSnapshot(storage: SnapshotStorage, key: string): void {
  storage.removeItem(key);
}

/**
 * An actor for `machine`, restored from storage when a compatible snapshot is there, fresh
 * otherwise (a snapshot the machine cannot read is dropped).
 */
export function createRestoredActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  persistence: Pick<PersistenceOptions, 'storage' | 'key'>,
  options: ActorOptions<TMachine> = {},
): Actor<TMachine> {
  const snapshot = readPersistedSnapshot(machine, persistence);
  if (snapshot) {
    try {
      // Throws for a state the machine does not have (restoring alone would not).
      machine.resolveState({ value: snapshot.value as StateValue, context: snapshot.context });
      return createActor(machine, { ...options, snapshot } as ActorOptions<TMachine>);
    } catch {
      clearPersistedSnapshot(persistence.storage, persistence.key);
    }
  }
  return createActor(machine, options);
}

export interface Persistence {
  /** Writes the latest resting snapshot now (on page hide). */
  flush(): void;
  stop(): void;
}

/** Writes the actor's resting snapshots to storage, at most once per `throttleMs`. */
export function persistActor(actor: AnyActorRef, options: PersistenceOptions): Persistence {
  const machine = (actor as Actor<AnyStateMachine>).logic;
  const throttleMs = options.throttleMs ?? timing.persistThrottleMs;
  let latest: AnyMachineSnapshot | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!latest) return;
    const stored: StoredSnapshot = {
      fingerprint: fingerprintOf(machine),
      snapshot: storableSnapshot(machine, latest, options.sanitise),
    };
    options.storage.setItem(options.key, JSON.stringify(stored));
    latest = undefined;
  };

  const remember = (snapshot: AnyMachineSnapshot) => {
    if (snapshot.hasTag(busyTag)) return;
    latest = snapshot;
    timer ??= setTimeout(flush, throttleMs);
  };
  remember(actor.getSnapshot());
  const subscription = actor.subscribe(remember);

  return {
    flush,
    stop() {
      flush();
      subscription.unsubscribe();
    },
  };
}
