import { TitledPage } from './titled-page';
import { useT } from '../strings/i18n';
import { FaqAccordion } from '../shell/faq-accordion';
import { ContactButtons, helpTopics } from './help-contact';

export function HelpPage() {
  const t = useT();
  return (
    <TitledPage title={t('page.help')}>
      <FaqAccordion faqs={helpTopics} />
      <ContactButtons />
    </TitledPage>
  );
}
