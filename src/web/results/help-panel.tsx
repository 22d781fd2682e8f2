import { Button, Drawer, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ContactButtons, helpTopics } from '../pages/help-contact';
import { FaqAccordion } from '../shell/faq-accordion';
import { useT } from '../strings/i18n';

/** 'Ayuda': a side panel with the help topics, a call button and a WhatsApp button. */
export function HelpPanel() {
  const t = useT();
  const [opened, panel] = useDisclosure(false);
  return (
    <>
      <Button variant="outline" onClick={panel.open}>
        {t('resultsContent.help')}
      </Button>
      <Drawer
        opened={opened}
        onClose={panel.close}
        position="right"
        title={t('resultsContent.help')}
        closeButtonProps={{ 'aria-label': t('results.close') }}
      >
        <Stack>
          <FaqAccordion faqs={helpTopics} />
          <ContactButtons />
        </Stack>
      </Drawer>
    </>
  );
}
