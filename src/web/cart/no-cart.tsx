import { Stack, Text } from '@mantine/core';
import { BackHomeButton } from '../pages/titled-page';
import { useT } from '../strings/i18n';

/** A cart page opened without a selected quotation (the app machine sends the buyer home). */
export function NoCart() {
  const t = useT();
  return (
    <Stack>
      <Text>{t('cart.noCart')}</Text>
      <BackHomeButton label={t('cart.goHome')} />
    </Stack>
  );
}
