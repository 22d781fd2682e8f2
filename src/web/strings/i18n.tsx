import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import Cookies from 'js-cookie';
// Spanish only: the build drops the areas' English (scripts/strings-by-language.ts).
import { sharedAreas } from './shared-areas?language=es';
import { catalogueOf, type Catalogue, type LanguagePack, type StringKey } from './language-pack';

export type { StringKey };
import { useHydrated } from '../prerendered-html';
import {
  languageCookie,
  languageCookieDays,
  languageInQuery,
  localeTags,
  requestedLanguage,
  type Language,
} from '../../domain/site/languages';

export type Locale = Language;

/** Spanish, the default, comes with the first load; English loads when a visitor asks for it. */
const spanishPack: LanguagePack = {
  catalogue: catalogueOf(sharedAreas, 'es') as Catalogue,
  message: (spanish) => spanish,
};
const loadedPacks: Partial<Record<Locale, LanguagePack>> = { es: spanishPack };

/** A language's pack, loaded once; a prerendered page's is loaded before it is hydrated. */
export async function loadPack(locale: Locale): Promise<LanguagePack> {
  const pack = loadedPacks[locale] ?? (await import('./english')).englishPack;
  loadedPacks[locale] = pack;
  return pack;
}

/** The locale a `?lang=` query asks for, if any. */
export const localeInQuery = languageInQuery;

/** The remembered choice: a cookie, so the server answers the next page in it too. */
const readRemembered = (): string | undefined => Cookies.get(languageCookie);

function remember(locale: Locale) {
  if (readRemembered() === locale) return;
  Cookies.set(languageCookie, locale, {
    expires: languageCookieDays,
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
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

/** The language the browser asks for: the URL's, else the remembered choice, else Spanish. */
const browserLocale = () => requestedLanguage(window.location.search, readRemembered());

/**
 * The current language: starts from `locale` when given (tests), else from the URL and the
 * remembered choice; switching remembers it and sets `<html lang>`. A language not loaded yet
 * is shown once its pack arrives; the page stays in the language it had meanwhile. A prerendered
 * page starts in the language it was drawn in (`prerendered`, its pack loaded), so hydration
 * draws the same page, and asks for the browser's choice right after.
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
  // The visitor's switch (or the tests' locale) wins over the browser's choice.
  const [chosen, setChosen] = useState<Locale | undefined>(locale);
  const hydrated = useHydrated();
  const fromBrowser = useMemo(() => (hydrated ? browserLocale() : undefined), [hydrated]);
  const asked = chosen ?? fromBrowser ?? prerendered ?? 'es';
  const [shown, setShown] = useState<Shown>(() => {
    const first = prerendered ?? 'es';
    return { locale: first, pack: loadedPacks[first] ?? spanishPack };
  });
  useEffect(() => {
    let current = true;
    void loadPack(asked).then((pack) => {
      // The language the page already shows (a hydrated page's) redraws nothing. Not a
      // transition: the page in the new language may load more (a lazy route), and a
      // transition would keep waiting on it with the old language shown.
      if (current)
        setShown((was) =>
          was.locale === asked && was.pack === pack ? was : { locale: asked, pack },
        );
    });
    return () => {
      current = false;
    };
  }, [asked]);
  // In the commit that draws the new texts, so no frame reads them in the old language.
  useLayoutEffect(() => {
    // While hydrating, only once the visitor's own choice is shown: the prerendered language
    // would overwrite the remembered choice.
    if (!hydrated && shown.locale !== chosen) return;
    // Only a change: any write to <html>'s attributes restyles the whole page.
    if (document.documentElement.lang !== localeTags[shown.locale])
      document.documentElement.lang = localeTags[shown.locale];
    remember(shown.locale);
  }, [shown.locale, hydrated, chosen]);
  const value = useMemo(() => ({ ...shown, setLocale: setChosen }), [shown]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export const useLocale = () => useContext(LocaleContext);

/** The translate function for the current locale (es by default). */
export function useT() {
  const { pack } = useContext(LocaleContext);
  return useCallback((key: StringKey) => pack.catalogue[key], [pack]);
}

/**
 * The translate function of a view that shows a page area (page-areas.ts) besides the shared
 * ones: `pageText` is its page's Spanish (page-text/), which loads with the page; in English the
 * pack has every area.
 */
export function usePageT<PageKey extends string>(pageText: Record<PageKey, string>) {
  const { pack } = useContext(LocaleContext);
  const loaded: Partial<Record<string, string>> = pack.catalogue;
  return useCallback(
    (key: StringKey | PageKey): string => loaded[key] ?? pageText[key as PageKey],
    [loaded, pageText],
  );
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
