import { describe, expect, test } from 'vitest';
import {
  isVinFormat,
  normalizeVin,
  padSerialNumber,
  vinCheckDigit,
  vinCheckDigitMatches,
} from '../../../src/domain/vehicle/vin';
import { vinWarning } from '../../../src/domain/validation';

describe('VIN', () => {
  test.each([
    ['1M8GDM9AXKP042788', 'X'],
    ['11111111111111111', '1'],
    ['1HGCM82633A004352', '3'],
  ])('the check digit of %s is %s', (vin, digit) => {
    expect(vinCheckDigit(vin)).toBe(digit);
    expect(vinCheckDigitMatches(vin)).toBe(true);
  });

  test('a VIN with another ninth character does not match', () => {
    expect(vinCheckDigitMatches('1M8GDM9A1KP042788')).toBe(false);
  });

  test('17 characters without I, O or Q', () => {
    expect(isVinFormat('1M8GDM9AXKP042788')).toBe(true);
    expect(isVinFormat('1M8GDM9AXKP04278I')).toBe(false);
    expect(isVinFormat('1M8GDM9AXKP04278')).toBe(false);
  });

  test('typed groups and lower case are normalised', () => {
    expect(normalizeVin('1m8 gdm9ax-kp042788')).toBe('1M8GDM9AXKP042788');
  });

  test('shorter serials are padded with leading zeros to 17', () => {
    expect(padSerialNumber('ab12345')).toBe('0000000000AB12345');
  });

  test('a mismatched check digit only warns; foreign VINs often lack one', () => {
    expect(vinWarning('1M8GDM9A1KP042788')).toMatch(/^Revisa tu número de serie/);
    expect(vinWarning('1M8GDM9AXKP042788')).toBeUndefined();
    expect(vinWarning('too short')).toBeUndefined();
  });
});
