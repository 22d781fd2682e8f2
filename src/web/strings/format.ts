import { useMemo } from 'react';
import type { IsoDate } from '../../domain/dates';
import { localeTags, useLocale, type Locale } from './i18n';

/** Money is always pesos (MXN): es-MX writes `$12,345.60`, en-US `MX$12,345.60`. */
export function formatMoney(locale: Locale, amount: number): string {
  return new Intl.NumberFormat(localeTags[locale], {
    style: 'currency',
    currency: 'MXN',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A calendar date in words: "13 de marzo de 1986" / "March 13, 1986". */
export function formatDate(locale: Locale, iso: IsoDate): string {
  return new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** Names joined as a sentence does: "ANA Seguros y HDI Seguros" / "ANA Seguros and HDI Seguros". */
export function formatList(locale: Locale, names: readonly string[]): string {
  return new Intl.ListFormat(localeTags[locale], { type: 'conjunction' }).format(names);
}

/** Money, date and list formatters for the current locale. */
export function useFormat() {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      money: (amount: number) => formatMoney(locale, amount),
      date: (iso: IsoDate) => formatDate(locale, iso),
      list: (names: readonly string[]) => formatList(locale, names),
    }),
    [locale],
  );
}
