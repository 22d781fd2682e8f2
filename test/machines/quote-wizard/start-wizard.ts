import { createActor, fromPromise, waitFor, type AnyActorLogic } from 'xstate';
import { quoteWizardMachine } from '../../../machines/quote-wizard/quote-wizard.machine';
import type {
  ModelVersions,
  QuoteWizardInput,
} from '../../../machines/quote-wizard/quote-wizard.types';
import {
  modelYears,
  postalLocation,
  versa,
  versaVersions,
} from '../../../machines/qa/samples/quote-wizard.samples';

/** Fakes answering like the API would; a test overrides the one it is about. */
export function fakeWizardActors(overrides: Record<string, AnyActorLogic> = {}) {
  return {
    searchSubBrands: fromPromise(async () => [versa]),
    listModelYears: fromPromise(async () => modelYears),
    listVersions: fromPromise<ModelVersions, { modelId: string }>(async ({ input }) => ({
      modelId: input.modelId,
      versions: versaVersions,
    })),
    lookUpPostalCode: fromPromise(async () => postalLocation),
    createLead: fromPromise(async () => ({ leadId: 'lead-1' })),
    ...overrides,
  };
}

export function startWizard(
  input: QuoteWizardInput = {},
  overrides: Record<string, AnyActorLogic> = {},
) {
  const machine = quoteWizardMachine.provide({
    actors: fakeWizardActors(overrides) as never,
    delays: { autocompletePause: 0 },
  });
  const actor = createActor(machine, { input });
  // The hand-overs; and each model chosen, which the app hears to load the results' code.
  const emitted: unknown[] = [];
  actor.on('quotation.request', (event) => emitted.push(event));
  const modelsChosen: unknown[] = [];
  actor.on('wizard.modelChosen', (event) => modelsChosen.push(event));
  actor.start();
  return { actor, emitted, modelsChosen, machine };
}

export type WizardActor = ReturnType<typeof startWizard>['actor'];

/** Valid answers of each step, in order; quoteCart follows modelYear in its variant. */
const validAnswers: { step: string; answer: (actor: WizardActor) => Promise<unknown> | void }[] = [
  {
    step: 'vehicle',
    answer: (actor) => {
      actor.send({ type: 'wizard.selectSubBrand', subbrand: versa });
      actor.send({ type: 'wizard.next' });
      return waitFor(actor, (snapshot) => snapshot.matches('modelYear'));
    },
  },
  {
    step: 'modelYear',
    answer: (actor) => {
      actor.send({ type: 'wizard.selectModelYear', year: 2020 });
      actor.send({ type: 'wizard.next' });
    },
  },
  {
    step: 'postalCode',
    answer: (actor) => {
      actor.send({ type: 'wizard.change', values: { postalCode: '06700' } });
      actor.send({ type: 'wizard.next' });
      return waitFor(actor, (snapshot) => snapshot.matches('personType'));
    },
  },
  {
    step: 'personType',
    answer: (actor) => {
      actor.send({ type: 'wizard.change', values: { personType: 'natural', gender: 'female' } });
      actor.send({ type: 'wizard.next' });
    },
  },
  {
    step: 'birthDate',
    answer: (actor) => {
      actor.send({
        type: 'wizard.change',
        values: { dayOfBirth: '13', monthOfBirth: '03', yearOfBirth: '1986' },
      });
      actor.send({ type: 'wizard.next' });
    },
  },
];

/** Answers each step validly until the wizard shows `step` (or has handed over). */
export async function advanceTo(actor: WizardActor, step: string) {
  for (const { step: current, answer } of validAnswers) {
    const shown = actor.getSnapshot();
    if (
      shown.matches(step as never) ||
      shown.matches('handedOver') ||
      !shown.matches(current as never)
    ) {
      return;
    }
    await answer(actor);
  }
}
