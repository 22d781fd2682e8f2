import { ResultsView } from '../results/results-view';
import { FlowPage } from './flow-page';

export const SeeQuotePage = () => (
  <FlowPage title="page.seeQuote">
    <ResultsView />
  </FlowPage>
);
