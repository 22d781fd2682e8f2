import { createActor, fromPromise, type Actor } from 'xstate';
import type { PostalLocation, Version } from '../../src/api/catalog';
import type { PlateLookup, VehicleByPlates } from '../../src/api/vehicle';
import type { CardEntry } from '../../machines/cart-shared/payment-options';
import type { CardProtection } from '../../machines/cart-shared/card-protection';
import { individualCartMachine } from '../../machines/individual-cart/individual-cart.machine';
import type { IndividualCartInput } from '../../machines/individual-cart/individual-cart.types';
import type { EmissionAnswer, EmissionCall } from '../../machines/cart-shared/emission.types';
import {
  cartBasics,
  postalLocation,
  protectedCard,
  quotationOf,
  submit,
  validValues,
  versions,
} from './cart-fixtures';

export const individualInput = (
  overrides: Partial<IndividualCartInput> = {},
): IndividualCartInput => ({
  ...cartBasics,
  quotation: quotationOf(),
  ...overrides,
});

export const individualValues = {
  holder: { firstName: 'Ana', paternalSurname: 'López', maternalSurname: 'Pérez' },
  birthdateAndGender: { birthdate: '13/03/1986', gender: 'female' },
  rfc: { rfc: 'LOPA860313RG2' },
  serialNumbers: { vin: '3VWFE21C04M000001', engineNumber: 'CBP123456' },
} as const;

export interface FakeBackend {
  /** Emission requests in the order they were sent. */
  emissions: EmissionCall[];
  /** Cards handed to the card protection. */
  protectedCards: unknown[];
}

export interface FakeAnswers {
  plates?: () => Promise<VehicleByPlates>;
  card?: CardProtection;
  /** The emission's answers, one per call; the last one repeats. */
  emission?: EmissionAnswer[];
  location?: () => Promise<PostalLocation>;
  versions?: () => Promise<Version[]>;
}

type LocationQuery = { postalCode: string; providerCode: string };
type VersionsQuery = { modelId: string; providerCode: string };

export const noVehicleFound = () => Promise.reject(new Error('No encontramos tu vehículo'));

/** The cart's actors as fakes that answer like the API would. */
export function fakeCartActors(answers: FakeAnswers = {}) {
  const backend: FakeBackend = { emissions: [], protectedCards: [] };
  const emissionAnswers = answers.emission ?? [
    { status: 'issued', policyNumber: 'HDI-0001', paymentStatus: 'paid' },
  ];
  const actors = {
    loadPostalLocation: fromPromise<PostalLocation, LocationQuery>(
      answers.location ?? (async () => postalLocation),
    ),
    loadVersions: fromPromise<Version[], VersionsQuery>(answers.versions ?? (async () => versions)),
    lookUpVehicleByPlates: fromPromise<VehicleByPlates, PlateLookup>(
      answers.plates ?? noVehicleFound,
    ),
    protectCard: fromPromise<CardProtection, CardEntry>(async ({ input }) => {
      backend.protectedCards.push(input);
      return answers.card ?? protectedCard;
    }),
    emitPolicy: fromPromise<EmissionAnswer, EmissionCall>(async ({ input }) => {
      backend.emissions.push(input);
      const index = Math.min(backend.emissions.length, emissionAnswers.length) - 1;
      return emissionAnswers[index] as EmissionAnswer;
    }),
  };
  return { actors, backend };
}

/** Lets the fakes' promises settle (works with fake timers too). */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

export function startIndividualCart(
  input: IndividualCartInput = individualInput(),
  answers: FakeAnswers = {},
) {
  const { actors, backend } = fakeCartActors(answers);
  const machine = individualCartMachine.provide({ actors });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, backend, machine };
}

type IndividualActor = Actor<typeof individualCartMachine>;

/** The buyer's answer at each step of a complete purchase. */
export const individualAnswers: Record<string, Record<string, unknown>> = {
  ...individualValues,
  contact: validValues.contact,
  address: validValues.address,
  plates: validValues.plates,
  vehicle: validValues.vehicleFinanced,
  beneficiary: validValues.beneficiary,
  invoice: validValues.invoice,
  payment: validValues.payment,
};

/** Submits valid answers until the cart reaches `target` (or leaves the form steps). */
export async function fillUntil(actor: IndividualActor, target: string) {
  for (let guard = 0; guard < 20; guard += 1) {
    await settle();
    const state = actor.getSnapshot().value as string;
    const answer = individualAnswers[state];
    if (state === target || !answer) return;
    actor.send(submit(answer));
  }
}
