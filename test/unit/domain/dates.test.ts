import { describe, expect, test } from 'vitest';
import {
  addCalendarDays,
  formatDisplayDate,
  formatLongDate,
  isAllowedStartDate,
  isIsoDate,
  isoFromParts,
  isPlausiblePastDate,
  parseDisplayDate,
  parseDisplayOrIsoDate,
  policyEndDate,
  startDateWindow,
  todayInMexico,
} from '../../../src/domain/common/dates';

describe('dates', () => {
  test("today is the calendar date in Mexico City, whatever the clock's zone", () => {
    expect(todayInMexico(new Date('2026-03-11T05:30:00Z'))).toBe('2026-03-10');
    expect(todayInMexico(new Date('2026-03-11T06:30:00Z'))).toBe('2026-03-11');
  });

  test('ISO dates must exist', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-9')).toBe(false);
  });

  test('dd/mm/yyyy, with or without spaces around the slashes', () => {
    expect(parseDisplayDate('13/03/1986')).toBe('1986-03-13');
    expect(parseDisplayDate('13 / 03 / 1986')).toBe('1986-03-13');
    expect(parseDisplayDate('31/04/1986')).toBeUndefined();
    expect(parseDisplayDate('1986-03-13')).toBeUndefined();
    expect(parseDisplayOrIsoDate('1986-03-13')).toBe('1986-03-13');
  });

  test('day, month and year boxes', () => {
    expect(isoFromParts('13', '03', '1986')).toBe('1986-03-13');
    expect(isoFromParts('13', '3', '1986')).toBeUndefined();
    expect(isoFromParts('30', '02', '1986')).toBeUndefined();
  });

  test('display formats, the long one in Mexican Spanish', () => {
    expect(formatDisplayDate('1986-03-13')).toBe('13/03/1986');
    expect(formatLongDate('1986-03-13')).toBe('13 de marzo de 1986');
  });

  test('the start date window runs from today to 30 calendar days later', () => {
    expect(startDateWindow('2026-12-15')).toEqual({ first: '2026-12-15', last: '2027-01-14' });
    expect(isAllowedStartDate('2027-01-14', '2026-12-15')).toBe(true);
    expect(isAllowedStartDate('2027-01-15', '2026-12-15')).toBe(false);
    expect(isAllowedStartDate('2026-12-14', '2026-12-15')).toBe(false);
  });

  test('birth and constitution dates are past and not before 1900', () => {
    expect(isPlausiblePastDate('1900-01-01', '2026-03-10')).toBe(true);
    expect(isPlausiblePastDate('1899-12-31', '2026-03-10')).toBe(false);
    expect(isPlausiblePastDate('2026-03-11', '2026-03-10')).toBe(false);
  });

  test('calendar arithmetic', () => {
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(policyEndDate('2026-03-10', 1)).toBe('2027-03-10');
    expect(policyEndDate('2024-02-29', 1)).toBe('2025-02-28');
  });
});
