import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import {
  selectAnsweredSteps,
  selectIsAskingToDiscardEdit,
  selectIsEditingQuote,
  selectIsPastFirstStep,
  selectCanGoBack,
  selectStep,
  selectStepHeading,
  selectSubmitLabel,
} from '../../../machines/quote-wizard/quote-wizard.selectors';
import type { LeadRequest } from '../../../machines/quote-wizard/quote-wizard.types';
import { leadRequestSchema } from '../../../src/domain/validation/lead-request';
import { advanceTo, startWizard } from './start-wizard';
import { versa, versaVersions } from '../../../machines/qa/samples/quote-wizard.samples';
import type { ModelVersions } from '../../../machines/quote-wizard/quote-wizard.types';

const next = { type: 'wizard.next' } as const;

describe('quote wizard: vehicle search', () => {
  it('asks for a vehicle, then for a make and model picked from the suggestions', () => {
    const { actor } = startWizard();
    actor.send(next);
    expect(actor.getSnapshot().context.errors).toEqual({
      vehicleSearch: 'No has ingresado algún auto',
      subbrandId: '¡Ups! No te olvides de seleccionar marca y modelo',
    });
    actor.send({ type: 'wizard.search', text: 'Versa' });
    actor.send(next);
    expect(actor.getSnapshot().context.errors).toEqual({
      subbrandId: '¡Ups! No te olvides de seleccionar marca y modelo',
    });
  });

  it('cancels the search in flight when the visitor types again, and shows only the last answer', async () => {
    const signals: AbortSignal[] = [];
    const { actor } = startWizard(
      {},
      {
        searchSubBrands: fromPromise<unknown[], { text: string }>(
          ({ input, signal }) =>
            new Promise((resolve) => {
              signals.push(signal);
              if (input.text === 'Versa') setTimeout(() => resolve([versa]), 5);
            }),
        ),
      },
    );
    actor.send({ type: 'wizard.search', text: 'Ver' });
    await waitFor(actor, (snapshot) => snapshot.matches({ vehicle: { editing: 'searching' } }));
    actor.send({ type: 'wizard.search', text: 'Versa' });
    await waitFor(actor, (snapshot) => snapshot.context.suggestions.length > 0);
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    expect(actor.getSnapshot().context.suggestions).toEqual([versa]);
  });

  it('does not search on a single letter', () => {
    const { actor } = startWizard();
    actor.send({ type: 'wizard.search', text: 'V' });
    expect(actor.getSnapshot().matches({ vehicle: { editing: 'idle' } })).toBe(true);
  });
});

