import { Paper, Title } from '@mantine/core';
import { FaqAccordion, type Faq } from '../shell/faq-accordion';
import { useT } from '../strings/i18n';

const resultsFaqs: readonly Faq[] = [
  { question: 'resultsContent.faq1Question', answer: 'resultsContent.faq1Answer' },
  { question: 'resultsContent.faq2Question', answer: 'resultsContent.faq2Answer' },
  { question: 'resultsContent.faq3Question', answer: 'resultsContent.faq3Answer' },
  { question: 'resultsContent.faq4Question', answer: 'resultsContent.faq4Answer' },
];

/** The results page's FAQ accordion. */
export function ResultsFaq() {
  const t = useT();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="results-faq">
      <Title order={2} size="h4" id="results-faq" mb="xs">
        {t('resultsContent.faqTitle')}
      </Title>
      <FaqAccordion faqs={resultsFaqs} />
    </Paper>
  );
}
