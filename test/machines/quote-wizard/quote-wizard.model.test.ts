import { expect, it } from 'vitest';
import { quoteWizardMachine } from '../../../machines/quote-wizard/quote-wizard.machine';
import { quoteWizardWalk } from '../../../machines/qa/samples/quote-wizard.samples';
import { expectFullCoverage, walkOf } from '../support/model';

it('walks every state, transition and guard branch of the quote wizard, in its three variants', () => {
  const report = expectFullCoverage(walkOf(quoteWizardMachine, quoteWizardWalk));
  expect(report.transitions.taken).toBe(report.transitions.defined);
});