describe('quote wizard: steps', () => {
  it('goes vehicle → model year → postal code → person type → birth date, then hands over', async () => {
    const { actor, emitted } = startWizard();
    await advanceTo(actor, 'lead');
    expect(selectStep(actor.getSnapshot())).toBe('handedOver');
    expect(emitted).toEqual([
      {
        type: 'quotation.request',
        inputs: {
          subbrandId: 'sb-versa',
          subbrandName: 'Versa',
          brandName: 'Nissan',
          modelId: 'm-versa-2020',
          model: 2020,
          postalCode: '06700',
          supportedInsurers: ['hdi', 'ana', 'gnp'],
          personType: 'natural',
          gender: 'female',
          birthdate: '1986-03-13',
        },
        versions: versaVersions,
      },
    ]);
  });

  it('asks a person whether Hombre or Mujer (the price depends on it); a company is priced as one', async () => {
    const { actor, emitted } = startWizard();
    await advanceTo(actor, 'personType');
    actor.send({ type: 'wizard.change', values: { personType: 'natural' } });
    actor.send(next);
    expect(actor.getSnapshot().context.errors.gender).toBe('El género es requerido');
    expect(selectStep(actor.getSnapshot())).toBe('personType');
    actor.send({ type: 'wizard.change', values: { personType: 'legal', gender: 'male' } });
    actor.send(next);
    expect(selectStep(actor.getSnapshot())).toBe('birthDate');
    // A company's constitution date can be recent.
    actor.send({
      type: 'wizard.change',
      values: { dayOfBirth: '01', monthOfBirth: '06', yearOfBirth: '2024' },
    });
    actor.send(next);
    expect((emitted[0] as { inputs?: object } | undefined)?.inputs).toMatchObject({
      personType: 'legal',
      gender: 'company',
      birthdate: '2024-06-01',
    });
  });

  it('a person must be at least 18 and plausibly alive', async () => {
    const { actor } = startWizard();
    await advanceTo(actor, 'birthDate');
    const thisYear = new Date().getFullYear();
    const born = (year: number) =>
      actor.send({
        type: 'wizard.change',
        values: { dayOfBirth: '01', monthOfBirth: '01', yearOfBirth: String(year) },
      });
    born(thisYear - 10);
    actor.send(next);
    expect(actor.getSnapshot().context.errors.dayOfBirth).toBe(
      'Debes tener al menos 18 años para cotizar tu seguro.',
    );
    born(thisYear - 110);
    actor.send(next);
    expect(actor.getSnapshot().context.errors.dayOfBirth).toBe('No has ingresado una fecha válida');
    born(thisYear - 30);
    actor.send(next);
    expect(selectStep(actor.getSnapshot())).toBe('handedOver');
  });

  it('starts a new quote after a round with the previous answers, editable, and quotes the change', async () => {
    const { actor, emitted } = startWizard();
    await advanceTo(actor, 'lead');
    actor.send({ type: 'wizard.startOver', variant: 'standard' });
    expect(selectStep(actor.getSnapshot())).toBe('vehicle');
    expect(actor.getSnapshot().context.fields).toMatchObject({
      subbrandId: 'sb-versa',
      model: '2020',
      postalCode: '06700',
      dayOfBirth: '13',
    });
    actor.send({ type: 'wizard.edit', step: 'postalCode' });
    actor.send({ type: 'wizard.change', values: { postalCode: '44100' } });
    actor.send(next);
    await waitFor(actor, (snapshot) => snapshot.matches('personType'));
    actor.send(next);
    actor.send(next);
    expect(selectStep(actor.getSnapshot())).toBe('handedOver');
    expect(emitted).toHaveLength(2);
    expect(emitted[1]).toMatchObject({ inputs: { postalCode: '44100', model: 2020 } });
  });

  it('switches variant with the answers kept, passing only the new variant’s steps', async () => {
    const { actor } = startWizard();
    await advanceTo(actor, 'personType');
    actor.send({ type: 'wizard.startOver', variant: 'quoteCart' });
    expect(actor.getSnapshot().context).toMatchObject({
      variant: 'quoteCart',
      completed: ['vehicle', 'modelYear'],
    });
    expect(actor.getSnapshot().context.fields.postalCode).toBe('06700');
  });

  it('says a postal code the catalogue does not know does not exist', async () => {
    const { actor } = startWizard(
      {},
      { lookUpPostalCode: fromPromise(() => Promise.reject(new Error('not found'))) },
    );
    await advanceTo(actor, 'postalCode');
    actor.send({ type: 'wizard.change', values: { postalCode: '99999' } });
    actor.send(next);
    await waitFor(actor, (snapshot) => snapshot.matches({ postalCode: 'editing' }));
    expect(actor.getSnapshot().context.errors.postalCode).toBe(
      'Parece que ese C.P. no existe. ¿Te sabes el código postal más cercano al tuyo?',
    );
  });

  it('rejects a birth date that does not exist with the format message', async () => {
    const { actor } = startWizard();
    await advanceTo(actor, 'birthDate');
    expect(selectSubmitLabel(actor.getSnapshot())).toBe('Ver mi cotización');
    actor.send({
      type: 'wizard.change',
      values: { dayOfBirth: '31', monthOfBirth: '02', yearOfBirth: '1986' },
    });
    actor.send(next);
    expect(actor.getSnapshot().context.errors.dayOfBirth).toBe(
      'El formato de la fecha no es válido.',
    );
    expect(selectStep(actor.getSnapshot())).toBe('birthDate');
  });

  it('goes back one step with its data kept', async () => {
    const { actor } = startWizard();
    await advanceTo(actor, 'personType');
    actor.send({ type: 'wizard.back' });
    expect(selectStep(actor.getSnapshot())).toBe('postalCode');
    expect(actor.getSnapshot().context.fields.postalCode).toBe('06700');
  });

  it('edits a step already passed, but not one ahead, and not in the leads channel', async () => {
    const { actor } = startWizard();
    await advanceTo(actor, 'birthDate');
    actor.send({ type: 'wizard.edit', step: 'lead' });
    expect(selectStep(actor.getSnapshot())).toBe('birthDate');
    actor.send({ type: 'wizard.setEditingLock', locked: true });
    actor.send({ type: 'wizard.edit', step: 'vehicle' });
    expect(selectStep(actor.getSnapshot())).toBe('birthDate');
    actor.send({ type: 'wizard.setEditingLock', locked: false });
    actor.send({ type: 'wizard.edit', step: 'vehicle' });
    expect(selectStep(actor.getSnapshot())).toBe('vehicle');
  });
});

