import { describe, expect, it } from 'vitest';
import {
  cartKindOf,
  companyCartInputOf,
  individualCartInputOf,
  type PurchaseStart,
} from '../../../machines/app/cart-input';
import { quotationOf, quoteInputs } from '../quotation-support';
import { promo } from '../../../machines/qa/samples/session.samples';

const quotation = quotationOf('hdi', 0, { id: 'q-42', paymentFrequency: 3 });
const quoteRequest = {
  versionId: 'v-1',
  model: 2019,
  postalCode: '06600',
  personType: 'natural',
  package: 0,
  filters: {},
  indemnityValue: 'invoice',
} as unknown as PurchaseStart['selection']['quoteRequest'];

const start = (inputs = {}, extra: Partial<PurchaseStart> = {}): PurchaseStart => ({
  selection: { quotation, inputs: { ...quoteInputs, ...inputs }, quoteRequest },
  pageUrl: 'https://cotizauto.mx/emit-cart',
  ...extra,
});

describe('the cart a selection starts', () => {
  it('goes to the company cart for a persona moral, the individual cart otherwise', () => {
    expect(cartKindOf(start({ personType: 'legal' }).selection)).toBe('company');
    expect(cartKindOf(start({ personType: 'natural' }).selection)).toBe('individual');
  });

  it('gives the individual cart the quotation and its quote body, the vehicle, the place, the promo and the buyer', () => {
    expect(
      individualCartInputOf(start({ leadId: 'lead-7' }, { promo, googleAnalyticsId: 'G-TEST' })),
    ).toEqual({
      cartKey: 'q-42',
      quotation: {
        id: 'q-42',
        providerCode: 'hdi',
        paymentFrequency: 3,
        compensationValue: 'invoice',
      },
      modelId: 'm-2019',
      postalCode: '06600',
      promo,
      leadId: 'lead-7',
      pageUrl: 'https://cotizauto.mx/emit-cart',
      googleAnalyticsId: 'G-TEST',
      birthdate: '1990-05-20',
      gender: 'female',
      // Re-sent with the version chosen before payment, as in the company cart.
      quoteRequest,
    });
  });

  it('leaves out what the quote did not ask (no promo, lead, birth date or gender)', () => {
    const input = individualCartInputOf(start({ birthdate: undefined, gender: undefined }));
    expect(input).not.toHaveProperty('promo');
    expect(input).not.toHaveProperty('leadId');
    expect(input).not.toHaveProperty('birthdate');
    expect(input).not.toHaveProperty('gender');
  });

  it('gives the company cart the constitution date and the quote body to update before payment', () => {
    const input = companyCartInputOf(
      start({ personType: 'legal', gender: 'company', birthdate: '2010-06-01' }),
    );
    expect(input).toMatchObject({ cartKey: 'q-42', constitutionDate: '2010-06-01', quoteRequest });
    expect(input).not.toHaveProperty('gender');
  });

  it('uses the spec’s default date when the company quote had none', () => {
    const input = companyCartInputOf(start({ personType: 'legal', birthdate: undefined }));
    expect(input.constitutionDate).toBe('1986-03-13');
  });

  it('a commercial-value quote sells the commercial compensation', () => {
    const commercial = start();
    commercial.selection.quoteRequest = { ...quoteRequest, indemnityValue: 'commercial' };
    expect(individualCartInputOf(commercial).quotation.compensationValue).toBe('commercial');
  });
});
