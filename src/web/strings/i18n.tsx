import { createContext, useContext, type ReactNode } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/es-mx';
import { en, es, type Catalogue } from './catalogue';

export type Locale = 'es' | 'en';
const catalogues: Record<Locale, Catalogue> = { es, en };

dayjs.locale('es-mx');

const LocaleContext = createContext<Locale>('es');

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The translate function for the current locale (es by default). */
export function useT() {
  const locale = useContext(LocaleContext);
  return (key: keyof Catalogue) => catalogues[locale][key];
}

export function translate(locale: Locale, key: keyof Catalogue) {
  return catalogues[locale][key];
}

/** The current locale, for content kept in typed modules per language (the legal pages). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}
