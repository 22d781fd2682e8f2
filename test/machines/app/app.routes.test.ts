import { describe, expect, it } from 'vitest';
import {
  cartRouteOf,
  isPurchaseRoute,
  isQuoteStartRoute,
  wizardVariantFor,
} from '../../../machines/app/app.routes';

describe('the app’s page rules', () => {
  it('shows the quote-cart variant on /quote-cart, the lead variant to the leads channel', () => {
    expect(wizardVariantFor('/quote-cart', undefined)).toBe('quoteCart');
    expect(wizardVariantFor('/quote-cart/', 'AS_LEADS')).toBe('quoteCart');
    expect(wizardVariantFor('/quote', 'as_leads')).toBe('lead');
    expect(wizardVariantFor('/', 'VERANO')).toBe('standard');
  });

  it('knows the pages that show the wizard and the purchase pages', () => {
    expect(['/', '/quote', '/quote-cart/'].map(isQuoteStartRoute)).toEqual([true, true, true]);
    expect(isQuoteStartRoute('/new-see-quote')).toBe(false);
    expect(
      ['/emit-cart', '/emit-cart/payment', '/cart/client-name', '/cart'].map(isPurchaseRoute),
    ).toEqual([true, true, true, true]);
    expect(['/emit-cartx', '/thank-you', '/'].map(isPurchaseRoute)).toEqual([false, false, false]);
  });

  it('opens the individual cart on the new cart’s entry and the company cart on /emit-cart', () => {
    expect(cartRouteOf).toEqual({ individual: '/cart/client-name', company: '/emit-cart' });
  });
});
