import type { AnyActorRef, AnyStateMachine, InputFrom } from 'xstate';
import { createRestoredActor, persistActor } from '../../machines/support/persistence';
import { memoryStorage } from './support/memory-storage';
import type { SnapshotSanitiser } from '../../machines/support/sanitise';

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
