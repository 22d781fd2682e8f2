import type { AnyActorRef, AnyStateMachine, InputFrom } from 'xstate';
import {
  createRestoredActor,
  persistActor,
  type SnapshotStorage,
} from '../../machines/support/persistence';
import type { SnapshotSanitiser } from '../../machines/support/sanitise';

/** Session storage as the browser gives it, in memory. */
export function memoryStorage(): SnapshotStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/**
 * The product's persistence on a running cart (call it right after start); `reload()` is a page
 * reload: the latest resting snapshot is written now and a new actor is restored from storage.
 */
export function persistSession<TMachine extends AnyStateMachine>(
  actor: AnyActorRef,
  machine: TMachine,
  sanitise: SnapshotSanitiser,
  input: InputFrom<TMachine>,
) {
  const storage = memoryStorage();
  const key = machine.id;
  const persistence = persistActor(actor, { storage, key, sanitise });
  return {
    reload() {
      persistence.stop();
      const stored = storage.getItem(key) ?? '';
      // A page with nothing stored yet starts the cart afresh, from the same input.
      const restored = createRestoredActor(machine, { storage, key }, { input } as never);
      restored.start();
      return { restored, stored };
    },
  };
}
