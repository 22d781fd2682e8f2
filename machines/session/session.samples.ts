import type { PromoData } from '../../src/domain/promo';
import type { RestoredCart } from '../../src/domain/validation/cart-request';
import type { RestoredCatalogue } from './session.types';
import { doneEvent, errorEvent, type ModelSamples } from '../support/model-walk';

export const cartId = '3f2b8c1e-7d4a-4e6b-9a0c-1b2c3d4e5f60';

export const promo: PromoData = {
  skipPayment: true,
  isFinancial: false,
  logoUrl: null,
  showContactFormInCart: false,
  skipSeeQuote: true,
  businessName: null,
  tin: null,
  partnerCode: 'coppel',
  activeMultiannual: false,
  onlyCashPayment: true,
};

export const savedCart: RestoredCart = {
  store: { quotationStep: 2, emissionStep: 4, modelId: 'm-versa-2020', subbrandId: 'sb-versa' },
  vehicle: { versionId: 'v-1' },
  client: { gender: 'female', birthdate: '1986-03-13', address: { postalCode: '06700' } },
};

export const catalogue: RestoredCatalogue = {
  versions: [{ id: 'v-1', description: 'SENSE 1.6L' }],
  supportedInsurers: ['hdi', 'ana'],
  brandName: 'Nissan',
  subbrandName: 'Versa',
  model: 2020,
};

const sessionSamples = [
  doneEvent('loadPromoData', promo),
  errorEvent('loadPromoData', new Error('not found')),
  doneEvent('rememberPromoCode', undefined),
  errorEvent('rememberPromoCode', new Error('cookies blocked')),
  doneEvent('loadCart', savedCart),
  errorEvent('loadCart', new Error('not found')),
  doneEvent('refetchCatalogue', catalogue),
  errorEvent('refetchCatalogue', new Error('down')),
  { type: 'quotation.settled', withoutQuotes: true },
  { type: 'quotation.settled', withoutQuotes: false },
  { type: 'session.applyPromo', promoCode: 'KAVAK10' },
  { type: 'session.applyPromo', promoCode: '' },
  { type: 'session.setPartnerCode', partnerCode: 'coppel' },
  { type: 'session.saveCart', cart: { store: {}, quote: {} } },
  doneEvent('saveCart', { id: cartId }),
  errorEvent('saveCart', new Error('Solicitud cancelada')),
  { type: 'session.dismissMessage' },
];

/** The session's model walk, one start per kind of arrival (its coverage test and /flows). */
export const sessionWalk: ModelSamples = {
  starts: [
    { name: 'plain arrival', input: { arrival: { canary: false } } },
    { name: 'saved cart link', input: { arrival: { canary: false, cartId } } },
    {
      name: 'promo AS_LEADS',
      input: { arrival: { canary: false, promoCode: 'AS_LEADS' }, selectedProvider: 'mapfre' },
    },
  ],
  events: sessionSamples,
};
