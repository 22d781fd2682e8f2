import { selectSelection } from '../../../machines/app/app.selectors';
import type { CartKind } from '../../../machines/app/cart-input';
import {
  selectIsRepricing,
  selectRfcPrefill,
  selectStartDate,
  selectUpdatedQuotation,
  type CartSnapshot,
} from '../../../machines/cart-shared/cart.selectors';
import { purchaseSummaryOf } from '../../../machines/cart-shared/purchase-summary';
import { todayInMexico } from '../../domain/common/dates';
import { useApp } from '../flow-hooks/use-app';
import {
  useCompanyCart,
  useCompanyCartIntents,
  useIndividualCart,
  useIndividualCartIntents,
} from '../flow-hooks/use-carts';
import { FlowScope } from '../flow-hooks/flow-scope';
import { PurchaseSummaryPanel } from './purchase-summary';

/** What the summary reads from the running cart: the RFC, the start date, the re-pricing and its result. */
const selectCartSummaryParts = (snapshot: CartSnapshot) => ({
  rfc: selectRfcPrefill(snapshot),
  startDate: selectStartDate(snapshot),
  repricing: selectIsRepricing(snapshot),
  updatedQuotation: selectUpdatedQuotation(snapshot),
});

type SummaryParts = ReturnType<typeof selectCartSummaryParts>;

/** The running cart's purchase summary: the quotation it charges and the quote it came from. */
export const CartPurchaseSummary = ({ cart }: { cart: CartKind }) =>
  cart === 'company' ? (
    <FlowScope flow="companyCart">
      <CompanyCartSummary />
    </FlowScope>
  ) : (
    <FlowScope flow="individualCart">
      <IndividualCartSummary />
    </FlowScope>
  );

const IndividualCartSummary = () => (
  <CartSummary
    parts={useIndividualCart(selectCartSummaryParts)}
    onChooseStartDate={useIndividualCartIntents().chooseStartDate}
  />
);

const CompanyCartSummary = () => (
  <CartSummary
    parts={useCompanyCart(selectCartSummaryParts)}
    onChooseStartDate={useCompanyCartIntents().chooseStartDate}
  />
);

function CartSummary({
  parts,
  onChooseStartDate,
}: {
  parts: SummaryParts;
  onChooseStartDate: (beginDate: string) => void;
}) {
  const selection = useApp(selectSelection);
  if (!selection) return null;
  const { beginDate, error, canChoose } = parts.startDate;
  const summary = purchaseSummaryOf({
    quotation: parts.updatedQuotation ?? selection.quotation,
    inputs: selection.inputs,
    quoteRequest: { ...selection.quoteRequest, beginDate },
    rfc: parts.rfc,
    today: todayInMexico(),
  });
  return (
    <PurchaseSummaryPanel
      summary={summary}
      repricing={parts.repricing}
      startDate={{ error, canChoose, onChoose: onChooseStartDate }}
    />
  );
}
