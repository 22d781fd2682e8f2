import { describe, it } from 'vitest';
import { companyCartMachine } from '../../machines/company-cart/company-cart.machine';
import { promoOf, quotationOf, submit } from './cart-fixtures';
import { samplesFor, serializeCartState, sharedSamples } from './cart-model-samples';
import { companyInput, companyValues, updatedQuotation } from './company-cart.support';
import { doneEvent, errorEvent, expectFullCoverage } from './support/model';

const invalid = submit({});
const back = { type: 'cart.back' } as const;

const samples = {
  companyName: [submit(companyValues.companyName), invalid],
  rfc: [submit({ rfc: 'TAN010510LF3' }), invalid, back],
  updatingQuotation: [
    doneEvent('updateQuotation', updatedQuotation),
    errorEvent('updateQuotation', new Error('Error de cotización')),
  ],
  ...sharedSamples('companyCart', companyValues.serialNumbers),
};

describe('company cart: model-based coverage', () => {
  it('takes every transition, enters every state and sees every guard both ways', () => {
    expectFullCoverage({
      machine: companyCartMachine,
      events: samplesFor(samples),
      serializeState: serializeCartState,
      inputs: [
        // Valor Comercial, payment, a beneficiary section.
        companyInput(),
        // Valor Factura, payment skipped by the promo, no beneficiary section.
        companyInput({
          quotation: quotationOf({ providerCode: 'mapfre', compensationValue: 'invoice' }),
          promo: promoOf({ skipPayment: true }),
          asksBeneficiary: false,
        }),
      ],
    });
  });
});
