import { insurerCodes, insurers } from '../insurers/insurers';
import type { PackageCode } from '../coverage/packages';
import type { Quotation } from './quotation';

/**
 * The quotation a promo that skips the results page (`skipSeeQuote`) buys: our reading, the spec
 * names none. Among the quotations of the package the buyer would have seen first (Amplia unless
 * a restriction says otherwise), those of an insurer we can sell (emit-enabled), the cheapest
 * price to pay; on a tie, the insurer listed first in the catalogue. None when no such quotation.
 */
export function quotationSkippingResults(
  quotes: readonly Quotation[],
  shownPackage: PackageCode,
): Quotation | undefined {
  return quotes
    .filter((quote) => quote.package === shownPackage && insurers[quote.providerCode].canEmit)
    .sort(
      (a, b) =>
        a.discountPrice - b.discountPrice ||
        insurerCodes.indexOf(a.providerCode) - insurerCodes.indexOf(b.providerCode),
    )[0];
}
