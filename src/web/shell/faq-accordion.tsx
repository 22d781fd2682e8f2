import { Accordion } from '@mantine/core';
import type { StringKey } from '../strings/catalogue';
import { useT } from '../strings/i18n';

export interface Faq {
  question: StringKey;
  answer: StringKey;
}

/** Questions that open to their answers (home, /ayuda, the results page and its help panel). */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  const t = useT();
  return (
    <Accordion variant="separated">
      {faqs.map((faq) => (
        <Accordion.Item key={faq.question} value={faq.question}>
          <Accordion.Control>{t(faq.question)}</Accordion.Control>
          <Accordion.Panel>{t(faq.answer)}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
