import { createHttpClient, type HttpClientOptions } from './http-client';
import { createCatalogApi } from './catalog';
import { createVehicleApi } from './vehicle';
import { createQuotationApi } from './quotation';
import { createPurchaseApi } from './purchase';
import { createAccountApi } from './account';

/** Every call (docs/behaviour/calls.md), grouped by area, over one HTTP client. */
export function createApi(options: HttpClientOptions) {
  const http = createHttpClient(options);
  return {
    http,
    catalog: createCatalogApi(http),
    vehicle: createVehicleApi(http),
    quotation: createQuotationApi(http),
    purchase: createPurchaseApi(http),
    account: createAccountApi(http),
  };
}

export type Api = ReturnType<typeof createApi>;
