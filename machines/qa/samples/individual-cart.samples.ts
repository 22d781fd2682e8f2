import { cartBasics, promoOf, quotationOf, submit } from './cart-fixtures';
import { samplesFor, serializeCartState, sharedSamples } from './cart-model-samples';
import type { ModelSamples } from '../model-walk';
import type { IndividualCartInput } from '../../individual-cart/individual-cart.types';

/** Sample data and the model walk of the individual cart (its coverage test and /flows' QA paths). */

export const individualInput = (
  overrides: Partial<IndividualCartInput> = {},
): IndividualCartInput => ({
  ...cartBasics,
  quotation: quotationOf(),
  ...overrides,
});

export const individualValues = {
  holder: { firstName: 'Ana', paternalSurname: 'López', maternalSurname: 'Pérez' },
  birthdateAndGender: { birthdate: '13/03/1986', gender: 'female' },
  rfc: { rfc: 'LOPA860313RG2' },
  serialNumbers: { vin: '3VWFE21C04M000001', engineNumber: 'CBP123456' },
} as const;

const invalid = submit({});
const back = { type: 'cart.back' } as const;

export const individualCartWalk: ModelSamples = {
  starts: [
    // hdi (RFC asked), Valor Comercial, payment, a beneficiary section.
    { name: 'hdi, payment, beneficiary', input: individualInput() },
    // Not hdi, Valor Factura, payment skipped by the promo, no beneficiary section.
    {
      name: 'mapfre, invoice value, payment skipped, no beneficiary',
      input: individualInput({
        quotation: quotationOf({ providerCode: 'mapfre', compensationValue: 'invoice' }),
        promo: promoOf({ skipPayment: true }),
        asksBeneficiary: false,
      }),
    },
  ],
  events: samplesFor({
    holder: [submit(individualValues.holder), invalid],
    birthdateAndGender: [submit(individualValues.birthdateAndGender), invalid, back],
    rfc: [submit(individualValues.rfc), invalid, back],
    ...sharedSamples('individualCart', individualValues.serialNumbers),
  }),
  serializeState: serializeCartState,
};
