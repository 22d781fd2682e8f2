import { useT } from '../strings/i18n';
import { BackHomeButton, TitledPage } from './titled-page';

export function NotFoundPage() {
  const t = useT();
  return (
    <TitledPage title={t('notFound.title')} intro={t('notFound.text')}>
      <BackHomeButton label={t('common.backHome')} />
    </TitledPage>
  );
}
