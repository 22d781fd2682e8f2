import { fromPromise } from 'xstate';
import type { Api } from '../../src/api';
import type { CardGateway } from '../../src/api/purchase';
import { createProtectCard } from './card-protection';
import { createEmitPolicy } from './emit-policy';
import type { QuotationUpdate } from './quotation-update';

/** What a cart's default actors are built from: the API client and the card tokeniser. */
export interface CartDependencies {
  api: Pick<Api, 'catalog' | 'vehicle' | 'purchase' | 'quotation'>;
  cardGateway: CardGateway;
}

/** The actors both carts invoke, on the real API client. */
export function createCartActors({ api, cardGateway }: CartDependencies) {
  return {
    loadPostalLocation: fromPromise(
      ({ input }: { input: { postalCode: string; providerCode: string } }) =>
        api.catalog.getPostalLocation(input),
    ),
    loadVersions: fromPromise(({ input }: { input: { modelId: string; providerCode: string } }) =>
      api.catalog.listVersions(input),
    ),
    loadBanks: fromPromise(({ input }: { input: { providerCode: string } }) =>
      api.catalog.listBanks(input),
    ),
    lookUpCardBin: fromPromise(({ input }: { input: { bin: string } }) =>
      api.purchase.getBinInfo(input.bin),
    ),
    loadBankInstallments: fromPromise(
      ({ input }: { input: { bankCode: string; providerCode: string } }) =>
        api.catalog.listBankInstallments(input),
    ),
    lookUpVehicleByPlates: fromPromise(
      ({ input }: { input: Parameters<Api['vehicle']['getVehicleInformation']>[0] }) =>
        api.vehicle.getVehicleInformation(input),
    ),
    protectCard: createProtectCard(api.purchase, cardGateway),
    emitPolicy: createEmitPolicy(api.purchase),
    updateQuotation: fromPromise(({ input }: { input: QuotationUpdate }) =>
      api.quotation.quote(input.quote, input.providerCode),
    ),
  };
}
