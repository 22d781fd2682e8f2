import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { CustomiseFilters } from '../../src/domain/coverage';
import type { InsurerCode } from '../../src/domain/insurers';
import type { PackageCode } from '../../src/domain/packages';
import type { Quotation } from '../../src/domain/quotation';
import type { QuoteJob } from '../../src/domain/quote-round';
import type { ClientRoute } from '../../src/domain/routes';
import type { QuoteRequestInput } from '../../src/domain/validation/quote-request';

/**
 * The quote inputs the wizard or the session hands over: everything of POST /quotation/quote
 * except what each request adds (insurer, package, partner) and the sidebar filters, which
 * this machine owns.
 */
export type QuoteInputs = Omit<
  QuoteRequestInput,
  'providerCode' | 'partnerCode' | 'package' | 'filters'
>;

/** The body of one request: the quote inputs, the current filters and the package. */
export type QuoteBody = QuoteInputs & { filters: CustomiseFilters; package: PackageCode };

/** Input of the `requestQuote` actor: one insurer, one package. */
export interface QuoteCall {
  body: QuoteBody;
  providerCode: InsurerCode;
}

/** A request of the round in flight, known by the id of the actor that makes it. */
export interface PendingQuote extends QuoteJob {
  actorId: string;
}

export interface QuotationContext {
  quote: QuoteInputs | null;
  /** The insurers offered for the vehicle and postal code. */
  insurers: InsurerCode[];
  /** Insurers a promo removed from the comparison. */
  blacklist: InsurerCode[];
  /** The filters as the quote was requested; reset goes back to them. */
  originalFilters: CustomiseFilters;
  filters: CustomiseFilters;
  /** The list of the results page: at most one quotation per provider and package. */
  quotes: Quotation[];
  selectedQuotation: Quotation | null;
  /** Requests of the round in flight that have not answered yet. */
  pending: PendingQuote[];
  /** Numbers rounds so a new round's actors never share an id with the cancelled one's. */
  round: number;
  quotationInit: boolean;
  oneQuoteWasResolved: boolean;
  allQuotationsResolved: boolean;
  withoutQuotes: boolean;
  /** The offer countdown: when the first listed quotation expires, and seconds left. */
  offerExpiresAt: string | null;
  offerSecondsLeft: number;
}

export type QuotationEvent =
  /** Start a quote round; cancels the round in flight and drops its results. */
  | {
      type: 'quotation.request';
      quote: QuoteInputs;
      insurers: readonly InsurerCode[];
      blacklist?: readonly InsurerCode[];
      /** The filters to quote with; the sidebar's initial values when omitted. */
      filters?: CustomiseFilters;
    }
  /** Re-quote with the sidebar's filters. */
  | { type: 'quotation.applyFilters'; filters: CustomiseFilters }
  /** Re-quote with the filters the quote was requested with. */
  | { type: 'quotation.resetFilters' }
  /** 'Seleccionar' on a card: select it and go to /emit-cart. */
  | { type: 'quotation.select'; providerCode: InsurerCode; package: PackageCode }
  /** The visitor opened /emit-cart: stay there or go home. */
  | { type: 'quotation.enterEmitCart' }
  /** Forget everything (a promo arrival resets the stored quotation). */
  | { type: 'quotation.reset' }
  /** Sent by the offer clock every second while the countdown runs. */
  | { type: 'quotation.offerTick' }
  | DoneActorEvent<Quotation>
  | ErrorActorEvent;

/** What the machine asks the web layer to do; it never touches the router itself. */
export type QuotationEmitted = { type: 'quotation.navigate'; to: ClientRoute };
