import { initialCustomiseFilters } from '../../src/domain/coverage';
import { compensationFor, defaultIndemnityValue, defaultValidity } from '../../src/domain/policy';
import type { QuoteScope } from '../../src/domain/quote-restrictions';
import type { QuoteJob } from '../../src/domain/quote-round';
import type { QuoteBody, QuoteInputs, QuotationContext } from './quotation.types';

export function initialQuotationContext(): QuotationContext {
  const filters = initialCustomiseFilters();
  return {
    quote: null,
    insurers: [],
    blacklist: [],
    originalFilters: filters,
    filters,
    quotes: [],
    selectedQuotation: null,
    pending: [],
    round: 0,
    quotationInit: false,
    oneQuoteWasResolved: false,
    allQuotationsResolved: false,
    withoutQuotes: false,
    offerExpiresAt: null,
    offerSecondsLeft: 0,
  };
}

/** The policy choices of the inputs that narrow a round (quote area, section 4). */
export function scopeOf(quote: QuoteInputs): QuoteScope {
  return {
    validity: quote.validity ?? defaultValidity,
    compensationValue: compensationFor(quote.indemnityValue ?? defaultIndemnityValue),
    hasCoveragesEdited: quote.hasCoveragesEdited ?? false,
  };
}

export function quoteBodyFor(context: QuotationContext, job: QuoteJob): QuoteBody {
  return { ...(context.quote as QuoteInputs), filters: context.filters, package: job.package };
}

/** Actor ids carry the round so a cancelled round's answer never matches the round in flight. */
export function quoteActorId(round: number, job: QuoteJob): string {
  return `quote.${round}.${job.providerCode}.${job.package}`;
}
