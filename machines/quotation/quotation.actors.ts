import { fromPromise } from 'xstate';
import type { createCatalogApi } from '../../src/api/catalog';
import type { Version } from '../../src/domain/vehicle-catalog';
import type { createQuotationApi } from '../../src/api/quotation';
import type { Quotation } from '../../src/domain/quotation';
import type { QuoteCall } from './quotation.types';

interface QuotationActorsApi {
  quotation: Pick<ReturnType<typeof createQuotationApi>, 'quote'>;
  catalog: Pick<ReturnType<typeof createCatalogApi>, 'listVersions'>;
}

/**
 * The default actors, built from the API client the app creates. Stopping a `requestQuote`
 * actor (a new round cancels the one in flight) aborts its HTTP call through the signal.
 */
export function createQuotationActors(api: QuotationActorsApi) {
  return {
    requestQuote: fromPromise<Quotation, QuoteCall>(({ input, signal }) =>
      api.quotation.quote(input.body, input.providerCode, signal),
    ),
    loadVersions: fromPromise<Version[], { modelId: string }>(({ input }) =>
      api.catalog.listVersions({ modelId: input.modelId }),
    ),
  };
}
