import { Accordion, Button, Group } from '@mantine/core';
import { TitledPage } from './titled-page';
import { useT } from '../strings/i18n';
import type { StringKey } from '../strings/catalogue';
import { externalLinks, phoneLink } from '../config';
import { NewTabNotice, newTabProps } from '../shell/new-tab-link';

const topics: { question: StringKey; answer: StringKey }[] = [
  { question: 'help.carMissingQuestion', answer: 'help.carMissingAnswer' },
  { question: 'help.cancelQuestion', answer: 'help.cancelAnswer' },
  { question: 'help.serialQuestion', answer: 'help.serialAnswer' },
];

export function HelpPage() {
  const t = useT();
  return (
    <TitledPage title={t('page.help')}>
      <Accordion variant="separated">
        {topics.map((topic) => (
          <Accordion.Item key={topic.question} value={topic.question}>
            <Accordion.Control>{t(topic.question)}</Accordion.Control>
            <Accordion.Panel>{t(topic.answer)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Group>
        <Button component="a" href={phoneLink}>
          {t('links.call')}
        </Button>
        <Button component="a" href={externalLinks.whatsApp} {...newTabProps} variant="outline">
          {t('links.whatsApp')}
          <NewTabNotice />
        </Button>
      </Group>
    </TitledPage>
  );
}
