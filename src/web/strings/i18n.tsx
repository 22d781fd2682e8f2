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
import { useHydrated } from '../prerendered-html';
import { isLanguage, languageInQuery, languageTags, type Language } from '../../domain/languages';

export type Locale = Language;
const catalogues: Record<Locale, Catalogue> = { es, en };

export { languageTags as localeTags } from '../../domain/languages';

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

/** The language the browser asks for: the URL's, else the remembered choice, else Spanish. */
const browserLocale = () => initialLocale(window.location.search, readRemembered());

/**
 * The current language: starts from `locale` when given (tests), else from the URL and the
 * remembered choice; switching remembers it and sets `<html lang>`. A prerendered page starts in
 * the language it was drawn in (`prerendered`), so hydration draws the same page, and switches to
 * the browser's choice right after.
 */
export function LocaleProvider({
  locale,
  prerendered,
  children,
}: {
  locale?: Locale;
  prerendered?: Locale;
  children: ReactNode;
}) {
  // The visitor's switch (or the tests' locale) wins over everything else.
  const [chosen, setChosen] = useState<Locale | undefined>(locale);
  const hydrated = useHydrated();
  const fromBrowser = useMemo(() => (hydrated ? browserLocale() : undefined), [hydrated]);
  const current = chosen ?? fromBrowser ?? prerendered ?? 'es';
  useEffect(() => {
    // Not while hydrating: the prerendered language would overwrite the remembered choice.
    if (!hydrated) return;
    document.documentElement.lang = languageTags[current];
    remember(current);
  }, [current, hydrated]);
  const value = useMemo(() => ({ locale: current, setLocale: setChosen }), [current]);
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
