import { useIndividualCart, useIndividualCartIntents } from '../flow-hooks/use-carts';
import { selectIndividualStepValues } from '../../../machines/individual-cart/individual-cart.selectors';
import { FlowScope } from '../flow-hooks/flow-scope';
import { CartView, type CartBinding, type CartStepFields } from './cart-view';
import { NoCart } from './no-cart';
import { PaymentFields } from './payment-steps';
import {
  AddressFields,
  BirthdateAndGenderFields,
  ContactFields,
  HolderFields,
  RfcFields,
} from './personal-steps';
import {
  BeneficiaryFields,
  InvoiceFields,
  OtherVehicleNotice,
  PlatesFields,
  SerialNumbersFields,
  VehicleFields,
} from './vehicle-steps';

/**
 * The steps both carts share from contact on. Both accept the privacy notice and the terms with
 * the plates (platesAndConsentStepSchema); the company cart asks the privacy notice again with
 * the serial numbers (companySerialNumbersStepSchema).
 */
export const sharedStepFields = ({
  privacyWithSerialNumbers,
}: {
  privacyWithSerialNumbers: boolean;
}): CartStepFields => ({
  contact: (fields) => <ContactFields fields={fields} />,
  address: (fields, data) => <AddressFields fields={fields} lookup={data.address} />,
  plates: (fields) => <PlatesFields fields={fields} />,
  vehicle: (fields, data) => (
    <>
      <OtherVehicleNotice vehicle={data.otherVehicle} />
      <VehicleFields fields={fields} versions={data.versions} />
    </>
  ),
  beneficiary: (fields, data) => (
    <BeneficiaryFields fields={fields} nameLimit={data.beneficiaryNameLimit} />
  ),
  serialNumbers: (fields, data) => (
    <>
      <OtherVehicleNotice vehicle={data.otherVehicle} />
      <SerialNumbersFields fields={fields} withPrivacy={privacyWithSerialNumbers} />
    </>
  ),
  invoice: (fields) => <InvoiceFields fields={fields} />,
  payment: (fields, data, intents) => (
    <PaymentFields fields={fields} choices={data.payment} intents={intents} />
  ),
});

const individualStepFields: CartStepFields = {
  holder: (fields) => <HolderFields fields={fields} />,
  birthdateAndGender: (fields) => <BirthdateAndGenderFields fields={fields} />,
  rfc: (fields, data) => <RfcFields fields={fields} prefill={data.rfc} />,
  ...sharedStepFields({ privacyWithSerialNumbers: false }),
};

const useIndividualStepValues = () => useIndividualCart(selectIndividualStepValues);

/** The individual cart's screen (docs/behaviour/purchase/carts.md#individual-cart). */
export const IndividualCartView = () => (
  <FlowScope flow="individualCart" fallback={<NoCart />}>
    <IndividualCart />
  </FlowScope>
);

function IndividualCart() {
  const binding: CartBinding = {
    useCart: useIndividualCart,
    intents: useIndividualCartIntents(),
    useStepValues: useIndividualStepValues,
  };
  return <CartView binding={binding} stepFields={individualStepFields} />;
}
