import { describe, it } from 'vitest';
import { individualCartMachine } from '../../machines/individual-cart/individual-cart.machine';
import { promoOf, quotationOf, submit } from './cart-fixtures';
import { expectFullMergedCoverage } from './cart-coverage';
import { samplesFor, serializeCartState, sharedSamples } from './cart-model-samples';
import { individualInput, individualValues } from './individual-cart.support';
import { measureCoverage } from './support/model';

const invalid = submit({});
const back = { type: 'cart.back' } as const;

const samples = {
  holder: [submit(individualValues.holder), invalid],
  birthdateAndGender: [submit(individualValues.birthdateAndGender), invalid, back],
  rfc: [submit(individualValues.rfc), invalid, back],
  ...sharedSamples('individualCart', individualValues.serialNumbers),
};

const walk = (input: ReturnType<typeof individualInput>) =>
  measureCoverage({
    machine: individualCartMachine,
    input,
    events: samplesFor(samples),
    serializeState: serializeCartState,
  });

describe('individual cart: model-based coverage', () => {
  it('takes every transition, enters every state and sees every guard both ways', () => {
    expectFullMergedCoverage([
      // hdi (RFC asked), Valor Comercial, payment, a beneficiary section.
      walk(individualInput()),
      // Not hdi, Valor Factura, payment skipped by the promo, no beneficiary section.
      walk(
        individualInput({
          quotation: quotationOf({ providerCode: 'mapfre', compensationValue: 'invoice' }),
          promo: promoOf({ skipPayment: true }),
          asksBeneficiary: false,
        }),
      ),
    ]);
  });
});
