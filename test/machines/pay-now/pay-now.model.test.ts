import { expect, it } from 'vitest';
import { payNowMachine } from '../../../machines/pay-now/pay-now.machine';
import { payNowWalk } from '../../../machines/qa/samples/pay-now.samples';
import { formatCoverage, measureCoverage, walkOf } from '../support/model';

it('walks every state, transition and both sides of each guard of Pagar ahora', () => {
  const report = measureCoverage(walkOf(payNowMachine, payNowWalk));
  console.info(formatCoverage(report));
  expect(report.transitions.missing).toEqual([]);
  expect(report.states.missing).toEqual([]);
  expect(report.guards.oneWay).toEqual([]);
});
