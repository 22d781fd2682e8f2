import { expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { SessionContext } from '../../../machines/session/session.types';
import { sessionMachine } from '../../../machines/session/session.machine';
import { expectFullCoverage } from '../support/model';
import { cartId, sessionSamples } from './samples';

/** What the guards read: the state, the promo and cart held, the selection. */
const sessionVertex = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as SessionContext;
  return JSON.stringify([
    snapshot.value,
    context.promoCode,
    context.cartId,
    context.arrival.cartId,
  ]);
};

it('walks every state, transition and guard branch of the session, for each kind of arrival', () => {
  const report = expectFullCoverage({
    machine: sessionMachine,
    inputs: [
      { arrival: { canary: false } },
      { arrival: { canary: false, cartId } },
      { arrival: { canary: false, promoCode: 'AS_LEADS' }, selectedProvider: 'mapfre' },
    ],
    events: sessionSamples as never,
    serializeState: sessionVertex,
  });
  expect(report.transitions.taken).toBe(report.transitions.defined);
});
