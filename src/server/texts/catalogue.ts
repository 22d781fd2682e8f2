import { interpolate } from '../../domain/site/catalogue-strings';
import type { IsoDate } from '../../domain/common/dates';
import { localeTags, type Language } from '../../domain/site/languages';
import { formatDate, formatDayOfInstant, formatMoney } from '../../domain/site/locale-format';
import { brandNameOf } from '../../domain/site/partners';
import { mailTexts } from './areas/mail';
import { policyPdfTexts } from './areas/policy-pdf';
import { policyTermsTexts } from './areas/policy-terms';
import { quotePdfTexts } from './areas/quote-pdf';

/**
 * The server's own catalogue: every word of the mails and PDFs it writes, in Spanish (the
 * source) and English. One file per area under areas/, listed here.
 */
export const serverTextAreas = [
  mailTexts,
  policyPdfTexts,
  policyTermsTexts,
  quotePdfTexts,
] as const;

type Area = (typeof serverTextAreas)[number];
type KeysOf<A> = A extends { es: Record<infer Key, string> } ? Key : never;
export type ServerTextKey = KeysOf<Area>;

function merge(language: Language): Record<ServerTextKey, string> {
  return Object.assign({}, ...serverTextAreas.map((area) => area[language])) as Record<
    ServerTextKey,
    string
  >;
}

const catalogues: Record<Language, Record<ServerTextKey, string>> = {
  es: merge('es'),
  en: merge('en'),
};

/** What a mail or PDF writer needs to speak the buyer's language. */
export interface ServerTexts {
  language: Language;
  /** The brand the reader knows the site by: the partner code's they arrived with. */
  brand: string;
  /** The BCP 47 tag: the mail's `<html lang>`. */
  localeTag: string;
  t(key: ServerTextKey, values?: Record<string, string | number>): string;
  money(amount: number): string;
  date(iso: IsoDate): string;
  /** The Mexico City day of an instant, in figures. */
  day(instant: string | Date): string;
}

export function textsFor(language: Language, partnerCode?: string): ServerTexts {
  const catalogue = catalogues[language];
  return {
    language,
    brand: brandNameOf(partnerCode),
    localeTag: localeTags[language],
    t: (key, values) => (values ? interpolate(catalogue[key], values) : catalogue[key]),
    money: (amount) => formatMoney(language, amount),
    date: (iso) => formatDate(language, iso),
    day: (instant) => formatDayOfInstant(language, instant),
  };
}
