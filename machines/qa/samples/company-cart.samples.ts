import { cartBasics, promoOf, quotationOf, submit } from './cart-fixtures';
import { samplesFor, serializeCartState, sharedSamples } from './cart-model-samples';
import type { ModelSamples } from '../model-walk';
import type { CompanyCartInput } from '../../company-cart/company-cart.types';

/** Sample data and the model walk of the company cart (its coverage test and /flows' QA paths). */

export const companyInput = (overrides: Partial<CompanyCartInput> = {}): CompanyCartInput => ({
  ...cartBasics,
  quotation: quotationOf({ providerCode: 'gds' }),
  constitutionDate: '2001-05-10',
  quoteRequest: {
    ...cartBasics.quoteRequest,
    personType: 'legal',
    gender: 'company',
    birthdate: '2001-05-10',
  },
  ...overrides,
});

export const companyValues = {
  companyName: { companyName: 'Transportes Ágiles del Norte, S.A. de C.V.' },
  serialNumbers: {
    vin: '3VWFE21C04M000001',
    engineNumber: 'CBP 123456',
    privacyNoticeAccepted: true,
  },
  individualBeneficiary: {
    fiscalRegime: 'individual',
    firstName: 'Marta',
    paternalSurname: 'Ruiz',
    maternalSurname: 'Soto',
    birthdate: '02/02/1970',
    tin: 'RUSM7002025Q3',
  },
} as const;

const invalid = submit({});
const back = { type: 'cart.back' } as const;

export const companyCartWalk: ModelSamples = {
  starts: [
    // Valor Comercial, payment, a beneficiary section.
    { name: 'payment, beneficiary', input: companyInput() },
    // Valor Factura, payment skipped by the promo, no beneficiary section.
    {
      name: 'invoice value, payment skipped, no beneficiary',
      input: companyInput({
        quotation: quotationOf({ providerCode: 'mapfre', compensationValue: 'invoice' }),
        promo: promoOf({ skipPayment: true }),
        asksBeneficiary: false,
      }),
    },
  ],
  events: samplesFor({
    companyName: [submit(companyValues.companyName), invalid],
    rfc: [submit({ rfc: 'TAN010510LF3' }), invalid, back],
    ...sharedSamples('companyCart', companyValues.serialNumbers),
  }),
  serializeState: serializeCartState,
};
