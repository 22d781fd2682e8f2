import { waitFor, type ActorRefFrom } from 'xstate';
import type { quoteWizardMachine } from '../../../machines/quote-wizard/quote-wizard.machine';
import { selectStep } from '../../../machines/quote-wizard/quote-wizard.selectors';
import type { PersonType } from '../../../src/domain/quote/person';
import { versa } from '../../../machines/qa/samples/quote-wizard.samples';
import type { AppActor } from './start-app';

type Wizard = ActorRefFrom<typeof quoteWizardMachine>;

export const wizardOf = (app: AppActor) => app.getSnapshot().children.quoteWizard as Wizard;

const next = (wizard: Wizard) => wizard.send({ type: 'wizard.next' });

/** Each step answered as a visitor would; answers already there (a new quote) are kept. */
const answerStep: Record<string, (wizard: Wizard, personType: PersonType) => Promise<unknown>> = {
  vehicle: async (wizard) => {
    if (!wizard.getSnapshot().context.fields.subbrandId) {
      wizard.send({ type: 'wizard.selectSubBrand', subbrand: versa });
    }
    next(wizard);
    return waitFor(wizard, (snapshot) => snapshot.matches('modelYear'), { timeout: 1_000 });
  },
  modelYear: async (wizard) => {
    wizard.send({ type: 'wizard.selectModelYear', year: 2020 });
    next(wizard);
  },
  postalCode: async (wizard) => {
    const typed = wizard.getSnapshot().context.fields.postalCode;
    if (typed) {
      next(wizard);
      const after = await waitFor(
        wizard,
        (snapshot) => snapshot.matches('personType') || Boolean(snapshot.context.errors.postalCode),
        { timeout: 1_000 },
      );
      if (after.matches('personType')) return after;
    }
    // None yet, or one the wizard refuses (a stored one edited): typed as a visitor would.
    wizard.send({ type: 'wizard.change', values: { postalCode: '06700' } });
    next(wizard);
    return waitFor(wizard, (snapshot) => snapshot.matches('personType'), { timeout: 1_000 });
  },
  personType: async (wizard, personType) => {
    // A person is priced by gender; a company is not asked.
    const gender = personType === 'natural' ? 'female' : '';
    wizard.send({ type: 'wizard.change', values: { personType, gender } });
    next(wizard);
  },
  birthDate: async (wizard) => {
    wizard.send({
      type: 'wizard.change',
      values: { dayOfBirth: '13', monthOfBirth: '03', yearOfBirth: '1986' },
    });
    next(wizard);
  },
};

/** Answers the app's wizard from its current step up to the hand-over. */
export async function answerWizard(app: AppActor, personType: PersonType = 'natural') {
  const wizard = wizardOf(app);
  for (let step = selectStep(wizard.getSnapshot()); step !== 'handedOver';) {
    const answer = answerStep[step];
    if (!answer) throw new Error(`No answer for the wizard step ${step}.`);
    await answer(wizard, personType);
    const previous = step;
    step = selectStep(wizard.getSnapshot());
    // A step its answer does not pass would loop forever: say which one instead.
    if (step === previous) throw new Error(`The wizard stayed on ${step}.`);
  }
}

/**
 * Answers the app's wizard up to the hand-over, and waits while the quotation's code loads (at
 * once unless the test holds it).
 */
export async function quoteThrough(app: AppActor, personType: PersonType = 'natural') {
  await answerWizard(app, personType);
  await waitFor(app, (snapshot) => !snapshot.matches({ quotation: 'loading' }), { timeout: 1_000 });
}
