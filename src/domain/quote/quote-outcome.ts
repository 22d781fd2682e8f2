import { noProvidersMessage, quoteErrorApology, vehicleNotFoundMessage } from './quotation';

/**
 * Why a quote round ended without any quote, and what the results page says
 * (docs/behaviour/quote/results.md#without-quotes).
 */
export type WithoutQuotesReason = 'vehicleNotFound' | 'noProviders' | 'quoteError';

export function withoutQuotesReason(round: {
  versionFound: boolean;
  requests: number;
  /** The server refused the whole round: no insurer quotes this vehicle (a motorcycle). */
  vehicleRefused: boolean;
}): WithoutQuotesReason {
  if (!round.versionFound) return 'vehicleNotFound';
  return round.requests === 0 || round.vehicleRefused ? 'noProviders' : 'quoteError';
}

export const withoutQuotesMessages: Readonly<Record<WithoutQuotesReason, string>> = {
  quoteError: quoteErrorApology,
  noProviders: noProvidersMessage,
  vehicleNotFound: vehicleNotFoundMessage,
};
