import { describe, expect, it } from 'vitest';
import { createActor, createMachine, sendTo, setup } from 'xstate';
import { createEventLog } from '../../src/web/flow-hooks/event-log';

/** A flow the app runs under its systemId, and a helper actor it runs without one. */
const flow = createMachine({ on: { 'wizard.search': {} } });
const helper = createMachine({ on: { 'helper.ping': {} } });

const app = setup({ actors: { flow, helper } }).createMachine({
  invoke: [
    { id: 'quoteWizard', systemId: 'quoteWizard', src: 'flow' },
    { id: 'helper', src: 'helper' },
  ],
  on: {
    'app.search': { actions: sendTo('quoteWizard', { type: 'wizard.search', text: 'Versa' }) },
    'app.ping': { actions: sendTo('helper', { type: 'helper.ping' }) },
  },
});

describe("the inspector's event log", () => {
  it('files each event under the app or the flow it was sent to, and skips actors without a systemId', () => {
    const log = createEventLog();
    const actor = createActor(app, { inspect: log.record }).start();
    actor.send({ type: 'app.search' });
    actor.send({ type: 'app.ping' });

    expect(log.of('app').map(({ event }) => event.type)).toEqual(
      expect.arrayContaining(['app.search', 'app.ping']),
    );
    // Newest first: the search, after the flow's start.
    expect(log.of('quoteWizard').map(({ event }) => event)).toEqual([
      { type: 'wizard.search', text: 'Versa' },
      { type: 'xstate.init', input: undefined },
    ]);
    expect(log.of('helper')).toEqual([]);
    actor.stop();
  });

  it('keeps no card number or CVV in what it shows', () => {
    const log = createEventLog();
    const actor = createActor(app, { inspect: log.record }).start();
    actor.send({ type: 'app.ping', cardNumber: '4111 1111 1111 1111', cvv: '123', bank: 'BBVA' });
    expect(log.of('app')[0]?.event).toEqual({ type: 'app.ping', bank: 'BBVA' });
    actor.stop();
  });
});
