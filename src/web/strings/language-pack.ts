import type { Language } from '../../domain/site/languages';
import type { sharedAreas } from './shared-areas';

/** The keys of an area (`defineStrings`' result). */
export type KeysOf<Area> = Area extends { es: Record<infer Key, string> } ? Key : never;
/** The keys `t()` translates: the shared areas' (a page area is read by its page: usePageT). */
export type StringKey = KeysOf<(typeof sharedAreas)[number]>;
export type Catalogue = Record<StringKey, string>;

/** What the browser needs to speak a language. */
export interface LanguagePack {
  catalogue: Catalogue;
  /** A message the machines, the domain or the server wrote in Spanish, in this language. */
  message: (spanish: string) => string;
}

/** One language's strings of `areas`, in one object. */
export function catalogueOf<Areas extends readonly { es: object; en: object }[]>(
  areas: Areas,
  language: Language,
): Record<KeysOf<Areas[number]>, string> {
  return Object.assign({}, ...areas.map((area) => area[language])) as Record<
    KeysOf<Areas[number]>,
    string
  >;
}
