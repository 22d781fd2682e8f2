import { selectStepValues } from '../../../machines/company-cart/company-cart.selectors';
import { useCompanyCart, useCompanyCartIntents } from '../flow-hooks/use-carts';
import { usePageT } from '../strings/i18n';
import { cartText } from '../strings/page-text/cart';
import { FlowScope } from '../flow-hooks/flow-scope';
import { CartView, type CartBinding, type CartStepFields } from './cart-view';
import { NoCart } from './no-cart';
import { sharedStepFields } from './individual-cart-view';
import { RfcField } from './personal-steps';
import { CartTextInput, type StepFields } from './step-form';

function CompanyNameFields({ fields }: { fields: StepFields }) {
  return <CartTextInput fields={fields} name="companyName" autoComplete="organization" />;
}

/** The company RFC, generated from the razón social and prefilled; editable. */
function CompanyRfcFields({ fields, prefill }: { fields: StepFields; prefill: string }) {
  const t = usePageT(cartText);
  return (
    <RfcField fields={fields} prefill={prefill} hint={t('cart.companyRfcHint')} maxLength={12} />
  );
}

const companyStepFields: CartStepFields = {
  companyName: (fields) => <CompanyNameFields fields={fields} />,
  rfc: (fields, data) => <CompanyRfcFields fields={fields} prefill={data.rfc} />,
  ...sharedStepFields({ privacyWithSerialNumbers: true }),
};

const useCompanyStepValues = () => useCompanyCart(selectStepValues);

/** The company cart's screen (docs/behaviour/purchase/carts.md#company-cart). */
export const CompanyCartView = () => (
  <FlowScope flow="companyCart" fallback={<NoCart />}>
    <CompanyCart />
  </FlowScope>
);

function CompanyCart() {
  const binding: CartBinding = {
    useCart: useCompanyCart,
    intents: useCompanyCartIntents(),
    useStepValues: useCompanyStepValues,
  };
  return <CartView binding={binding} stepFields={companyStepFields} />;
}
