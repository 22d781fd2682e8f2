/** The site's languages: Spanish (the default) and English. */
export const languages = ['es', 'en'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'es';

export const isLanguage = (value: string | null | undefined): value is Language =>
  value === 'es' || value === 'en';

/** The BCP 47 tag of each language: html lang, Intl formats (money in MXN in both). */
export const localeTags: Record<Language, string> = { es: 'es-MX', en: 'en-US' };

/**
 * The cookie that remembers the visitor's language choice on this device: the server writes it
 * with a page asked for with `?lang=` (so a link followed before the scripts run keeps the
 * choice), the browser when the visitor switches, and the server reads it to send the page in
 * that language from the first byte.
 */
export const languageCookie = 'cotizauto_lang';

/** How long the choice is remembered: a year, across visits on this device. */
export const languageCookieDays = 365;

/** The language a page is asked in: `?lang=` wins, then the remembered choice, then Spanish. */
export function requestedLanguage(search: string, remembered: string | null | undefined): Language {
  return languageInQuery(search) ?? (isLanguage(remembered) ? remembered : defaultLanguage);
}

/** The language a `?lang=en` (or es) query asks for, name and value in any case, as cartId. */
export function languageInQuery(search: string): Language | undefined {
  const asked = [...new URLSearchParams(search)]
    .find(([name]) => name.toLowerCase() === 'lang')?.[1]
    ?.toLowerCase();
  return isLanguage(asked) ? asked : undefined;
}
