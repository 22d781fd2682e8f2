import { useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { NewTabLink } from './new-tab-link';

/** Legal pages open in a new tab and keep the current query string (promo code, cartId…). */
export function LegalLink({ to, children }: { to: string; children: ReactNode }) {
  const { search } = useLocation();
  return (
    // At least 24 px tall (WCAG 2.2 target size): stacked in the footer, a line of small text
    // alone is not, and axe then measured its spacing to the next link.
    <NewTabLink href={`${to}${search}`} c="inherit" size="sm" mih={24}>
      {children}
    </NewTabLink>
  );
}
