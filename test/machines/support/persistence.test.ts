import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { fixtureMachine } from './fixture-machine';
import { withHeldActors } from '../../../machines/qa/model-walk';
import { memoryStorage } from './memory-storage';
import {
  createRestoredActor,
  fingerprintOf,
  persistActor,
  readPersistedSnapshot,
} from '../../../machines/support/persistence';
import {
  dropContextFields,
  keepEverything,
  withoutSecretKeys,
} from '../../../machines/support/sanitise';

const machine = withHeldActors(fixtureMachine);
const key = 'fixture';

describe('snapshot persistence', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    vi.useFakeTimers();
    storage = memoryStorage();
  });
  afterEach(() => vi.useRealTimers());

  it('writes at most once per second, the latest snapshot', () => {
    const actor = createActor(machine, { input: {} }).start();
    persistActor(actor, { storage, key, sanitise: keepEverything });
    actor.send({ type: 'form.type', name: 'A', cardNumber: '' });
    actor.send({ type: 'form.type', name: 'Ana', cardNumber: '' });
    vi.advanceTimersByTime(999);
    expect(storage.items.has(key)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(readPersistedSnapshot(machine, { storage, key })).toMatchObject({
      context: { name: 'Ana' },
    });
  });

  it("writes nothing again for a child's event that changed nothing (the offer's clock ticking)", () => {
    const counter = setup({}).createMachine({
      context: { n: 0 },
      on: {
        ignored: { guard: () => false, actions: assign({ n: 1 }) },
        counted: { actions: assign({ n: ({ context }) => context.n + 1 }) },
      },
    });
    const parent = setup({ actors: { counter } }).createMachine({
      invoke: { id: 'counter', src: 'counter' },
    });
    const actor = createActor(parent).start();
    let writes = 0;
    const counting = {
      ...storage,
      setItem: (name: string, value: string) => ((writes += 1), storage.setItem(name, value)),
    };
    persistActor(actor, { storage: counting, key, sanitise: keepEverything });
    vi.advanceTimersByTime(1_000);
    const child = actor.getSnapshot().children.counter!;
    const before = writes;
    for (let second = 0; second < 5; second += 1) {
      child.send({ type: 'ignored' });
      vi.advanceTimersByTime(1_000);
    }
    expect(writes).toBe(before);
    child.send({ type: 'counted' });
    vi.advanceTimersByTime(1_000);
    expect(writes).toBe(before + 1);
    expect(storage.items.get(key)).toContain('"n":1');
  });

  it('writes on flush only what changed since the last write (a tab leaving)', () => {
    const actor = createActor(machine, { input: {} }).start();
    let writes = 0;
    const counting = {
      ...storage,
      setItem: (name: string, value: string) => ((writes += 1), storage.setItem(name, value)),
    };
    const persistence = persistActor(actor, { storage: counting, key, sanitise: keepEverything });
    actor.send({ type: 'form.type', name: 'Ana', cardNumber: '' });
    persistence.flush();
    expect(writes).toBe(1);
    expect(readPersistedSnapshot(machine, { storage, key })).toMatchObject({
      context: { name: 'Ana' },
    });
    persistence.flush();
    vi.advanceTimersByTime(1_000);
    expect(writes).toBe(1);
    actor.send({ type: 'form.type', name: 'Ana María', cardNumber: '' });
    persistence.flush();
    expect(writes).toBe(2);
    expect(readPersistedSnapshot(machine, { storage, key })).toMatchObject({
      context: { name: 'Ana María' },
    });
  });

  it('never writes a snapshot with a request in flight (tag busy)', () => {
    const actor = createActor(machine, { input: {} }).start();
    persistActor(actor, { storage, key, sanitise: keepEverything });
    actor.send({ type: 'form.type', name: 'Ana', cardNumber: '' });
    vi.advanceTimersByTime(1_000);
    actor.send({ type: 'form.submit', wantsExtras: false });
    expect(actor.getSnapshot().value).toBe('saving');
    vi.advanceTimersByTime(5_000);
    expect(readPersistedSnapshot(machine, { storage, key })).toMatchObject({ value: 'editing' });
  });

  it('drops the fields the machine declares secret, and any key that names a secret', () => {
    const actor = createActor(machine, { input: {} }).start();
    const persistence = persistActor(actor, { storage, key, sanitise: dropContextFields('name') });
    actor.send({ type: 'form.type', name: 'Ana', cardNumber: '4111111111111111' });
    persistence.flush();
    const stored = storage.items.get(key) ?? '';
    expect(stored).not.toContain('Ana');
    expect(stored).not.toContain('4111111111111111');
    expect(stored).not.toContain('cardNumber');
  });

  it('copies a snapshot without its secret keys at any depth, arrays included', () => {
    const snapshot = {
      quotes: [{ cvv: '123', kept: 1, holder: { password: 'x', name: 'Łukasz', phone: null } }],
      token: 't',
      list: [1, 'dos'],
    };
    expect(withoutSecretKeys(snapshot)).toEqual({
      quotes: [{ kept: 1, holder: { name: 'Łukasz', phone: null } }],
      list: [1, 'dos'],
    });
    const tampered = JSON.parse('{"__proto__": {"isAdmin": true}, "kept": 1}') as object;
    const copy = withoutSecretKeys(tampered);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(copy).toEqual({ kept: 1 });
  });

  it('restores the actor on the stored state with its data', () => {
    const first = createActor(machine, { input: {} }).start();
    const persistence = persistActor(first, { storage, key, sanitise: keepEverything });
    first.send({ type: 'form.type', name: 'Ana', cardNumber: '' });
    first.send({ type: 'form.submit', wantsExtras: true });
    persistence.stop();
    const restored = createRestoredActor(machine, { storage, key }, { input: {} }).start();
    expect(restored.getSnapshot().matches({ extras: { left: 'a', right: 'c' } })).toBe(true);
    expect(restored.getSnapshot().context.name).toBe('Ana');
  });

  it('starts fresh when the stored snapshot belongs to another version of the machine', () => {
    storage.setItem(key, JSON.stringify({ fingerprint: 'old', snapshot: { value: 'gone' } }));
    const actor = createRestoredActor(machine, { storage, key }, { input: {} }).start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(storage.items.has(key)).toBe(false);
  });

  it('starts fresh when the stored snapshot names a state the machine does not have', () => {
    storage.setItem(
      key,
      JSON.stringify({
        fingerprint: fingerprintOf(machine),
        snapshot: { value: 'gone', context: {} },
      }),
    );
    const actor = createRestoredActor(machine, { storage, key }, { input: {} }).start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(storage.items.has(key)).toBe(false);
  });
});
