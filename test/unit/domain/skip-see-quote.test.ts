import { describe, expect, it } from 'vitest';
import { quotationSkippingResults } from '../../../src/domain/quote/skip-see-quote';
import { quotationOf } from '../../machines/quotation-support';

describe('the quotation a promo that skips the results page buys', () => {
  it('is the cheapest of the package shown among the insurers we sell', () => {
    const quotes = [
      quotationOf('ana', 0, { discountPrice: 7_000 }),
      quotationOf('hdi', 0, { discountPrice: 9_800 }),
      quotationOf('gds', 0, { discountPrice: 9_600 }),
      quotationOf('mapfre', 1, { discountPrice: 5_000 }),
    ];
    expect(quotationSkippingResults(quotes, 0)).toMatchObject({ providerCode: 'gds' });
    expect(quotationSkippingResults(quotes, 1)).toMatchObject({ providerCode: 'mapfre' });
  });

  it('breaks a tie by the catalogue’s insurer order, and finds none without a sellable one', () => {
    const tie = [
      quotationOf('hdi', 0, { discountPrice: 9_000 }),
      quotationOf('mapfre', 0, { discountPrice: 9_000 }),
    ];
    expect(quotationSkippingResults(tie, 0)).toMatchObject({ providerCode: 'mapfre' });
    expect(quotationSkippingResults([quotationOf('ana', 0)], 0)).toBeUndefined();
  });
});
