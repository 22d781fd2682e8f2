import type { Locale } from '../strings/i18n';
import { interpolate } from '../strings/interpolate';
import type { LegalClause, LegalDocument } from './legal-document';
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

/**
 * Who the texts name: the broker that operates the site and answers for it (configuration, the
 * same whatever the brand), and the site by the brand the visitor sees.
 */
export interface LegalNames {
  broker: string;
  site: string;
}

/** A document with {broker} and {site} replaced by the deployment's and the brand's names. */
export function namedLegalDocument(document: LegalDocument, names: LegalNames): LegalDocument {
  const name = (text: string) => interpolate(text, { ...names });
  const nameClause = (clause: LegalClause): LegalClause => ({
    ...clause,
    heading: name(clause.heading),
    paragraphs: clause.paragraphs.map(name),
    items: clause.items?.map(name),
    clauses: clause.clauses?.map(nameClause),
  });
  return { ...document, intro: name(document.intro), clauses: document.clauses.map(nameClause) };
}
