import { describe, expect, test } from 'vitest';
import {
  offeredPaymentFrequencies,
  paymentFrequencyFor,
} from '../../../src/domain/payment-frequencies';

describe('payment frequencies a promo offers', () => {
  test('every frequency normally; Contado alone with onlyCashPayment', () => {
    expect(offeredPaymentFrequencies(false).map((f) => f.label)).toEqual([
      'Anual',
      'Trimestral',
      'Semestral',
      'Mensual',
      'Contado',
    ]);
    expect(offeredPaymentFrequencies(true).map((f) => f.label)).toEqual(['Contado']);
  });

  test('a round quotes the buyer’s frequency unless the promo allows cash only', () => {
    expect(paymentFrequencyFor(3, false)).toBe(3);
    expect(paymentFrequencyFor(3, true)).toBe(4);
  });
});
