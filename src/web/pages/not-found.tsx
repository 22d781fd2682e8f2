import { usePageT } from '../strings/i18n';
import { notFoundText } from '../strings/page-text/not-found';
import { BackHomeButton, TitledPage } from '../components/titled-page';

export function NotFoundPage() {
  const t = usePageT(notFoundText);
  return (
    <TitledPage title={t('notFound.title')} intro={t('notFound.text')}>
      <BackHomeButton label={t('common.backHome')} />
    </TitledPage>
  );
}
