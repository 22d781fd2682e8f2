import type { Quotation } from '../../src/domain/quote/quotation';
import type { QuotationUpdate } from './quotation-update';
import type { PostalLocation } from '../../src/domain/common/postal-location';
import type { Bank, BankInstallments, BinInfo } from '../../src/domain/payment/bank-cards';
import type { Version } from '../../src/domain/vehicle/vehicle-catalog';
import type { PlateLookup, VehicleByPlates } from '../../src/domain/vehicle/vehicle-by-plates';
import { fromPromise } from 'xstate';
import { timing } from '../../src/domain/common/timing';
import { notProvided } from '../support/placeholder';
import type { CardProtection } from './card-protection';
import type { EmissionAnswer, EmissionCall } from './emission.types';
import type { CardEntry } from './payment-options';

/**
 * The side effects both carts name in `setup`; `createCartActors` implements them, except the
 * pause between two polls, which needs no API: an actor rather than a delay, so that a reload
 * during the request-policy loader starts it again (a restored snapshot keeps no timers).
 */
export const cartActorSlots = {
  waitForPollInterval: fromPromise<void>(
    () => new Promise((resolve) => setTimeout(resolve, timing.emissionPollMs)),
  ),
  loadPostalLocation: notProvided<PostalLocation, { postalCode: string; providerCode: string }>(
    'loadPostalLocation',
  ),
  loadVersions: notProvided<Version[], { modelId: string; providerCode: string }>('loadVersions'),
  loadBanks: notProvided<Bank[], { providerCode: string }>('loadBanks'),
  lookUpCardBin: notProvided<BinInfo, { bin: string }>('lookUpCardBin'),
  loadBankInstallments: notProvided<BankInstallments, { bankCode: string; providerCode: string }>(
    'loadBankInstallments',
  ),
  lookUpVehicleByPlates: notProvided<VehicleByPlates, PlateLookup>('lookUpVehicleByPlates'),
  protectCard: notProvided<CardProtection, CardEntry>('protectCard'),
  emitPolicy: notProvided<EmissionAnswer, EmissionCall>('emitPolicy'),
  updateQuotation: notProvided<Quotation, QuotationUpdate>('updateQuotation'),
};
