import { FaqAccordion, type Faq } from '../shell/faq-accordion';
import { usePageT } from '../strings/i18n';
import { resultsText, type ResultsTextKey } from '../strings/page-text/results';
import { ResultsPanel } from './results-panel';

const resultsFaqs: readonly Faq<ResultsTextKey>[] = [
  { question: 'resultsContent.faq1Question', answer: 'resultsContent.faq1Answer' },
  { question: 'resultsContent.faq2Question', answer: 'resultsContent.faq2Answer' },
  { question: 'resultsContent.faq3Question', answer: 'resultsContent.faq3Answer' },
  { question: 'resultsContent.faq4Question', answer: 'resultsContent.faq4Answer' },
];

/** The results page's FAQ accordion. */
export function ResultsFaq() {
  const t = usePageT(resultsText);
  return (
    <ResultsPanel id="results-faq" title={t('resultsContent.faqTitle')}>
      <FaqAccordion faqs={resultsFaqs} t={t} />
    </ResultsPanel>
  );
}
