import { fromCallback, fromPromise } from 'xstate';
import type { createCatalogApi } from '../../src/api/catalog';
import type { Version } from '../../src/domain/vehicle/vehicle-catalog';
import type { createQuotationApi } from '../../src/api/quotation';
import { errorCodes, isApiError } from '../../src/domain/common/errors';
import type { Quotation, QuoteRoundLine } from '../../src/domain/quote/quotation';
import type { QuotationEvent, QuoteCall, QuoteRoundCall } from './quotation.types';

interface QuotationActorsApi {
  quotation: Pick<ReturnType<typeof createQuotationApi>, 'quote' | 'quoteRound'>;
  catalog: Pick<ReturnType<typeof createCatalogApi>, 'listVersions'>;
}

type RoundEvent = Extract<QuotationEvent, { round: number }>;

/** What one line of the streamed round tells the machine; the closing line says nothing new. */
function eventOfLine(round: number, line: QuoteRoundLine): RoundEvent | null {
  switch (line.type) {
    case 'quotation':
      return { type: 'quotation.quoteAnswered', round, quotation: line.quotation };
    case 'declined':
      return { type: 'quotation.quoteRefused', round, slot: line.declined };
    case 'failed':
      return { type: 'quotation.quoteRefused', round, slot: line.failed, failed: true };
    case 'done':
      return null;
  }
}

/** Relays each line as it arrives; however the stream ends, the machine hears that it ended. */
async function relayRound(
  api: QuotationActorsApi,
  { round, body }: QuoteRoundCall,
  signal: AbortSignal,
  sendBack: (event: RoundEvent) => void,
) {
  let vehicleRefused = false;
  try {
    for await (const line of api.quotation.quoteRound(body, signal)) {
      const event = eventOfLine(round, line);
      if (event) sendBack(event);
    }
  } catch (error) {
    // A refused or broken-off round drops what has not answered (below), like failed quotes;
    // a vehicle no insurer quotes says so rather than a quote error.
    vehicleRefused = isApiError(error) && error.code === errorCodes.noProviders;
  }
  if (!signal.aborted) sendBack({ type: 'quotation.roundEnded', round, vehicleRefused });
}

/**
 * The default actors, built from the API client the app creates. Stopping a `requestQuote`
 * or `quoteRound` actor (a new round cancels the one in flight) aborts its HTTP call.
 */
export function createQuotationActors(api: QuotationActorsApi) {
  return {
    requestQuote: fromPromise<Quotation, QuoteCall>(({ input, signal }) =>
      api.quotation.quote(input.body, input.providerCode, signal),
    ),
    quoteRound: fromCallback<QuotationEvent, QuoteRoundCall>(({ input, sendBack }) => {
      const controller = new AbortController();
      void relayRound(api, input, controller.signal, sendBack);
      return () => controller.abort();
    }),
    loadVersions: fromPromise<Version[], { modelId: string }>(({ input }) =>
      api.catalog.listVersions({ modelId: input.modelId }),
    ),
  };
}
