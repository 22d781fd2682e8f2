import type { AnyMachineSnapshot } from 'xstate';
import { describe, it } from 'vitest';
import { individualCartMachine } from '../../machines/individual-cart/individual-cart.machine';
import type { IndividualCartContext } from '../../machines/individual-cart/individual-cart.types';
import {
  emissionAnswers,
  postalLocation,
  promoOf,
  protectedCard,
  quotationOf,
  refusedCard,
  submit,
  validValues,
  vehicleFound,
  versions,
} from './cart-fixtures';
import { expectFullMergedCoverage } from './cart-coverage';
import { individualInput, individualValues } from './individual-cart.support';
import { afterEvent, doneEvent, errorEvent, measureCoverage } from './support/model';

const invalid = submit({});
const back = { type: 'cart.back' } as const;
const id = 'individualCart';

const answersOf = (actorId: string) => [
  ...Object.values(emissionAnswers).map((answer) => doneEvent(actorId, answer)),
  errorEvent(actorId, new Error('Servicio no disponible')),
];

/** The sample events of each state: valid and invalid answers, back, actor results, delays. */
const samplesByState: Record<string, readonly { type: string }[]> = {
  holder: [submit(individualValues.holder), invalid],
  birthdateAndGender: [submit(individualValues.birthdateAndGender), invalid, back],
  rfc: [submit(individualValues.rfc), invalid, back],
  contact: [submit(validValues.contact), invalid, back],
  address: [
    doneEvent('loadPostalLocation', postalLocation),
    errorEvent('loadPostalLocation', new Error('Sin conexión')),
    submit(validValues.address),
    invalid,
    back,
  ],
  plates: [submit(validValues.plates), submit(validValues.noPlates), invalid, back],
  lookingUpPlates: [
    doneEvent('lookUpVehicleByPlates', vehicleFound),
    errorEvent('lookUpVehicleByPlates', new Error('No encontramos tu vehículo')),
  ],
  vehicle: [
    doneEvent('loadVersions', versions),
    errorEvent('loadVersions', new Error('Sin conexión')),
    submit(validValues.vehicleFinanced),
    submit(validValues.vehicleOwned),
    invalid,
    back,
  ],
  beneficiary: [submit(validValues.beneficiary), invalid, back],
  serialNumbers: [submit(individualValues.serialNumbers), invalid, back],
  invoice: [submit(validValues.invoice), invalid, back],
  payment: [submit(validValues.payment), invalid, back],
  protectingCard: [
    doneEvent('protectCard', protectedCard),
    doneEvent('protectCard', refusedCard),
    errorEvent('protectCard', new Error('Sin conexión')),
  ],
  'emission.requesting': answersOf('emitPolicy'),
  'emission.awaitingPolicy.waiting': [
    afterEvent('emissionPollInterval', `${id}.emission.awaitingPolicy.waiting`),
  ],
  'emission.awaitingPolicy.asking': answersOf('pollPolicy'),
  'emission.emissionError': [afterEvent('emissionErrorWait', `${id}.emission.emissionError`)],
  'emission.retryAvailable': [{ type: 'cart.retryEmission' }],
  'emission.inputRejected': [
    afterEvent('inputErrorWait', `${id}.emission.inputRejected`),
    { type: 'cart.correctData' },
  ],
};

const leafOf = (snapshot: AnyMachineSnapshot) =>
  snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'))[0] ?? '';

/** What changes behaviour: the state, the direction, and the facts the guards read. */
function serializeState(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as IndividualCartContext;
  return JSON.stringify([
    snapshot.value,
    context.direction,
    context.steps.vehicle?.hasFinancing,
    context.steps.plates?.hasNoPlates,
    context.vehicleFound !== undefined,
    context.postalLocation !== undefined,
  ]);
}

const walk = (input: ReturnType<typeof individualInput>) =>
  measureCoverage({
    machine: individualCartMachine,
    input,
    events: (snapshot) => (samplesByState[leafOf(snapshot)] ?? []) as never,
    serializeState,
  });

describe('individual cart: model-based coverage', () => {
  it('takes every transition, enters every state and sees every guard both ways', () => {
    expectFullMergedCoverage([
      // hdi (RFC asked), Valor Comercial, payment, a beneficiary section.
      walk(individualInput()),
      // Not hdi, Valor Factura, payment skipped by the promo, no beneficiary section.
      walk(
        individualInput({
          quotation: quotationOf({ providerCode: 'mapfre', compensationValue: 'invoice' }),
          promo: promoOf({ skipPayment: true }),
          asksBeneficiary: false,
        }),
      ),
    ]);
  });
});
