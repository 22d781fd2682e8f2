import { Button, Group } from '@mantine/core';
import { externalLinks, phoneLink } from '../config';
import { NewTabButton } from '../shell/new-tab-link';
import { FaqAccordion, type Faq } from '../shell/faq-accordion';
import { usePageT } from '../strings/i18n';
import { helpText, type HelpTextKey } from '../strings/page-text/help';

const helpTopics: readonly Faq<HelpTextKey>[] = [
  { question: 'help.carMissingQuestion', answer: 'help.carMissingAnswer' },
  { question: 'help.cancelQuestion', answer: 'help.cancelAnswer' },
  { question: 'help.serialQuestion', answer: 'help.serialAnswer' },
];

/** The help topics of /ayuda and of the results page's Ayuda panel. */
export function HelpTopics() {
  const t = usePageT(helpText);
  return <FaqAccordion faqs={helpTopics} t={t} />;
}

/** The call and WhatsApp buttons. */
export function ContactButtons() {
  const t = usePageT(helpText);
  return (
    <Group>
      <Button component="a" href={phoneLink}>
        {t('links.call')}
      </Button>
      <NewTabButton href={externalLinks.whatsApp} variant="outline">
        {t('links.whatsApp')}
      </NewTabButton>
    </Group>
  );
}
