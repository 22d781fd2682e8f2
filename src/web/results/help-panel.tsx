import { Button, Stack } from '@mantine/core';
import { LaterDrawer } from '../site/later-overlays';
import { useDisclosure } from '@mantine/hooks';
import { ContactButtons, HelpTopics } from '../components/help-contact';
import { usePageT } from '../strings/i18n';
import { resultsText } from '../strings/page-text/results';

/** 'Ayuda': a side panel with the help topics, a call button and a WhatsApp button. */
export function HelpPanel() {
  const t = usePageT(resultsText);
  const [opened, panel] = useDisclosure(false);
  return (
    <>
      <Button variant="outline" onClick={panel.open}>
        {t('resultsContent.help')}
      </Button>
      <LaterDrawer
        opened={opened}
        onClose={panel.close}
        position="right"
        title={t('resultsContent.help')}
        closeButtonProps={{ 'aria-label': t('results.close') }}
      >
        <Stack>
          <HelpTopics />
          <ContactButtons />
        </Stack>
      </LaterDrawer>
    </>
  );
}
