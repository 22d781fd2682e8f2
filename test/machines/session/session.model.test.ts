import { expect, it } from 'vitest';
import { sessionMachine } from '../../../machines/session/session.machine';
import { expectFullCoverage } from '../support/model';
import { cartId, sessionSamples, sessionVertex } from './samples';

it('walks every state, transition and guard branch of the session, for each kind of arrival', () => {
  const report = expectFullCoverage({
    machine: sessionMachine,
    inputs: [
      { arrival: { canary: false } },
      { arrival: { canary: false, cartId } },
      { arrival: { canary: false, promoCode: 'AS_LEADS' }, selectedProvider: 'mapfre' },
    ],
    events: sessionSamples as never,
    serializeState: sessionVertex as never,
  });
  expect(report.transitions.taken).toBe(report.transitions.defined);
});
