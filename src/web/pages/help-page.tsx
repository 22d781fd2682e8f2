import { TitledPage } from '../components/titled-page';
import { useT } from '../strings/i18n';
import { ContactButtons, HelpTopics } from '../components/help-contact';

export function HelpPage() {
  const t = useT();
  return (
    <TitledPage title={t('page.help')}>
      <HelpTopics />
      <ContactButtons />
    </TitledPage>
  );
}
