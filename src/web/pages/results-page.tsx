import { ResultsView } from '../results/results-view';
import { CustomiseLeaveGuard } from '../results/customise-leave-guard';
import { FlowPage } from '../components/flow-page';
import { FlowScope } from '../flow-hooks/flow-scope';

export const SeeQuotePage = () => (
  <FlowPage title="page.seeQuote">
    <ResultsView />
    <FlowScope flow="quotation">
      <CustomiseLeaveGuard />
    </FlowScope>
  </FlowPage>
);
