import type { ReactNode } from 'react';
import { QuoteWizardView } from '../wizard/quote-wizard-view';
import { TitledPage } from './titled-page';
import { useT } from '../strings/i18n';
import type { StringKey } from '../strings/catalogue';
import { ResultsView } from '../results/results-view';
import { CustomiseLeaveGuard } from '../results/customise-leave-guard';
import { PurchaseCartView } from '../cart/purchase-cart-view';

/**
 * Route modules of the quote and purchase flows. Each renders its page heading; the views of
 * the flow machines (machines/) render inside them.
 */
function FlowPage({
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

export const QuotePage = () => (
  <FlowPage title="page.quote">
    <QuoteWizardView />
  </FlowPage>
);
export const QuoteCartPage = () => (
  <FlowPage title="page.quoteCart">
    <QuoteWizardView />
  </FlowPage>
);
export const SeeQuotePage = () => (
  <FlowPage title="page.seeQuote">
    <ResultsView />
    <CustomiseLeaveGuard />
  </FlowPage>
);
export const EmitCartPage = () => (
  <FlowPage title="page.emitCart">
    <PurchaseCartView />
  </FlowPage>
);
export const CartPage = () => (
  <FlowPage title="page.cart">
    <PurchaseCartView />
  </FlowPage>
);
export { ThankYouPage } from '../thank-you/thank-you-page';
export const AboutPage = () => <FlowPage title="page.about" />;
