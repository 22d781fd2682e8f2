import { describe, expect, test } from 'vitest';
import {
  offeredPaymentFrequencies,
  offersPaymentFrequency,
} from '../../../src/domain/payment/payment-frequencies';

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

  test('the check the server makes agrees with what the browser offers', () => {
    expect(offersPaymentFrequency(true, 4)).toBe(true);
    expect(offersPaymentFrequency(true, 0)).toBe(false);
    expect(offersPaymentFrequency(true, 3)).toBe(false);
    expect(offersPaymentFrequency(false, 3)).toBe(true);
  });
});