describe('quote wizard: the edit-quote modal of the results page', () => {
  it('opens prefilled, re-quotes on confirm, closes on cancel, and is locked for AS_LEADS', async () => {
    const { actor, emitted } = startWizard();
    await advanceTo(actor, 'lead');
    actor.send({ type: 'wizard.setEditingLock', locked: true });
    actor.send({ type: 'wizard.editQuote' });
    expect(selectStep(actor.getSnapshot())).toBe('handedOver');
    expect(actor.getSnapshot().context.failure).toBe('Esta cotización no se puede modificar.');
    actor.send({ type: 'wizard.setEditingLock', locked: false });
    actor.send({ type: 'wizard.editQuote' });
    expect(actor.getSnapshot().context.fields).toMatchObject({
      birthdate: '13/03/1986',
      gender: 'female',
    });
    actor.send({ type: 'wizard.cancelEdit' });
    expect(selectStep(actor.getSnapshot())).toBe('handedOver');
    actor.send({ type: 'wizard.editQuote' });
    actor.send({ type: 'wizard.change', values: { postalCode: '4410' } });
    actor.send(next);
    expect(actor.getSnapshot().context.errors.postalCode).toBe('El código postal es requerido');
    actor.send({ type: 'wizard.change', values: { postalCode: '44100' } });
    actor.send(next);
    await waitFor(actor, (snapshot) => snapshot.matches('handedOver'));
    expect(emitted).toHaveLength(2);
    expect((emitted[1] as { inputs: object }).inputs).toMatchObject({ postalCode: '44100' });
  });
});

