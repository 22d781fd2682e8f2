import { useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { NewTabLink } from './new-tab-link';

/** Legal pages open in a new tab and keep the current query string (promo code, cartId…). */
export function LegalLink({ to, children }: { to: string; children: ReactNode }) {
  const { search } = useLocation();
  return (
    <NewTabLink href={`${to}${search}`} c="inherit" size="sm">
      {children}
    </NewTabLink>
  );
}
