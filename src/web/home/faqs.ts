import type { StringKey } from '../strings/catalogue';

/** The home page's frequently asked questions, each a question and its answer. */
export const homeFaqs: { question: StringKey; answer: StringKey }[] = [
  { question: 'home.faq1Question', answer: 'home.faq1Answer' },
  { question: 'home.faq2Question', answer: 'home.faq2Answer' },
  { question: 'home.faq3Question', answer: 'home.faq3Answer' },
];
