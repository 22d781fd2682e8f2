import { describe, expect, test } from 'vitest';
import dayjs from 'dayjs';
import {
  addCalendarDays,
  addMonths,
  addYears,
  formatDisplayDate,
  isAllowedStartDate,
  isIsoDate,
  isoFromParts,
  isPlausiblePastDate,
  parseDisplayDate,
  parseDisplayOrIsoDate,
  policyEndDate,
  startDateWindow,
  todayInMexico,
  wholeYearsBetween,
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

  test('the display format is dd/mm/yyyy', () => {
    expect(formatDisplayDate('1986-03-13')).toBe('13/03/1986');
    expect(formatDisplayDate('2027-01-04')).toBe('04/01/2027');
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
    expect(addCalendarDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-08-31', 11)).toBe('2027-07-31');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(policyEndDate('2026-03-10', 1)).toBe('2027-03-10');
    expect(policyEndDate('2024-02-29', 1)).toBe('2025-02-28');
  });

  test('the same days, months and years as dayjs counts them, over three years of days', () => {
    const mismatches: string[] = [];
    for (let day = dayjs('2023-01-01'); day.isBefore('2026-01-01'); day = day.add(1, 'day')) {
      const iso = day.format('YYYY-MM-DD');
      const expectations: [string, string][] = [
        [addCalendarDays(iso, 45), day.add(45, 'day').format('YYYY-MM-DD')],
        [addCalendarDays(iso, -45), day.subtract(45, 'day').format('YYYY-MM-DD')],
        ...[1, 2, 6, 11, 13].map((months): [string, string] => [
          addMonths(iso, months),
          day.add(months, 'month').format('YYYY-MM-DD'),
        ]),
        [addYears(iso, 1), day.add(1, 'year').format('YYYY-MM-DD')],
      ];
      for (const [ours, theirs] of expectations)
        if (ours !== theirs) mismatches.push(`${iso}: ${ours} ≠ ${theirs}`);
    }
    expect(mismatches).toEqual([]);
  });

  test('ages as dayjs counts whole years, birthdays on 29 February included', () => {
    expect(wholeYearsBetween('1988-11-28', '2026-11-27')).toBe(37);
    expect(wholeYearsBetween('1988-11-28', '2026-11-28')).toBe(38);
    expect(wholeYearsBetween('2008-02-29', '2026-02-28')).toBe(18);
    const mismatches: string[] = [];
    const birthdays = ['2000-02-29', '1986-03-13', '1990-12-31', '2004-01-01', '1975-06-15'];
    for (let day = dayjs('2023-01-01'); day.isBefore('2026-01-01'); day = day.add(1, 'day')) {
      const iso = day.format('YYYY-MM-DD');
      for (const birthday of birthdays) {
        const theirs = day.diff(dayjs(birthday), 'year');
        if (wholeYearsBetween(birthday, iso) !== theirs) mismatches.push(`${birthday} → ${iso}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
