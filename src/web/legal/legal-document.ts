/**
 * A legal document in one language (docs/behaviour/legal.md), in our own words. Clause ids are
 * the page's anchors and are the same in every language.
 */
export interface LegalClause {
  id: string;
  heading: string;
  paragraphs: string[];
  /** A bulleted list after the paragraphs (the partner insurers, the restrictions…). */
  items?: string[];
  /** Sub-clauses, shown as third-level headings (the payment terms). */
  clauses?: LegalClause[];
}

export interface LegalDocument {
  /** The date the behaviour gives, ISO (YYYY-MM-DD); the page formats it per language. */
  updated: string;
  intro: string;
  clauses: LegalClause[];
}

/** Where users write to exercise their rights or to stop e-mails. */
export const legalContactEmail = 'privacidad@cotizauto.mx';
