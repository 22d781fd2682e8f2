import type { AnyMachineSnapshot } from 'xstate';
import type { CartContext } from '../../cart-shared/cart.types';
import {
  bankPlans,
  banks,
  binTable,
  emissionAnswers,
  postalLocation,
  protectedCard,
  refusedCard,
  otherVehicleFound,
  submit,
  updatedQuotation,
  validValues,
  vehicleFound,
  versions,
} from './cart-fixtures';
import { afterEvent, doneEvent, errorEvent } from '../model-walk';
import { todayInMexico } from '../../../src/domain/common/dates';

/**
 * Sample events for the model-based walks of both carts, by active leaf state: one valid and
 * one invalid answer per step (more where a guard reads the answer), back, each actor result
 * and each delay.
 */
const invalid = submit({});
const back = { type: 'cart.back' } as const;
/** The summary's start date: an allowed one (today) and one beyond the 30 days. */
const startDates = [
  { type: 'cart.chooseStartDate', beginDate: todayInMexico() },
  { type: 'cart.chooseStartDate', beginDate: '2099-01-01' },
] as const;

/** The card step's choices: two card numbers (their BINs) and a short one, a bank, none, a card type. */
const cardChoices = [
  { type: 'cart.typeCardNumber', cardNumber: '4111 1111 1111 1111' },
  { type: 'cart.typeCardNumber', cardNumber: '5555 5555 5555 4444' },
  { type: 'cart.typeCardNumber', cardNumber: '41' },
  { type: 'cart.chooseBank', bank: 'mifel' },
  { type: 'cart.chooseBank', bank: '' },
  { type: 'cart.chooseCardType', cardType: 'credit' },
] as const;

/** The buyer changed a field of the step on screen (a transition of the whole cart). */
const editedContact = { type: 'cart.editStep', step: 'contact', changedFields: ['email'] };

const answersOf = (actorId: string) => [
  ...Object.values(emissionAnswers).map((answer) => doneEvent(actorId, answer)),
  errorEvent(actorId, new Error('Servicio no disponible')),
];

export function sharedSamples(machineId: string, serialNumbers: Record<string, unknown>) {
  return {
    contact: [submit(validValues.contact), invalid, back, ...startDates, editedContact],
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
      doneEvent('lookUpVehicleByPlates', otherVehicleFound),
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
    serialNumbers: [submit(serialNumbers), invalid, back],
    invoice: [submit(validValues.invoice), invalid, back],
    updatingQuotation: [
      doneEvent('updateQuotation', updatedQuotation),
      errorEvent('updateQuotation', new Error('Error de cotización')),
    ],
    payment: [
      doneEvent('loadBanks', banks),
      errorEvent('loadBanks', new Error('Sin conexión')),
      ...cardChoices,
      submit(validValues.payment),
      invalid,
      back,
    ],
    lookingUpCardBin: [
      doneEvent('lookUpCardBin', binTable['411111']),
      errorEvent('lookUpCardBin', new Error('BIN desconocido')),
      ...cardChoices,
      submit(validValues.payment),
      invalid,
      back,
    ],
    loadingBankInstallments: [
      doneEvent('loadBankInstallments', bankPlans.mifel),
      errorEvent('loadBankInstallments', new Error('Banco desconocido')),
      ...cardChoices,
      submit(validValues.payment),
      invalid,
      back,
    ],
    protectingCard: [
      doneEvent('protectCard', protectedCard),
      doneEvent('protectCard', refusedCard),
      errorEvent('protectCard', new Error('Sin conexión')),
    ],
    'emission.requesting': [...answersOf('emitPolicy'), startDates[0]],
    'emission.awaitingPolicy.waiting': [doneEvent('waitForPollInterval', undefined)],
    'emission.awaitingPolicy.asking': answersOf('pollPolicy'),
    'emission.emissionError': [
      afterEvent('emissionErrorWait', `${machineId}.emission.emissionError`),
    ],
    'emission.retryAvailable': [{ type: 'cart.retryEmission' }],
    'emission.inputRejected': [
      afterEvent('inputErrorWait', `${machineId}.emission.inputRejected`),
      { type: 'cart.correctData' },
    ],
  } satisfies Record<string, readonly { type: string }[]>;
}

export type SamplesByState = Record<string, readonly { type: string }[]>;

/** The active leaf state's path, `emission.awaitingPolicy.waiting`. */
export const leafOf = (snapshot: AnyMachineSnapshot) =>
  snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'))[0] ?? '';

export const samplesFor = (samples: SamplesByState) => (snapshot: AnyMachineSnapshot) =>
  (samples[leafOf(snapshot)] ?? []) as never;

/** What changes behaviour: the state, the direction, and the facts the guards read. */
export function serializeCartState(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as CartContext;
  return JSON.stringify([
    snapshot.value,
    context.direction,
    context.steps.vehicle?.hasFinancing,
    context.steps.plates?.hasNoPlates,
    context.vehicleFound !== undefined,
    context.postalLocation !== undefined,
  ]);
}
