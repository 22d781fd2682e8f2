import { fromPromise } from 'xstate';
import type { createQuotationApi } from '../../src/api/quotation';
import type { Quotation } from '../../src/domain/quotation';
import type { QuoteCall } from './quotation.types';

type QuotationApi = Pick<ReturnType<typeof createQuotationApi>, 'quote'>;

/**
 * The default actors, built from the API client the app creates. Stopping a `requestQuote`
 * actor (a new round cancels the one in flight) aborts its HTTP call through the signal.
 */
export function quotationActors(api: QuotationApi) {
  return {
    requestQuote: fromPromise<Quotation, QuoteCall>(({ input, signal }) =>
      api.quote(input.body, input.providerCode, signal),
    ),
  };
}
