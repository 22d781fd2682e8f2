import { expect, it } from 'vitest';
import { setPasswordMachine } from '../../../machines/set-password/set-password.machine';
import { setPasswordWalk } from '../../../machines/qa/samples/set-password.samples';
import { formatCoverage, measureCoverage, walkOf } from '../support/model';

it('walks every state, transition and both sides of each guard on the set-password page', () => {
  const report = measureCoverage(walkOf(setPasswordMachine, setPasswordWalk));
  console.info(formatCoverage(report));
  expect(report.transitions.missing).toEqual([]);
  expect(report.states.missing).toEqual([]);
  expect(report.guards.oneWay).toEqual([]);
});
