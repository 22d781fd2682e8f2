import type { QuoteOutcome } from './adapter';

/**
 * Why an insurer's quote answer cannot be shown to a buyer, or undefined when it can. An
 * insurer's web service may answer a mangled body that still parses: a price that is not a
 * number or a negative one, or a number of receipts that is not a whole positive number, must
 * never reach a card.
 */
export function flawInQuoteAnswer(outcome: QuoteOutcome): string | undefined {
  if (outcome.status === 'declined')
    return outcome.reason.trim() === '' ? 'a decline without a reason' : undefined;
  const { quote, validityDays } = outcome;
  const prices = {
    regularPrice: quote.regularPrice,
    discountPrice: quote.discountPrice,
    firstPayment: quote.firstPayment,
    nextPayments: quote.nextPayments,
    total: quote.breakdown.total,
  };
  const badPrice = Object.entries(prices).find(([, value]) => !isAmount(value));
  if (badPrice) return `${badPrice[0]} is not an amount (${String(badPrice[1])})`;
  if (!isCount(quote.payments)) return `payments is not a count (${String(quote.payments)})`;
  if (!isCount(validityDays)) return `validityDays is not a count (${String(validityDays)})`;
  return undefined;
}

const isAmount = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 1;
