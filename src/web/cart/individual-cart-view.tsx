import { useIndividualCart, useIndividualCartIntents } from '../machines/use-carts';
import { CartView, type CartBinding, type CartStepFields } from './cart-view';
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
  PlatesFields,
  SerialNumbersFields,
  VehicleFields,
} from './vehicle-steps';

/** The steps both carts share from contact on; `consent` says where the privacy notice is asked. */
export const sharedStepFields = (consent: 'plates' | 'serialNumbers'): CartStepFields => ({
  contact: (fields) => <ContactFields fields={fields} />,
  address: (fields, data) => <AddressFields fields={fields} lookup={data.address} />,
  plates: (fields) => <PlatesFields fields={fields} withConsent={consent === 'plates'} />,
  vehicle: (fields, data) => <VehicleFields fields={fields} versions={data.versions} />,
  beneficiary: (fields, data) => (
    <BeneficiaryFields fields={fields} nameLimit={data.beneficiaryNameLimit} />
  ),
  serialNumbers: (fields) => (
    <SerialNumbersFields fields={fields} withPrivacy={consent === 'serialNumbers'} />
  ),
  invoice: (fields) => <InvoiceFields fields={fields} />,
  payment: (fields, data) => <PaymentFields fields={fields} choices={data.payment} />,
});

const individualStepFields: CartStepFields = {
  holder: (fields) => <HolderFields fields={fields} />,
  birthdateAndGender: (fields) => <BirthdateAndGenderFields fields={fields} />,
  rfc: (fields, data) => <RfcFields fields={fields} prefill={data.rfc} />,
  ...sharedStepFields('plates'),
};

/** The individual cart's screen (docs/behaviour/purchase/carts.md#individual-cart). */
export function IndividualCartView() {
  const binding: CartBinding = {
    useCart: useIndividualCart as CartBinding['useCart'],
    intents: useIndividualCartIntents(),
  };
  return <CartView binding={binding} stepFields={individualStepFields} firstStep="holder" />;
}
