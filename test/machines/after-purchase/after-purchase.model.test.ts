import { expect, it } from 'vitest';
import { afterPurchaseMachine } from '../../../machines/after-purchase/after-purchase.machine';
import { afterPurchaseWalk } from '../../../machines/qa/samples/after-purchase.samples';
import { formatCoverage, measureCoverage, walkOf } from '../support/model';

it('walks every state and transition after the purchase, with and without e-mail', () => {
  const report = measureCoverage(walkOf(afterPurchaseMachine, afterPurchaseWalk));
  console.info(formatCoverage(report));
  expect(report.transitions.missing).toEqual([]);
  expect(report.states.missing).toEqual([]);
  // The download has no fallback: where its guard is false, the walk's can() leaves the event
  // out, so the replay only sees it true (the unit tests refuse a download before sign-in).
  expect(report.guards.oneWay).toEqual([{ name: 'policyCanBeDownloaded', seen: [true] }]);
});
