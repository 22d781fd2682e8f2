import { expect } from 'vitest';
import type { Actor, AnyActorRef, AnyStateMachine, InputFrom } from 'xstate';
import { selectStepIndex } from '../../machines/cart-shared/cart.selectors';
import { createRestoredActor, persistActor } from '../../machines/support/persistence';
import { settle } from './cart-fakes';
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

/** How a cart is reloaded in the tests: its sanitiser, its input and how it is filled in. */
export interface CartReload<TMachine extends AnyStateMachine> {
  sanitise: SnapshotSanitiser;
  input: InputFrom<TMachine>;
  fillUntil: (actor: Actor<TMachine>, step: string) => Promise<void>;
}

/**
 * Fills a started cart up to `step`, reloads the page, and answers the snapshots before and
 * after; both must stand at `step`.
 */
export async function reloadAtStep<TMachine extends AnyStateMachine>(
  cart: { actor: Actor<TMachine>; machine: TMachine },
  reload: CartReload<TMachine>,
  step: string,
) {
  const session = persistSession(cart.actor, cart.machine, reload.sanitise, reload.input);
  await reload.fillUntil(cart.actor, step);
  const before = cart.actor.getSnapshot();
  expect(before).toMatchObject({ value: step });

  const { restored } = session.reload();
  await settle();
  const after = restored.getSnapshot();
  expect(after).toMatchObject({ value: step });
  return { before, after };
}

type CartSnapshot = Parameters<typeof selectStepIndex>[0];

/** Records each step a cart passes through, with its step index, from now on. */
export function recordSteps<TSnapshot extends CartSnapshot>(actor: {
  getSnapshot(): TSnapshot;
  subscribe(listener: (snapshot: TSnapshot) => void): unknown;
}) {
  const seen: [string, number][] = [];
  const record = (snapshot: TSnapshot) => {
    const step =
      typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
    const entry: [string, number] = [step as string, selectStepIndex(snapshot)];
    if (seen.at(-1)?.join() !== entry.join()) seen.push(entry);
  };
  record(actor.getSnapshot());
  actor.subscribe(record);
  return seen;
}
