import { Stack, Text } from '@mantine/core';
import { BackHomeButton } from '../components/titled-page';
import { usePageT } from '../strings/i18n';
import { cartText } from '../strings/page-text/cart';

/** A cart page opened without a selected quotation (the app machine sends the buyer home). */
export function NoCart() {
  const t = usePageT(cartText);
  return (
    <Stack>
      <Text>{t('cart.noCart')}</Text>
      <BackHomeButton label={t('cart.goHome')} />
    </Stack>
  );
}