describe('quote wizard: closing the edit-quote modal with changes not applied', () => {
  async function editingQuote() {
    const started = startWizard();
    await advanceTo(started.actor, 'lead');
    started.actor.send({ type: 'wizard.editQuote' });
    return started;
  }

  it('closes at once when nothing changed, or when the change was undone', async () => {
    const { actor } = await editingQuote();
    actor.send({ type: 'wizard.cancelEdit' });
    expect(selectStep(actor.getSnapshot())).toBe('handedOver');
    actor.send({ type: 'wizard.editQuote' });
    const { postalCode } = actor.getSnapshot().context.fields;
    actor.send({ type: 'wizard.change', values: { postalCode: '97000' } });
    actor.send({ type: 'wizard.change', values: { postalCode } });
    actor.send({ type: 'wizard.cancelEdit' });
    expect(selectStep(actor.getSnapshot())).toBe('handedOver');
  });

  it('asks first; Cancelar keeps the change in the modal, Continuar closes it as it opened', async () => {
    const { actor, emitted } = await editingQuote();
    const opened = actor.getSnapshot().context.fields;
    actor.send({ type: 'wizard.change', values: { postalCode: '97000', birthdate: '01/02/1990' } });
    actor.send({ type: 'wizard.cancelEdit' });
    expect(selectIsAskingToDiscardEdit(actor.getSnapshot())).toBe(true);
    expect(selectIsEditingQuote(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'wizard.keepEditing' });
    expect(selectIsAskingToDiscardEdit(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.fields).toMatchObject({ postalCode: '97000' });
    actor.send({ type: 'wizard.cancelEdit' });
    actor.send({ type: 'wizard.discardEdit' });
    expect(selectStep(actor.getSnapshot())).toBe('handedOver');
    expect(actor.getSnapshot().context.fields).toEqual(opened);
    expect(emitted).toHaveLength(1);
    actor.send({ type: 'wizard.editQuote' });
    expect(actor.getSnapshot().context.fields.postalCode).toBe(opened.postalCode);
  });

  it('never asks once the change was applied', async () => {
    const { actor, emitted } = await editingQuote();
    actor.send({ type: 'wizard.change', values: { postalCode: '44100' } });
    actor.send(next);
    await waitFor(actor, (snapshot) => snapshot.matches('handedOver'));
    expect(emitted).toHaveLength(2);
    actor.send({ type: 'wizard.editQuote' });
    actor.send({ type: 'wizard.cancelEdit' });
    expect(selectStep(actor.getSnapshot())).toBe('handedOver');
    expect(actor.getSnapshot().context.fields.postalCode).toBe('44100');
  });
});

describe('quote wizard: lead variant', () => {
  it('asks name, phone and e-mail with one group message, then creates the lead and hands over', async () => {
    const { actor, emitted } = startWizard({ variant: 'lead' });
    await advanceTo(actor, 'lead');
    expect(selectStep(actor.getSnapshot())).toBe('lead');
    expect(selectSubmitLabel(actor.getSnapshot())).toBe('Cotizar');
    actor.send({
      type: 'wizard.change',
      values: { asLeadsName: 'Ana', asLeadsPhone: '5512', asLeadsEmail: 'ana@correo.mx' },
    });
    actor.send(next);
    expect(actor.getSnapshot().context.errors).toEqual({
      asLeadsPhone: 'Existen datos incorrectos.',
    });
    actor.send({ type: 'wizard.change', values: { asLeadsPhone: '5512345678' } });
    actor.send(next);
    await waitFor(actor, (snapshot) => snapshot.matches('handedOver'));
    expect(emitted).toMatchObject([{ type: 'quotation.request', inputs: { leadId: 'lead-1' } }]);
  });

  it("sends the lead under the server schema's names, so the server accepts it and quoting goes on", async () => {
    const sent: LeadRequest[] = [];
    const { actor } = startWizard(
      { variant: 'lead' },
      {
        createLead: fromPromise<{ leadId: string }, LeadRequest>(async ({ input }) => {
          sent.push(input);
          return { leadId: 'lead-1' };
        }),
      },
    );
    await advanceTo(actor, 'lead');
    actor.send({
      type: 'wizard.change',
      values: {
        asLeadsName: ' Ana López ',
        asLeadsPhone: '55 1234 5678',
        asLeadsEmail: 'ana@correo.mx',
      },
    });
    actor.send(next);
    await waitFor(actor, (snapshot) => snapshot.matches('handedOver'));
    const parsed = v.safeParse(leadRequestSchema, { ...sent[0], partnerCode: 'cotizauto' });
    expect(parsed.issues).toBeUndefined();
    expect(parsed.output).toMatchObject({
      fullName: 'Ana López',
      phoneNumber: '5512345678',
      emailAddress: 'ana@correo.mx',
      quote: { vehicle: 'Nissan Versa', model: 2020, postalCode: '06700', gender: 'female' },
    });
  });

  it('shows the spec text when the lead cannot be stored', async () => {
    const { actor } = startWizard(
      { variant: 'lead' },
      { createLead: fromPromise(() => Promise.reject(new Error('down'))) },
    );
    await advanceTo(actor, 'lead');
    actor.send({
      type: 'wizard.change',
      values: { asLeadsName: 'Ana', asLeadsPhone: '5512345678', asLeadsEmail: 'ana@correo.mx' },
    });
    actor.send(next);
    await waitFor(actor, (snapshot) => snapshot.matches({ lead: 'editing' }));
    expect(actor.getSnapshot().context.failure).toBe('Error in Acquisition Lead creation');
  });
});

describe('quote wizard: the quote-cart page', () => {
  it("reads 'Validando...' while it checks, then hands over a company with its constitution date", async () => {
    let answer: (value: { supportedInsurers: string[] }) => void = () => {};
    const { actor, emitted } = startWizard(
      { variant: 'quoteCart' },
      { lookUpPostalCode: fromPromise(() => new Promise((resolve) => (answer = resolve))) },
    );
    await advanceTo(actor, 'quoteCart');
    expect(selectStep(actor.getSnapshot())).toBe('quoteCart');
    actor.send({ type: 'wizard.change', values: { postalCode: '06700', birthdate: '31/02/2010' } });
    actor.send(next);
    expect(actor.getSnapshot().context.errors).toEqual({
      birthdate: 'No has ingresado una fecha válida',
      gender: 'El género es requerido',
    });
    actor.send({ type: 'wizard.change', values: { birthdate: '01/06/2010', gender: 'company' } });
    actor.send(next);
    expect(selectSubmitLabel(actor.getSnapshot())).toBe('Validando...');
    answer({ supportedInsurers: ['hdi'] });
    await waitFor(actor, (snapshot) => snapshot.matches('handedOver'));
    expect(emitted).toMatchObject([
      {
        type: 'quotation.request',
        inputs: { personType: 'legal', gender: 'company', birthdate: '2010-06-01' },
      },
    ]);
  });
});

describe('quote wizard: what each step shows', () => {
  it("offers 'Regresar' on every step of every variant but the vehicle", async () => {
    expect(selectCanGoBack(startWizard({ variant: 'lead' }).actor.getSnapshot())).toBe(false);
    const laterSteps = [
      ...['modelYear', 'postalCode', 'personType', 'birthDate', 'lead'].map((step) => ({
        variant: 'lead' as const,
        step,
      })),
      { variant: 'quoteCart' as const, step: 'quoteCart' },
    ];
    for (const { variant, step } of laterSteps) {
      const { actor } = startWizard({ variant });
      await advanceTo(actor, step);
      expect(selectStep(actor.getSnapshot())).toBe(step);
      expect(selectCanGoBack(actor.getSnapshot())).toBe(true);
    }
  });

  it('is past the first step from the model year on, when the results may start loading', async () => {
    const { actor } = startWizard({ variant: 'quoteCart' });
    expect(selectIsPastFirstStep(actor.getSnapshot())).toBe(false);
    await advanceTo(actor, 'modelYear');
    expect(selectIsPastFirstStep(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'wizard.back' });
    expect(selectIsPastFirstStep(actor.getSnapshot())).toBe(false);
  });

  it('sums up each answered step with its answer, in the order asked', async () => {
    const { actor } = startWizard();
    expect(selectAnsweredSteps(actor.getSnapshot())).toEqual([]);
    await advanceTo(actor, 'birthDate');
    expect(selectAnsweredSteps(actor.getSnapshot())).toEqual([
      { step: 'vehicle', answer: 'Nissan Versa' },
      { step: 'modelYear', answer: '2020' },
      { step: 'postalCode', answer: '06700' },
      { step: 'personType', answer: 'natural' },
    ]);
  });

  it('asks the person type in the longer wording in the lead variant only', async () => {
    const lead = startWizard({ variant: 'lead' }).actor;
    const standard = startWizard({ variant: 'standard' }).actor;
    expect(selectStepHeading(lead.getSnapshot())).toBe('vehicle');
    await advanceTo(lead, 'personType');
    await advanceTo(standard, 'personType');
    expect(selectStepHeading(lead.getSnapshot())).toBe('personTypeForLead');
    expect(selectStepHeading(standard.getSnapshot())).toBe('personType');
  });
});

describe("quote wizard: the model's versions, listed ahead of the hand-over", () => {
  /** Answers the steps up to the birth date with the model's versions held by the test. */
  async function atBirthDateListing() {
    const listings: { modelId: string; answer: (listed: Promise<ModelVersions>) => void }[] = [];
    const wizard = startWizard(
      {},
      {
        listVersions: fromPromise<ModelVersions, { modelId: string }>(
          ({ input }) =>
            new Promise((resolve, reject) =>
              listings.push({
                modelId: input.modelId,
                answer: (listed) => listed.then(resolve, reject),
              }),
            ),
        ),
      },
    );
    await advanceTo(wizard.actor, 'birthDate');
    return { ...wizard, listings };
  }

  const answerBirthDate = (actor: ReturnType<typeof startWizard>['actor']) => {
    actor.send({
      type: 'wizard.change',
      values: { dayOfBirth: '13', monthOfBirth: '03', yearOfBirth: '1986' },
    });
    actor.send(next);
  };

  it('asks for them once the model year is accepted, and hands them over with the answers', async () => {
    const { actor, emitted, listings, modelsChosen } = await atBirthDateListing();
    expect(listings.map((listing) => listing.modelId)).toEqual(['m-versa-2020']);
    expect(modelsChosen).toEqual([{ type: 'wizard.modelChosen' }]);
    listings[0]!.answer(Promise.resolve({ modelId: 'm-versa-2020', versions: versaVersions }));
    await waitFor(actor, (snapshot) => snapshot.context.modelVersions !== undefined);
    answerBirthDate(actor);
    expect(emitted).toMatchObject([{ type: 'quotation.request', versions: versaVersions }]);
  });

  it('hands over without them while they are still on their way, or when they could not be listed', async () => {
    const inFlight = await atBirthDateListing();
    answerBirthDate(inFlight.actor);
    expect(inFlight.emitted).toHaveLength(1);
    expect(inFlight.emitted[0]).not.toHaveProperty('versions');

    const failed = await atBirthDateListing();
    failed.listings[0]!.answer(Promise.reject(new Error('Catálogo no disponible')));
    await new Promise((resolve) => setImmediate(resolve));
    answerBirthDate(failed.actor);
    expect(failed.actor.getSnapshot().status).toBe('active');
    expect(failed.emitted[0]).not.toHaveProperty('versions');
  });

  it("never hands over another model's versions: a model year chosen again lists its own", async () => {
    const { actor, emitted, listings } = await atBirthDateListing();
    listings[0]!.answer(Promise.resolve({ modelId: 'm-versa-2020', versions: versaVersions }));
    await waitFor(actor, (snapshot) => snapshot.context.modelVersions !== undefined);
    actor.send({ type: 'wizard.edit', step: 'modelYear' });
    actor.send({ type: 'wizard.selectModelYear', year: 2019 });
    actor.send(next);
    expect(listings.map((listing) => listing.modelId)).toEqual(['m-versa-2020', 'm-versa-2019']);
    // The later answers are kept: on through them to the birth date.
    actor.send(next);
    await waitFor(actor, (snapshot) => snapshot.matches('personType'));
    actor.send(next);
    answerBirthDate(actor);
    expect(emitted).toHaveLength(1);
    expect(emitted[0]).toMatchObject({ inputs: { modelId: 'm-versa-2019' } });
    expect(emitted[0]).not.toHaveProperty('versions');
  });
});
