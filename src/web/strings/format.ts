import { useMemo } from 'react';
import type { IsoDate } from '../../domain/common/dates';
import { localeTags, type Language } from '../../domain/site/languages';
import { formatDate, formatMoney, formatNumericDate } from '../../domain/site/locale-format';
import { useLocale } from './i18n';

export { formatDate, formatMoney };

/** Names joined as a sentence does: "ANA Seguros y HDI Seguros" / "ANA Seguros and HDI Seguros". */
export function formatList(locale: Language, names: readonly string[]): string {
  return new Intl.ListFormat(localeTags[locale], { type: 'conjunction' }).format(names);
}

/** Money, date and list formatters for the current locale. */
export function useFormat() {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      money: (amount: number) => formatMoney(locale, amount),
      date: (iso: IsoDate) => formatDate(locale, iso),
      numericDate: (iso: IsoDate) => formatNumericDate(locale, iso),
      list: (names: readonly string[]) => formatList(locale, names),
    }),
    [locale],
  );
}
