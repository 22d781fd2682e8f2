import type { IsoDate } from '../common/dates';
import { localeTags, type Language } from './languages';

/**
 * Money and dates in the reader's language, for the browser's views and the server's mails and
 * PDFs alike. Money is always pesos (MXN): es-MX writes `$12,345.60`, en-US `MX$12,345.60`.
 */
export function formatMoney(language: Language, amount: number): string {
  return new Intl.NumberFormat(localeTags[language], {
    style: 'currency',
    currency: 'MXN',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    // No '-$0.00' for a discount of nothing.
    signDisplay: 'negative',
  }).format(amount);
}

/** A calendar date in words: "13 de marzo de 1986" / "March 13, 1986". */
export function formatDate(language: Language, iso: IsoDate): string {
  return new Intl.DateTimeFormat(localeTags[language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** A calendar date in figures, two-digit day and month: "01/12/2026" / "12/01/2026". */
export function formatNumericDate(language: Language, iso: IsoDate): string {
  return new Intl.DateTimeFormat(localeTags[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** The calendar day an instant falls on in Mexico City, in figures: "1/12/2026" / "12/1/2026". */
export function formatDayOfInstant(language: Language, instant: string | Date): string {
  return new Date(instant).toLocaleDateString(localeTags[language], {
    timeZone: 'America/Mexico_City',
  });
}
