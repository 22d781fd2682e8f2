import { TitledPage } from './titled-page';
import { useT } from '../strings/i18n';
import type { StringKey } from '../strings/es';
import { ResultsView } from '../results/results-view';

/**
 * Route modules of the quote and purchase flows. Each renders its page heading; the views of
 * the flow machines (machines/) render inside them.
 */
function FlowPage({ title, intro }: { title: StringKey; intro?: StringKey }) {
  const t = useT();
  return <TitledPage title={t(title)} intro={intro && t(intro)} />;
}

export const QuotePage = () => <FlowPage title="page.quote" />;
export const QuoteCartPage = () => <FlowPage title="page.quoteCart" intro="page.quoteCartText" />;
export function SeeQuotePage() {
  const t = useT();
  return (
    <TitledPage title={t('page.seeQuote')}>
      <ResultsView />
    </TitledPage>
  );
}
export const EmitCartPage = () => <FlowPage title="page.emitCart" />;
export const CartPage = () => <FlowPage title="page.cart" />;
export const ThankYouPage = () => <FlowPage title="page.thankYou" />;
export const AboutPage = () => <FlowPage title="page.about" />;
