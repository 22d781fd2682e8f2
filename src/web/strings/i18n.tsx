import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/es-mx';
import { en, es, type Catalogue } from './catalogue';
import { isLanguage, languageInQuery, type Language } from '../../domain/languages';

export type Locale = Language;
const catalogues: Record<Locale, Catalogue> = { es, en };

/** The BCP 47 tag of each locale: html lang, Intl formats (money in MXN in both). */
export const localeTags: Record<Locale, string> = { es: 'es-MX', en: 'en-US' };

/** The visitor's choice is remembered across visits on this device. */
const storageKey = 'cotizauto.lang';

dayjs.locale('es-mx');

/** The locale a `?lang=` query asks for, if any. */
export const localeInQuery = languageInQuery;

/** `?lang=en` (or es) wins, then the remembered choice, then Spanish. */
export function initialLocale(search: string, remembered: string | null): Locale {
  return localeInQuery(search) ?? (isLanguage(remembered) ? remembered : 'es');
}

function readRemembered(): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function remember(locale: Locale) {
  try {
    window.localStorage.setItem(storageKey, locale);
  } catch {
    // Storage may be blocked (private mode): the choice then lasts for this page only.
  }
}

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleState>({ locale: 'es', setLocale: () => {} });

/**
 * The current language: starts from `locale` when given (tests), else from the URL and the
 * remembered choice; switching remembers it and sets `<html lang>`.
 */
export function LocaleProvider({ locale, children }: { locale?: Locale; children: ReactNode }) {
  const [current, setCurrent] = useState<Locale>(
    () => locale ?? initialLocale(window.location.search, readRemembered()),
  );
  useEffect(() => {
    document.documentElement.lang = localeTags[current];
    remember(current);
  }, [current]);
  const value = useMemo(() => ({ locale: current, setLocale: setCurrent }), [current]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export const useLocale = () => useContext(LocaleContext);

/** The translate function for the current locale (es by default). */
export function useT() {
  const { locale } = useContext(LocaleContext);
  return useCallback((key: keyof Catalogue) => catalogues[locale][key], [locale]);
}

export function translate(locale: Locale, key: keyof Catalogue) {
  return catalogues[locale][key];
}
