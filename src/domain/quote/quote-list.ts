import type { InsurerCode } from '../insurers/insurers';
import type { PackageCode } from '../coverage/packages';
import type { Quotation } from './quotation';

/** The quote list of the results page: at most one quotation per provider and package. */
export interface QuoteSlot {
  providerCode: InsurerCode;
  package: PackageCode;
}

export function isSameSlot(a: QuoteSlot, b: QuoteSlot): boolean {
  return a.providerCode === b.providerCode && a.package === b.package;
}

/** A quote for a provider and package already listed replaces the old one in place. */
export function listQuotation(quotes: readonly Quotation[], quotation: Quotation): Quotation[] {
  const index = quotes.findIndex((quote) => isSameSlot(quote, quotation));
  if (index === -1) return [...quotes, quotation];
  return quotes.map((quote, at) => (at === index ? quotation : quote));
}

/** A failed quote removes that insurer's package from the list. */
export function removeQuoteSlot(quotes: readonly Quotation[], slot: QuoteSlot): Quotation[] {
  return quotes.filter((quote) => !isSameSlot(quote, slot));
}

/**
 * What stays listed when a round starts: nothing for a full round; for a re-quote of the
 * selected provider, the other providers' quotes and that provider's packages being re-quoted;
 * for a re-pricing of the same quote (a customisation), every listed package being re-quoted.
 * A kept quote is replaced when its answer arrives, removed if it fails.
 */
export function quotesKeptForRound(
  quotes: readonly Quotation[],
  round: {
    jobs: readonly QuoteSlot[];
    requotesSelectedProviderOnly: boolean;
    repricesListedQuotes?: boolean;
  },
): Quotation[] {
  const isRequoted = (quote: Quotation) => round.jobs.some((job) => isSameSlot(job, quote));
  if (round.repricesListedQuotes) return quotes.filter(isRequoted);
  if (!round.requotesSelectedProviderOnly) return [];
  const requoted = new Set(round.jobs.map((job) => job.providerCode));
  return quotes.filter((quote) => !requoted.has(quote.providerCode) || isRequoted(quote));
}

export function findQuotation(
  quotes: readonly Quotation[],
  slot: QuoteSlot,
): Quotation | undefined {
  return quotes.find((quote) => isSameSlot(quote, slot));
}
