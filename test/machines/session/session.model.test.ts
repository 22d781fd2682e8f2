import { expect, it } from 'vitest';
import { sessionMachine } from '../../../machines/session/session.machine';
import { sessionWalk } from '../../../machines/qa/samples/session.samples';
import { expectFullCoverage, walkOf } from '../support/model';

it('walks every state, transition and guard branch of the session, for each kind of arrival', () => {
  const report = expectFullCoverage(walkOf(sessionMachine, sessionWalk));
  expect(report.transitions.taken).toBe(report.transitions.defined);
});
