import { useMemo } from 'react';
import type { IsoDate } from '../../domain/dates';
import { formatDate, formatMoney } from '../../domain/locale-format';
import { useLocale } from './i18n';

export { formatDate, formatMoney };

/** Money and date formatters for the current locale. */
export function useFormat() {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      money: (amount: number) => formatMoney(locale, amount),
      date: (iso: IsoDate) => formatDate(locale, iso),
    }),
    [locale],
  );
}
