import { expect, it } from 'vitest';
import { quoteWizardMachine } from '../../../machines/quote-wizard/quote-wizard.machine';
import { expectFullCoverage } from '../support/model';
import { wizardSamples, wizardVertex } from './samples';

it('walks every state, transition and guard branch of the quote wizard, in its three variants', () => {
  const report = expectFullCoverage({
    machine: quoteWizardMachine,
    inputs: [{ variant: 'standard' }, { variant: 'lead' }, { variant: 'quoteCart' }],
    events: wizardSamples as never,
    serializeState: wizardVertex,
  });
  expect(report.transitions.taken).toBe(report.transitions.defined);
});
