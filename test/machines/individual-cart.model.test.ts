import { describe, it } from 'vitest';
import { individualCartMachine } from '../../machines/individual-cart/individual-cart.machine';
import { promoOf, quotationOf, submit } from './cart-fixtures';
import { samplesFor, serializeCartState, sharedSamples } from './cart-model-samples';
import { individualInput, individualValues } from './individual-cart.support';
import { expectFullCoverage } from './support/model';

const invalid = submit({});
const back = { type: 'cart.back' } as const;

const samples = {
  holder: [submit(individualValues.holder), invalid],
  birthdateAndGender: [submit(individualValues.birthdateAndGender), invalid, back],
  rfc: [submit(individualValues.rfc), invalid, back],
  ...sharedSamples('individualCart', individualValues.serialNumbers),
};

describe('individual cart: model-based coverage', () => {
  it('takes every transition, enters every state and sees every guard both ways', () => {
    expectFullCoverage({
      machine: individualCartMachine,
      events: samplesFor(samples),
      serializeState: serializeCartState,
      inputs: [
        // hdi (RFC asked), Valor Comercial, payment, a beneficiary section.
        individualInput(),
        // Not hdi, Valor Factura, payment skipped by the promo, no beneficiary section.
        individualInput({
          quotation: quotationOf({ providerCode: 'mapfre', compensationValue: 'invoice' }),
          promo: promoOf({ skipPayment: true }),
          asksBeneficiary: false,
        }),
      ],
    });
  });
});
