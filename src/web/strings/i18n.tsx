import { createContext, useContext, type ReactNode } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/es-mx';
import { es, type StringKey } from './es';
import { en } from './en';

export type Locale = 'es' | 'en';
const catalogues: Record<Locale, Record<StringKey, string>> = { es, en };

dayjs.locale('es-mx');

const LocaleContext = createContext<Locale>('es');

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The translate function for the current locale (es by default). */
export function useT() {
  const locale = useContext(LocaleContext);
  return (key: StringKey) => catalogues[locale][key];
}

export function translate(locale: Locale, key: StringKey) {
  return catalogues[locale][key];
}
