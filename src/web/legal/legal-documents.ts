import type { Locale } from '../strings/i18n';
import type { LegalDocument } from './legal-document';
import { termsEs } from './terms.es';
import { termsEn } from './terms.en';
import { privacyEs } from './privacy.es';
import { privacyEn } from './privacy.en';
import { usageEs } from './usage.es';
import { usageEn } from './usage.en';

/** Each legal page's text in every language; the page shows the current locale's. */
export const legalDocuments = {
  terms: { es: termsEs, en: termsEn },
  privacy: { es: privacyEs, en: privacyEn },
  usage: { es: usageEs, en: usageEn },
} satisfies Record<string, Record<Locale, LegalDocument>>;

export type LegalDocumentName = keyof typeof legalDocuments;
