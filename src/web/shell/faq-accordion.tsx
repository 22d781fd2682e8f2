import { Accordion } from '@mantine/core';
import type { StringKey } from '../strings/catalogue';
import { useT } from '../strings/i18n';

export interface Faq<Key extends string = StringKey> {
  question: Key;
  answer: Key;
}

/**
 * Questions that open to their answers (home, /ayuda, the results page and its help panel);
 * a page whose questions are in its own area (page-areas.ts) gives its translate function.
 */
export function FaqAccordion<Key extends string = StringKey>({
  faqs,
  t,
}: {
  faqs: readonly Faq<Key>[];
  t?: (key: Key) => string;
}) {
  const shared = useT();
  const translate = t ?? (shared as (key: Key) => string);
  return (
    <Accordion variant="separated">
      {faqs.map((faq) => (
        <Accordion.Item key={faq.question} value={faq.question}>
          <Accordion.Control>{translate(faq.question)}</Accordion.Control>
          <Accordion.Panel>{translate(faq.answer)}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
