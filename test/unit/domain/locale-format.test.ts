import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDayOfInstant,
  formatMoney,
  formatNumericDate,
} from '../../../src/domain/site/locale-format';

describe('money and dates in the reader language', () => {
  it('writes pesos as Mexico does in Spanish, and as MX$ in English', () => {
    expect(formatMoney('es', 12345.6)).toBe('$12,345.60');
    expect(formatMoney('en', 12345.6)).toBe('MX$12,345.60');
    expect(formatMoney('es', -1800)).toBe('-$1,800.00');
  });

  it('never writes a discount of nothing as -$0.00', () => {
    expect(formatMoney('es', -0)).toBe('$0.00');
    expect(formatMoney('es', -0.001)).toBe('$0.00');
  });

  it('keeps each language its own, whichever was asked first', () => {
    expect([formatMoney('en', 5), formatMoney('es', 5), formatMoney('en', 5)]).toEqual([
      'MX$5.00',
      '$5.00',
      'MX$5.00',
    ]);
  });

  it('writes a calendar date in words and in figures, the day it names wherever it runs', () => {
    expect(formatDate('es', '1986-03-13')).toBe('13 de marzo de 1986');
    expect(formatDate('en', '1986-03-13')).toBe('March 13, 1986');
    expect(formatNumericDate('es', '2026-12-01')).toBe('01/12/2026');
    expect(formatNumericDate('en', '2026-12-01')).toBe('12/01/2026');
  });

  it('gives the day an instant falls on in Mexico City, not in UTC', () => {
    // 05:30 UTC on 1 December is 23:30 on 30 November in Mexico City (UTC−6).
    expect(formatDayOfInstant('es', '2026-12-01T05:30:00Z')).toBe('30/11/2026');
    expect(formatDayOfInstant('en', new Date('2026-12-01T06:30:00Z'))).toBe('12/1/2026');
  });
});
