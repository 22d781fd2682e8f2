import { describe, expect, it } from 'vitest';
import { parsePackageCode } from '../../../src/domain/coverage/packages';
import { parsePaymentFrequencyCode } from '../../../src/domain/payment/payment-frequencies';
import { parseIndemnityValue, parseValidityYears } from '../../../src/domain/quote/policy';

describe("a choice's text read back as its code", () => {
  it('reads the codes the selects offer', () => {
    expect(parsePaymentFrequencyCode('4')).toBe(4);
    expect(parsePaymentFrequencyCode('0')).toBe(0);
    expect(parsePackageCode('1')).toBe(1);
    expect(parseValidityYears('2')).toBe(2);
    expect(parseIndemnityValue('invoice')).toBe('invoice');
  });

  it('refuses text that names no offered choice, rather than casting it', () => {
    for (const text of [null, '', ' 3', '3.0', '7', '-1', 'Contado', '0x1']) {
      expect(parsePaymentFrequencyCode(text)).toBeUndefined();
    }
    expect(parsePackageCode('3')).toBeUndefined();
    expect(parseValidityYears('0')).toBeUndefined();
    expect(parseValidityYears('6')).toBeUndefined();
    expect(parseIndemnityValue('Valor Factura')).toBeUndefined();
    expect(parseIndemnityValue('')).toBeUndefined();
  });
});
