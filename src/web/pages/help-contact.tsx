import { Button, Group } from '@mantine/core';
import { externalLinks, phoneLink } from '../config';
import { NewTabNotice, newTabProps } from '../shell/new-tab-link';
import type { Faq } from '../shell/faq-accordion';
import { useT } from '../strings/i18n';

/** The help topics of /ayuda and of the results page's Ayuda panel. */
export const helpTopics: readonly Faq[] = [
  { question: 'help.carMissingQuestion', answer: 'help.carMissingAnswer' },
  { question: 'help.cancelQuestion', answer: 'help.cancelAnswer' },
  { question: 'help.serialQuestion', answer: 'help.serialAnswer' },
];

/** The call and WhatsApp buttons. */
export function ContactButtons() {
  const t = useT();
  return (
    <Group>
      <Button component="a" href={phoneLink}>
        {t('links.call')}
      </Button>
      <Button component="a" href={externalLinks.whatsApp} {...newTabProps} variant="outline">
        {t('links.whatsApp')}
        <NewTabNotice />
      </Button>
    </Group>
  );
}
