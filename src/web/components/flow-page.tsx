import type { ReactNode } from 'react';
import { TitledPage } from './titled-page';
import { useT } from '../strings/i18n';
import type { StringKey } from '../strings/catalogue';

/**
 * The frame of the quote and purchase flows' pages: the page heading, with the view of a flow
 * machine (machines/) inside. Each route has its own module (quote-pages, results-page,
 * cart-pages, about-page), so a first visit downloads only that page's views.
 */
export function FlowPage({
  title,
  intro,
  children,
}: {
  title: StringKey;
  intro?: StringKey;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <TitledPage title={t(title)} intro={intro && t(intro)}>
      {children}
    </TitledPage>
  );
}
