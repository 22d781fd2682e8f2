import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { chunkLoadedLater } from '../../../machines/support/loaded-later';

/** A chunk of flows whose code arrives only when the test calls `load`. */
function chunkWithOneFlow() {
  const flow = createMachine({ id: 'laterFlow', initial: 'running', states: { running: {} } });
  const chunk = chunkLoadedLater(async () => ({ flow }));
  const { laterFlow } = chunk.standIns(['laterFlow'], (code) => ({ laterFlow: code.flow }));
  return { chunk, standIn: laterFlow, flow };
}

describe('a flow loaded later', () => {
  it("serialises before its code arrives, as Stately's inspector does with every actor logic", () => {
    const { standIn } = chunkWithOneFlow();
    expect(() => JSON.stringify(standIn)).not.toThrow();
    expect(standIn.config).toBeUndefined();
  });

  it('refuses to start before its code arrives, and runs the loaded flow after', async () => {
    const { chunk, standIn, flow } = chunkWithOneFlow();
    const early = createActor(standIn);
    const errors: unknown[] = [];
    early.subscribe({ error: (error) => errors.push(error) });
    early.start();
    expect(errors).toEqual([new Error('laterFlow started before its code was loaded.')]);
    await chunk.load();
    expect(standIn.config).toBe(flow.config);
    expect(createActor(standIn).start().getSnapshot().value).toBe('running');
  });
});
