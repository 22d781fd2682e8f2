import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/es-mx';

dayjs.extend(customParseFormat);

/** A calendar date as the API carries it: `yyyy-mm-dd`. */
export type IsoDate = string;

const isoFormat = 'YYYY-MM-DD';
const mexicoTimeZone = 'America/Mexico_City';

/** Policies may start today or on any of the next 30 calendar days. */
export const startDateWindowDays = 30;

/** Birth and constitution dates before this are typing mistakes. */
export const earliestBirthdate: IsoDate = '1900-01-01';

function parseIso(text: string) {
  return dayjs(text, isoFormat, true);
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

/** Day 0 of the next month is the last of this one. */
const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

let mexicoDateFormatter: Intl.DateTimeFormat | undefined;

/** Built once: a DateTimeFormat costs about 0.3 ms to build, using it a few µs. */
function mexicoDateFormat(): Intl.DateTimeFormat {
  mexicoDateFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: mexicoTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return mexicoDateFormatter;
}

const hourMs = 3_600_000;
/**
 * The last answer, by UTC hour: Mexico City's offsets are whole hours, so its date only
 * changes on a UTC hour boundary, and the time-zone lookup (a few µs, 2.5% of a quote's CPU)
 * runs once an hour instead of on every validation.
 */
let lastToday: { hour: number; date: IsoDate } | undefined;

/**
 * Today's calendar date in Mexico City, whatever the time zone of the browser or server, so
 * both sides agree on "today" late in the evening.
 */
export function todayInMexico(now: Date = new Date()): IsoDate {
  const hour = Math.floor(now.getTime() / hourMs);
  if (lastToday?.hour !== hour) lastToday = { hour, date: mexicoDate(now) };
  return lastToday.date;
}

function mexicoDate(now: Date): IsoDate {
  const parts = mexicoDateFormat().formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
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
  return parseIso(iso).format('DD/MM/YYYY');
}

/** "13 de marzo de 1986". */
export function formatLongDate(iso: IsoDate): string {
  return parseIso(iso).locale('es-mx').format('D [de] MMMM [de] YYYY');
}

export function addCalendarDays(iso: IsoDate, days: number): IsoDate {
  return parseIso(iso).add(days, 'day').format(isoFormat);
}

/** The same day `months` later, or the month's last day when it has no such day (31 Jan → 28 Feb). */
export function addMonths(iso: IsoDate, months: number): IsoDate {
  return parseIso(iso).add(months, 'month').format(isoFormat);
}

/**
 * The instant a Mexico City calendar day begins. The country keeps UTC−6 all year since it
 * dropped daylight saving time in 2022.
 */
export function startOfDayInMexico(iso: IsoDate): Date {
  return new Date(`${iso}T00:00:00-06:00`);
}

export function addYears(iso: IsoDate, years: number): IsoDate {
  return parseIso(iso).add(years, 'year').format(isoFormat);
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
