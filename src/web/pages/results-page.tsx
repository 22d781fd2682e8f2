import { ResultsView } from '../results/results-view';
import { CustomiseLeaveGuard } from '../results/customise-leave-guard';
import { FlowPage } from '../components/flow-page';

export const SeeQuotePage = () => (
  <FlowPage title="page.seeQuote">
    <ResultsView />
    <CustomiseLeaveGuard />
  </FlowPage>
);
