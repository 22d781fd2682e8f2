import type { InsurerCode } from '../insurers/insurers';
import type { PackageCode } from '../coverage/packages';
import { quotableInsurers, quotablePackages, type QuoteScope } from './quote-restrictions';

/** One request of a quote round: one insurer, one package. */
export interface QuoteJob {
  providerCode: InsurerCode;
  package: PackageCode;
}

export interface QuoteRoundRequest {
  /** The insurers offered for the vehicle and postal code, in display order. */
  insurers: readonly InsurerCode[];
  /** Insurers a promo removed from the comparison. */
  blacklist: readonly InsurerCode[];
  scope: QuoteScope;
  /** The provider of the quotation the visitor selected, if any. */
  selectedProvider: InsurerCode | undefined;
}

export interface QuoteRound {
  jobs: QuoteJob[];
  /** True when the round re-quotes the selected provider only and the other quotes stay listed. */
  requotesSelectedProviderOnly: boolean;
}

/**
 * Exactly one provider with a selected quotation re-quotes only that provider
 * (docs/behaviour/quote/results.md#re-quoting-the-selected-provider-only); any other round quotes
 * every insurer that survives the blacklist and restrictions.
 */
export function requotesSelectedProviderOnly(request: QuoteRoundRequest): boolean {
  const [only, ...others] = request.insurers;
  return others.length === 0 && only !== undefined && only === request.selectedProvider;
}

/** Requests per insurer, each insurer's packages in the order comprehensive, third-party, liability. */
export function planQuoteRound(request: QuoteRoundRequest): QuoteRound {
  const allowed = request.insurers.filter((code) => !request.blacklist.includes(code));
  const providers = quotableInsurers(allowed, request.scope);
  const packages = quotablePackages(request.scope);
  return {
    jobs: providers.flatMap((providerCode) =>
      packages.map((pack) => ({ providerCode, package: pack })),
    ),
    requotesSelectedProviderOnly: requotesSelectedProviderOnly(request),
  };
}
