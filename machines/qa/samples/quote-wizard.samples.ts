import type { AnyMachineSnapshot } from 'xstate';
import type { QuoteInputs } from '../../contracts/quotation-link';
import type { Version } from '../../../src/domain/vehicle/vehicle-catalog';
import {
  wizardSteps,
  type QuoteWizardContext,
  type QuoteWizardEvent,
  type SubBrandOption,
  type WizardStep,
} from '../../quote-wizard/quote-wizard.types';
import { hasUnappliedQuoteEdits, isStepValid } from '../../quote-wizard/quote-wizard.steps';
import { afterEvent, doneEvent, errorEvent, type ModelSamples } from '../model-walk';

/** Sample data and events of the quote wizard's tests. */

export const versa: SubBrandOption = {
  id: 'sb-versa',
  name: 'Versa',
  brandId: 'b-nissan',
  brandName: 'Nissan',
};

/** Another vehicle, chosen in the results page's edit-quote modal. */
export const jetta: SubBrandOption = {
  id: 'sb-jetta',
  name: 'Jetta',
  brandId: 'b-volkswagen',
  brandName: 'Volkswagen',
};

export const modelYears = [
  { id: 'm-versa-2020', year: 2020 },
  { id: 'm-versa-2019', year: 2019 },
];

export const postalLocation = { supportedInsurers: ['hdi', 'ana', 'gnp'] };

/** The 2020 Versa's versions, as the catalogue lists them. */
export const versaVersions: Version[] = [
  {
    id: 'v-versa-sense',
    description: 'SENSE 1.6 MT',
    modelId: 'm-versa-2020',
    insuredValue: 255_000,
  },
  {
    id: 'v-versa-advance',
    description: 'ADVANCE 1.6 CVT',
    modelId: 'm-versa-2020',
    insuredValue: 285_000,
  },
];

export const restoredInputs: QuoteInputs = {
  subbrandId: versa.id,
  subbrandName: versa.name,
  brandName: versa.brandName,
  modelId: 'm-versa-2020',
  model: 2020,
  postalCode: '06700',
  supportedInsurers: ['hdi'],
  personType: 'natural',
  gender: 'female',
  birthdate: '1986-03-13',
};

type Sample = QuoteWizardEvent | { type: string; [key: string]: unknown };

const next: Sample = { type: 'wizard.next' };
const back: Sample = { type: 'wizard.back' };

/** A form step's samples: its changes (valid first), Next and Back, then its actors' answers. */
const formStep = (changes: Record<string, string>[], ...answers: Sample[]): Sample[] => [
  ...changes.map((values) => ({ type: 'wizard.change', values })),
  next,
  back,
  ...answers,
];

