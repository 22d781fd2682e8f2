import { QuoteWizardView } from '../wizard/quote-wizard-view';
import { FlowPage } from '../components/flow-page';

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
