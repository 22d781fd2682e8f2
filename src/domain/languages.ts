/** The site's languages: Spanish (the default) and English. */
export type Language = 'es' | 'en';

export const isLanguage = (value: string | null | undefined): value is Language =>
  value === 'es' || value === 'en';

/** The language a `?lang=en` (or es) query asks for, name and value in any case, as cartId. */
export function languageInQuery(search: string): Language | undefined {
  const asked = [...new URLSearchParams(search)]
    .find(([name]) => name.toLowerCase() === 'lang')?.[1]
    ?.toLowerCase();
  return isLanguage(asked) ? asked : undefined;
}

/** The BCP 47 tag of each language: html lang, Intl formats (money in MXN in both). */
export const languageTags: Record<Language, string> = { es: 'es-MX', en: 'en-US' };
