import { Loader } from '@mantine/core';
import { useT } from '../strings/i18n';

/** Where a part of the page shows once its code has arrived (a later module), while it comes. */
export function CodeLoading() {
  const t = useT();
  return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
}
