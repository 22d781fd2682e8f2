import { fromPromise } from 'xstate';
import type { PostalLocation } from '../../src/domain/common/postal-location';
import type { Bank, BankInstallments, BinInfo } from '../../src/domain/payment/bank-cards';
import type { Version } from '../../src/domain/vehicle/vehicle-catalog';
import type { PlateLookup, VehicleByPlates } from '../../src/domain/vehicle/vehicle-by-plates';
import type { CardProtection } from '../../machines/cart-shared/card-protection';
import type { EmissionAnswer, EmissionCall } from '../../machines/cart-shared/emission.types';
import type { CardEntry } from '../../machines/cart-shared/payment-options';
import type { QuotationUpdate } from '../../machines/cart-shared/quotation-update';
import type { Quotation } from '../../src/domain/quote/quotation';
import {
  bankPlans,
  banks,
  binTable,
  postalLocation,
  protectedCard,
  updatedQuotation,
  versions,
} from './cart-fixtures';

/** The actors both carts invoke, as fakes that answer like the API would. */

export interface FakeBackend {
  /** Emission requests in the order they were sent. */
  emissions: EmissionCall[];
  /** Cards handed to the card protection. */
  protectedCards: unknown[];
  /** Quotes re-priced before payment, in order. */
  quotes: QuotationUpdate[];
}

export interface FakeAnswers {
  plates?: () => Promise<VehicleByPlates>;
  card?: CardProtection;
  /** The emission's answers, one per call; the last one repeats. */
  emission?: EmissionAnswer[];
  location?: () => Promise<PostalLocation>;
  versions?: () => Promise<Version[]>;
  quotation?: () => Promise<Quotation>;
}

type LocationQuery = { postalCode: string; providerCode: string };
type VersionsQuery = { modelId: string; providerCode: string };

export const noVehicleFound = () => Promise.reject(new Error('No encontramos tu vehículo'));

/** The cart's actors as fakes that answer like the API would. */
export function fakeCartActors(answers: FakeAnswers = {}) {
  const backend: FakeBackend = { emissions: [], protectedCards: [], quotes: [] };
  const emissionAnswers = answers.emission ?? [
    { status: 'issued', policyNumber: 'HDI-0001', paymentStatus: 'paid' },
  ];
  const actors = {
    loadPostalLocation: fromPromise<PostalLocation, LocationQuery>(
      answers.location ?? (async () => postalLocation),
    ),
    loadVersions: fromPromise<Version[], VersionsQuery>(answers.versions ?? (async () => versions)),
    loadBanks: fromPromise<Bank[], { providerCode: string }>(async () => banks),
    lookUpCardBin: fromPromise<BinInfo, { bin: string }>(async ({ input }) => {
      const bin = binTable[input.bin];
      if (!bin) throw new Error('BIN desconocido');
      return bin;
    }),
    loadBankInstallments: fromPromise<BankInstallments, { bankCode: string; providerCode: string }>(
      async ({ input }) => {
        const plans = bankPlans[input.bankCode];
        if (!plans) throw new Error('Banco desconocido');
        return plans;
      },
    ),
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
    updateQuotation: fromPromise<Quotation, QuotationUpdate>(async ({ input }) => {
      backend.quotes.push(input);
      if (answers.quotation) return answers.quotation();
      // The insurer re-prices the quote as sent: its frequency, under a new id.
      const { paymentFrequency } = input.quote;
      return {
        ...updatedQuotation,
        providerCode: input.providerCode,
        paymentFrequency,
      } as Quotation;
    }),
  };
  return { actors, backend };
}

/** Lets the fakes' promises settle (works with fake timers too). */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
