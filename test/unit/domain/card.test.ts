import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  cardBin,
  cardNumberLength,
  cvvLength,
  detectCardBrand,
  formatCardExpiryAsTyped,
  formatCardNumberAsTyped,
  isCardExpiryValid,
  isLuhnValid,
  isValidCardNumber,
  isValidCvv,
  lastFourDigits,
  luhnCheckDigit,
  parseCardExpiry,
  type CardBrand,
} from '../../../src/domain/payment/card';

describe('Luhn', () => {
  test.each(['4111111111111111', '5555555555554444', '378282246310005', '79927398713'])(
    '%s passes',
    (number) => {
      expect(isLuhnValid(number)).toBe(true);
    },
  );

  test.each(['4111111111111112', '79927398710', '', '4111-1111'])('%s fails', (number) => {
    expect(isLuhnValid(number)).toBe(false);
  });

  test('a payload completed with its check digit always passes', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 18 }),
        (payload) => {
          expect(isLuhnValid(`${payload}${luhnCheckDigit(payload)}`)).toBe(true);
        },
      ),
    );
  });

  test('changing one digit of a valid number breaks it', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 15, maxLength: 15 }),
        fc.nat(15),
        fc.integer({ min: 1, max: 9 }),
        (payload, position, shift) => {
          const digits = [...`${payload}${luhnCheckDigit(payload)}`];
          digits[position] = String((Number(digits[position]) + shift) % 10);
          expect(isLuhnValid(digits.join(''))).toBe(false);
        },
      ),
    );
  });
});

describe('brands', () => {
  test.each([
    ['4111111111111111', 'visa'],
    ['5555555555554444', 'master'],
    ['2221000000000009', 'master'],
    ['2720990000000007', 'master'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['5062000000000000', 'carnet'],
    ['2869000000000000', 'carnet'],
    ['6011111111111117', undefined],
    ['2721000000000000', undefined],
  ])('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  test.each([
    ['amex', 15, 4],
    ['visa', 16, 3],
    ['master', 16, 3],
    ['carnet', 16, 3],
  ] as [CardBrand, number, number][])(
    '%s numbers have %i digits and a %i-digit security code',
    (brand, length, cvv) => {
      expect(cardNumberLength(brand)).toBe(length);
      expect(cvvLength(brand)).toBe(cvv);
    },
  );

  test('the security code matches the brand', () => {
    expect(isValidCvv('1234', 'amex')).toBe(true);
    expect(isValidCvv('123', 'amex')).toBe(false);
    expect(isValidCvv('123', 'visa')).toBe(true);
    expect(isValidCvv('1234', 'visa')).toBe(false);
  });

  test('a valid number needs a known brand, its length and the Luhn digit', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('4111-1111-1111-1111')).toBe(true);
    expect(isValidCardNumber('4111111111111111111')).toBe(false);
    expect(isValidCardNumber('6011111111111117')).toBe(false);
  });

  test('every generated Visa number of 16 digits is valid', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 14, maxLength: 14 }),
        (middle) => {
          const payload = `4${middle}`;
          expect(isValidCardNumber(`${payload}${luhnCheckDigit(payload)}`)).toBe(true);
        },
      ),
    );
  });

  test('the bin is the first six digits; the last four are kept', () => {
    expect(cardBin('4111 1111 1111 1234')).toBe('411111');
    expect(lastFourDigits('4111 1111 1111 1234')).toBe('1234');
  });
});

describe('expiry typed in the masked field', () => {
  test.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12 / 3'],
    ['1230', '12 / 30'],
    ['12/', '12'],
    ['12 / ', '12'],
    ['12 / 3', '12 / 3'],
    ['12/30', '12 / 30'],
    ['5', '05'],
    ['1/', '01'],
    ['1/3', '01 / 3'],
    ['12 / 203', '12 / 3'],
    ['12/2030', '12 / 30'],
    ['12 / 301', '12 / 30'],
    ['ab', ''],
  ])('%j shows %j', (typed, shown) => {
    expect(formatCardExpiryAsTyped(typed)).toBe(shown);
  });
});

describe('card number typed in its field', () => {
  test.each([
    ['4', '4'],
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242-4242 4242', '4242 4242 4242 4242'],
    ['42424242424242424', '4242 4242 4242 4242'],
    ['5555 5555 5555 4444', '5555 5555 5555 4444'],
    ['37828224631000', '3782 822463 1000'],
    ['378282246310005', '3782 822463 10005'],
    ['3782822463100051', '3782 822463 10005'],
    ['4242 4242 4242 424', '4242 4242 4242 424'],
    ['abc', ''],
  ])('%j shows %j', (typed, shown) => {
    expect(formatCardNumberAsTyped(typed)).toBe(shown);
  });

  test('what it shows is read back as the digits typed, a valid number still valid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,16}$/), (digits) => {
        const shown = formatCardNumberAsTyped(digits);
        expect(shown.replace(/ /g, '')).toBe(digits.slice(0, 16));
        expect(isValidCardNumber(shown)).toBe(isValidCardNumber(digits));
      }),
    );
  });
});

describe('expiry "mm / aa"', () => {
  test('parses month and year', () => {
    expect(parseCardExpiry('07 / 29')).toEqual({ month: 7, year: 2029 });
    expect(parseCardExpiry('7 / 29')).toBeUndefined();
    expect(parseCardExpiry('00 / 29')).toBeUndefined();
  });

  test.each([
    ['03 / 26', true],
    ['04 / 26', true],
    ['02 / 26', false],
    ['12 / 25', false],
    ['03 / 46', true],
    ['04 / 46', false],
  ])('on 2026-03-10, %s is valid: %s', (expiry, valid) => {
    expect(isCardExpiryValid(expiry, '2026-03-10')).toBe(valid);
  });
});
