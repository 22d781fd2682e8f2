import { Anchor, VisuallyHidden } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { useT } from '../strings/i18n';

/** Legal pages open in a new tab and keep the current query string (promo code, cartId…). */
export function LegalLink({ to, children }: { to: string; children: ReactNode }) {
  const { search } = useLocation();
  const t = useT();
  return (
    <Anchor href={`${to}${search}`} target="_blank" rel="noopener" c="inherit" size="sm">
      {children}
      <VisuallyHidden> {t('footer.newTab')}</VisuallyHidden>
    </Anchor>
  );
}
