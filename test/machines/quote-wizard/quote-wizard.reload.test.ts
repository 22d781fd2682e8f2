import { describe, expect, it } from 'vitest';
import { createRestoredActor, persistActor } from '../../../machines/support/persistence';
import { entryOf } from '../../../machines/registry';
import { selectStep } from '../../../machines/quote-wizard/quote-wizard.selectors';
import type { WizardVariant } from '../../../machines/quote-wizard/quote-wizard.types';
import { memoryStorage } from '../support/memory-storage';
import { advanceTo, startWizard } from './start-wizard';

const stepsOf: Record<WizardVariant, string[]> = {
  standard: ['vehicle', 'modelYear', 'postalCode', 'personType', 'birthDate', 'handedOver'],
  lead: ['birthDate', 'lead'],
  quoteCart: ['quoteCart'],
};

const quoteWizardEntry = entryOf('quoteWizard');

const cases = Object.entries(stepsOf).flatMap(([variant, steps]) =>
  steps.map((step) => [variant as WizardVariant, step] as const),
);

describe('quote wizard: a reload restores the step with its data', () => {
  it.each(cases)('%s variant, %s step', async (variant, step) => {
    const { actor, machine } = startWizard({ variant });
    await advanceTo(actor, step);
    if (step === 'vehicle') actor.send({ type: 'wizard.search', text: 'V' });
    expect(selectStep(actor.getSnapshot())).toBe(step);

    const storage = memoryStorage();
    const key = quoteWizardEntry.name;
    persistActor(actor, { storage, key, sanitise: quoteWizardEntry.sanitise }).stop();
    const restored = createRestoredActor(machine, { storage, key }, { input: { variant } }).start();

    expect(selectStep(restored.getSnapshot())).toBe(step);
    expect(restored.getSnapshot().context).toEqual(actor.getSnapshot().context);
  });
});
