import { expect, it } from 'vitest';
import { appMachine } from '../../../machines/app/app.machine';
import { appWalk } from '../../../machines/qa/samples/app.samples';
import { expectFullCoverage, walkOf } from '../support/model';

it('walks every state, transition and guard branch of the app machine', () => {
  const report = expectFullCoverage(walkOf(appMachine, appWalk));
  expect(report.transitions.taken).toBe(report.transitions.defined);
  expect(report.guards.bothWays).toBe(report.guards.defined);
});
