/**
 * Calendar dates as `yyyy-mm-dd` text, computed with the platform's UTC dates: this module is in
 * every page's first script, and dayjs with its parsing plugin and locale was about 4 kB of it
 * on the wire (the start date's picker, Mantine's, still loads dayjs with the cart).
 */

/** A calendar date as the API carries it: `yyyy-mm-dd`. */
export type IsoDate = string;

/** Mexico City is UTC−6 all year since the country dropped daylight saving time in 2022. */
const mexicoUtcOffsetHours = 6;

/** Policies may start today or on any of the next 30 calendar days. */
export const startDateWindowDays = 30;

/** Birth and constitution dates before this are typing mistakes. */
export const earliestBirthdate: IsoDate = '1900-01-01';

/** Year, month (1–12) and day of a date the app wrote as `yyyy-mm-dd`. */
function partsOf(iso: IsoDate): [number, number, number] {
  return iso.split('-').map(Number) as [number, number, number];
}

/** A UTC day as `yyyy-mm-dd`: `Date.UTC` carries an overflowing day or month into the next. */
function isoOfUtcDay(year: number, monthIndex: number, day: number): IsoDate {
  return new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
}

/**
 * `yyyy-mm-dd` naming a day that exists, from the year 100 (what dayjs's strict parsing took),
 * checked by arithmetic: strict parsing was 2% of a quote's CPU.
 */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return year >= 100 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The days of a month (1–12): day 0 of the next month is the last of this one. */
export const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Today's calendar date in Mexico City, whatever the time zone of the browser or server, so
 * both sides agree on "today" late in the evening. The city keeps UTC−6 all year, so the date
 * is the UTC date six hours back. No time-zone lookup: it built the page's first
 * Intl.DateTimeFormat (ICU's date data) at the wizard's last click, about 70 ms on a phone.
 */
export function todayInMexico(now: Date = new Date()): IsoDate {
  return new Date(now.getTime() - mexicoUtcOffsetHours * 3_600_000).toISOString().slice(0, 10);
}

/** Day, month and year as typed (2, 2 and 4 digits) to an ISO date, if they make a real date. */
export function isoFromParts(day: string, month: string, year: string): IsoDate | undefined {
  if (!/^\d{2}$/.test(day) || !/^\d{2}$/.test(month) || !/^\d{4}$/.test(year)) return undefined;
  const iso = `${year}-${month}-${day}`;
  return isIsoDate(iso) ? iso : undefined;
}

/** `dd/mm/yyyy`, also with spaces around the slashes as the masked inputs show it (`dd / mm / yyyy`). */
export function parseDisplayDate(text: string): IsoDate | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})\s*\/\s*(\d{4})$/.exec(text.trim());
  return match
    ? isoFromParts(match[1] as string, match[2] as string, match[3] as string)
    : undefined;
}

/** A date typed either as `dd / mm / yyyy` or as `yyyy-mm-dd`, converted to `yyyy-mm-dd`. */
export function parseDisplayOrIsoDate(text: string): IsoDate | undefined {
  const trimmed = text.trim();
  return isIsoDate(trimmed) ? trimmed : parseDisplayDate(trimmed);
}

export function formatDisplayDate(iso: IsoDate): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

export function addCalendarDays(iso: IsoDate, days: number): IsoDate {
  const [year, month, day] = partsOf(iso);
  return isoOfUtcDay(year, month - 1, day + days);
}

/** The same day `months` later, or the month's last day when it has no such day (31 Jan → 28 Feb). */
export function addMonths(iso: IsoDate, months: number): IsoDate {
  const [year, month, day] = partsOf(iso);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const [targetYear, targetMonth] = [target.getUTCFullYear(), target.getUTCMonth()];
  return isoOfUtcDay(
    targetYear,
    targetMonth,
    Math.min(day, daysInMonth(targetYear, targetMonth + 1)),
  );
}

/** The instant a Mexico City calendar day begins (UTC−6 all year: mexicoUtcOffsetHours). */
export function startOfDayInMexico(iso: IsoDate): Date {
  return new Date(`${iso}T00:00:00-06:00`);
}

export function addYears(iso: IsoDate, years: number): IsoDate {
  return addMonths(iso, years * 12);
}

/**
 * Whole years from one date to a later one (an age): a birthday on 29 February comes on 28
 * February in other years, as `addYears` counts it.
 */
export function wholeYearsBetween(from: IsoDate, to: IsoDate): number {
  const years = partsOf(to)[0] - partsOf(from)[0];
  return addYears(from, years) <= to ? years : years - 1;
}

/** ISO dates compare as text. */
export function isBetween(iso: IsoDate, first: IsoDate, last: IsoDate): boolean {
  return iso >= first && iso <= last;
}

export function startDateWindow(today: IsoDate): { first: IsoDate; last: IsoDate } {
  return { first: today, last: addCalendarDays(today, startDateWindowDays) };
}

export function isAllowedStartDate(iso: IsoDate, today: IsoDate): boolean {
  const { first, last } = startDateWindow(today);
  return isIsoDate(iso) && isBetween(iso, first, last);
}

/** A birth or constitution date: a real date, not in the future, not before 1900. */
export function isPlausiblePastDate(iso: IsoDate, today: IsoDate): boolean {
  return isIsoDate(iso) && isBetween(iso, earliestBirthdate, today);
}

/** A policy of N years ends on the same calendar day N years later. */
export function policyEndDate(begin: IsoDate, validity: number): IsoDate {
  return addYears(begin, validity);
}