/** Valid and invalid values per step, plus the actor results the step waits for. */
const samplesByStep: Record<string, Sample[]> = {
  vehicle: [
    { type: 'wizard.search', text: 'V' },
    { type: 'wizard.search', text: 'Versa' },
    { type: 'wizard.selectSubBrand', subbrand: versa },
    next,
    afterEvent('autocompletePause', 'quoteWizard.vehicle.editing.pausing'),
    doneEvent('searchSubBrands', [versa]),
    errorEvent('searchSubBrands', new Error('Solicitud cancelada')),
    doneEvent('listModelYears', modelYears),
    errorEvent('listModelYears', new Error('Catálogo no disponible')),
    { type: 'wizard.restore', inputs: restoredInputs },
  ],
  modelYear: [
    { type: 'wizard.selectModelYear', year: 2020 },
    { type: 'wizard.selectModelYear', year: 1999 },
    next,
    back,
  ],
  postalCode: formStep(
    [{ postalCode: '06700' }, { postalCode: '067' }],
    doneEvent('lookUpPostalCode', postalLocation),
    errorEvent('lookUpPostalCode', new Error('No encontramos lo que buscas.')),
    // The model's versions, listed since the model year was accepted.
    doneEvent('listVersions', { modelId: 'm-versa-2020', versions: versaVersions }),
    errorEvent('listVersions', new Error('Catálogo no disponible')),
  ),
  personType: formStep([
    { personType: 'natural', gender: 'female' },
    { personType: 'natural', gender: '' },
    { personType: '' },
  ]),
  birthDate: formStep([
    { dayOfBirth: '13', monthOfBirth: '03', yearOfBirth: '1986' },
    { dayOfBirth: '31', monthOfBirth: '02', yearOfBirth: '1986' },
  ]),
  lead: formStep(
    [
      { asLeadsName: 'Ana', asLeadsPhone: '5512345678', asLeadsEmail: 'ana@correo.mx' },
      { asLeadsPhone: '5512' },
    ],
    doneEvent('createLead', { leadId: 'lead-1' }),
    errorEvent('createLead', new Error('down')),
  ),
  quoteCart: formStep(
    [
      { postalCode: '06700', birthdate: '13/03/1986', gender: 'female' },
      { birthdate: '31/02/1986' },
    ],
    doneEvent('checkQuoteCartPostalCode', postalLocation),
    errorEvent('checkQuoteCartPostalCode', new Error('No encontramos lo que buscas.')),
  ),
  handedOver: [
    { type: 'wizard.setEditingLock', locked: true },
    { type: 'wizard.setEditingLock', locked: false },
    ...['vehicle', 'modelYear', 'postalCode', 'personType', 'birthDate', 'lead', 'quoteCart'].map(
      (step) => ({ type: 'wizard.edit', step }),
    ),
    { type: 'wizard.editQuote' },
  ],
  editingQuote: [
    { type: 'wizard.search', text: 'J' },
    { type: 'wizard.search', text: 'Jetta' },
    afterEvent('autocompletePause', 'quoteWizard.editingQuote.editing.pausing'),
    doneEvent('searchSubBrands', [jetta]),
    errorEvent('searchSubBrands', new Error('Solicitud cancelada')),
    { type: 'wizard.selectSubBrand', subbrand: jetta },
    doneEvent('listEditedModelYears', modelYears),
    errorEvent('listEditedModelYears', new Error('Catálogo no disponible')),
    { type: 'wizard.change', values: { postalCode: '44100', gender: 'company' } },
    { type: 'wizard.change', values: { postalCode: '' } },
    { type: 'wizard.selectModelYear', year: 2020 },
    next,
    { type: 'wizard.cancelEdit' },
    { type: 'wizard.keepEditing' },
    { type: 'wizard.discardEdit' },
    doneEvent('checkEditedPostalCode', postalLocation),
    errorEvent('checkEditedPostalCode', new Error('No encontramos lo que buscas.')),
  ],
};

/** The samples of the step on screen (keeps the walk to what a visitor can do there). */
function wizardSamples(snapshot: AnyMachineSnapshot): Sample[] {
  const step = stepOf(snapshot);
  const samples = samplesByStep[step] ?? [];
  if (step !== 'handedOver') return samples;
  // A new quote after the round, on the same variant's page.
  const { variant } = snapshot.context as QuoteWizardContext;
  return [...samples, { type: 'wizard.startOver', variant }];
}

function stepOf(snapshot: AnyMachineSnapshot): string {
  return typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]!;
}

/**
 * What tells two wizard snapshots apart for the walk: the step, whether its fields are valid,
 * the steps passed, the editing lock and whether the edit-quote modal holds unapplied changes
 * (the typed values themselves do not change the flow).
 */
function wizardVertex(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as QuoteWizardContext;
  const step = stepOf(snapshot);
  const valid = (wizardSteps as readonly string[]).includes(step)
    ? isStepValid(step as WizardStep, context.fields)
    : undefined;
  const edited = hasUnappliedQuoteEdits(context);
  return JSON.stringify([snapshot.value, valid, context.completed, context.editingLocked, edited]);
}

/** The wizard's model walk, in its three variants (its coverage test and /flows' QA paths). */
export const quoteWizardWalk: ModelSamples = {
  starts: (['standard', 'lead', 'quoteCart'] as const).map((variant) => ({
    name: variant,
    input: { variant },
  })),
  events: wizardSamples as ModelSamples['events'],
  serializeState: wizardVertex,
};
