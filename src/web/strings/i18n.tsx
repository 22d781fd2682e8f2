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
// Spanish only: the build drops the areas' English (scripts/strings-by-language.ts).
import { sharedAreas } from './shared-areas?language=es';
import { catalogueOf, type LanguagePack, type StringKey } from './language-pack';
import { isLanguage, languageInQuery, localeTags, type Language } from '../../domain/languages';

export type Locale = Language;

/** Spanish, the default, comes with the first load; English loads when a visitor asks for it. */
const spanishPack: LanguagePack = {
  catalogue: catalogueOf(sharedAreas, 'es'),
  message: (spanish) => spanish,
};
const loadedPacks: Partial<Record<Locale, LanguagePack>> = { es: spanishPack };

async function loadPack(locale: Locale): Promise<LanguagePack> {
  const pack = loadedPacks[locale] ?? (await import('./english')).englishPack;
  loadedPacks[locale] = pack;
  return pack;
}

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
  /** The language the page is shown in. */
  locale: Locale;
  pack: LanguagePack;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleState>({
  locale: 'es',
  pack: spanishPack,
  setLocale: () => {},
});

interface Shown {
  locale: Locale;
  pack: LanguagePack;
}

/**
 * The current language: starts from `locale` when given (tests), else from the URL and the
 * remembered choice; switching remembers it and sets `<html lang>`. A language not loaded yet
 * is shown once its pack arrives; the page stays in the language it had meanwhile.
 */
export function LocaleProvider({ locale, children }: { locale?: Locale; children: ReactNode }) {
  const [asked, setAsked] = useState<Locale>(
    () => locale ?? initialLocale(window.location.search, readRemembered()),
  );
  const [shown, setShown] = useState<Shown>({ locale: 'es', pack: spanishPack });
  useEffect(() => {
    let current = true;
    void loadPack(asked).then((pack) => {
      if (current) setShown({ locale: asked, pack });
    });
    return () => {
      current = false;
    };
  }, [asked]);
  useEffect(() => {
    document.documentElement.lang = localeTags[shown.locale];
    remember(shown.locale);
  }, [shown.locale]);
  const value = useMemo(() => ({ ...shown, setLocale: setAsked }), [shown]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export const useLocale = () => useContext(LocaleContext);

/** The translate function for the current locale (es by default). */
export function useT() {
  const { pack } = useContext(LocaleContext);
  return useCallback((key: StringKey) => pack.catalogue[key], [pack]);
}

/** `const message = useMessage(); message(errors.postalCode)`: a Spanish message, translated. */
export function useMessage() {
  const { pack } = useContext(LocaleContext);
  return useCallback(
    <T extends string | undefined>(message: T): T =>
      (message === undefined ? message : pack.message(message)) as T,
    [pack],
  );
}
