import { describe, expect, it } from 'vitest';
import { readArrivalParams, reportableQuery } from '../../src/domain/site/arrival';
import { isClientRoute } from '../../src/domain/site/routes';

describe('arrival query parameters', () => {
  it.each(['?cartId=abc', '?cartid=abc', '?CARTID=abc', '?CartId=abc'])(
    'reads the cart id in any case: %s',
    (search) => {
      expect(readArrivalParams(search).cartId).toBe('abc');
    },
  );

  it('reads canary and a promo code', () => {
    expect(readArrivalParams('?canary&promocode=AS_LEADS')).toEqual({
      cartId: undefined,
      canary: true,
      promoCode: 'AS_LEADS',
    });
    expect(readArrivalParams('')).toEqual({ cartId: undefined, canary: false });
  });
});

describe('the query page views report', () => {
  it('never carries a saved cart’s id, whatever its case, and keeps the rest', () => {
    expect(reportableQuery('?CartId=3f2b8c1e&promocode=BIENVENIDA10')).toBe(
      '?promocode=BIENVENIDA10',
    );
    expect(reportableQuery('?cartid=3f2b8c1e')).toBe('');
    expect(reportableQuery('?lang=en')).toBe('?lang=en');
  });
});

describe('client routes', () => {
  it.each(['/', '/quote', '/cart/client-name', '/emit-cart/payment', '/thank-you/'])(
    'knows %s',
    (path) => {
      expect(isClientRoute(path)).toBe(true);
    },
  );
  it.each(['/quotes', '/api/health', '/cartx'])('does not claim %s', (path) => {
    expect(isClientRoute(path)).toBe(false);
  });
});
