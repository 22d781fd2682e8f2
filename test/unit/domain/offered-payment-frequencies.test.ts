import { describe, expect, test } from 'vitest';
import { offeredPaymentFrequencies } from '../../../src/domain/payment-frequencies';

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
});
