import type { IsoDate } from '../common/dates';
import { localeTags, type Language } from './languages';

/**
 * Money and dates in the reader's language, for the browser's views and the server's mails and
 * PDFs alike. Money is always pesos (MXN): es-MX writes `$12,345.60`, en-US `MX$12,345.60`.
 */

/**
 * One formatter per language, made on first use: building an Intl formatter costs far more than
 * formatting with one (a results page formats dozens of amounts on each insurer's answer).
 */
function perLanguage<Formatter>(make: (locale: string) => Formatter) {
  const made = new Map<Language, Formatter>();
  return (language: Language): Formatter => {
    let formatter = made.get(language);
    if (!formatter) made.set(language, (formatter = make(localeTags[language])));
    return formatter;
  };
}

const money = perLanguage(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'MXN',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      // No '-$0.00' for a discount of nothing.
      signDisplay: 'negative',
    }),
);
const dateInWords = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
);
const dateInFigures = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const dayInMexicoCity = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { timeZone: 'America/Mexico_City' }),
);

const midnightUtc = (iso: IsoDate) => new Date(`${iso}T00:00:00Z`);

export function formatMoney(language: Language, amount: number): string {
  return money(language).format(amount);
}

/** A calendar date in words: "13 de marzo de 1986" / "March 13, 1986". */
export function formatDate(language: Language, iso: IsoDate): string {
  return dateInWords(language).format(midnightUtc(iso));
}

/** A calendar date in figures, two-digit day and month: "01/12/2026" / "12/01/2026". */
export function formatNumericDate(language: Language, iso: IsoDate): string {
  return dateInFigures(language).format(midnightUtc(iso));
}

/** The calendar day an instant falls on in Mexico City, in figures: "1/12/2026" / "12/1/2026". */
export function formatDayOfInstant(language: Language, instant: string | Date): string {
  return dayInMexicoCity(language).format(new Date(instant));
}
