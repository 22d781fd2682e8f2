import type { PromoCodeAnswer } from '../../../src/domain/site/promo';
import type { RestoredCart } from '../../../src/domain/validation/cart-request';
import type { RestoredCatalogue } from '../../session/session.types';
import { doneEvent, errorEvent, type ModelSamples } from '../model-walk';

export const cartId = '3f2b8c1e-7d4a-4e6b-9a0c-1b2c3d4e5f60';

export const promo: PromoCodeAnswer = {
  code: 'VERANO',
  discountPercent: 10,
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
  policy: { package: 1, paymentFrequency: 3, validity: 1, compensationValue: 'commercial' },
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
  doneEvent('checkEnteredPromo', promo),
  errorEvent('checkEnteredPromo', new Error('not found')),
  doneEvent('rememberPromoCode', undefined),
  errorEvent('rememberPromoCode', new Error('cookies blocked')),
  doneEvent('loadCart', savedCart),
  doneEvent('loadCart', {
    ...savedCart,
    policy: { ...savedCart.policy, promocode: 'BIENVENIDA10' },
  }),
  errorEvent('loadCart', new Error('not found')),
  doneEvent('loadSavedPromo', promo),
  errorEvent('loadSavedPromo', new Error('ended')),
  doneEvent('refetchCatalogue', catalogue),
  errorEvent('refetchCatalogue', new Error('down')),
  { type: 'quotation.settled', withoutQuotes: true },
  { type: 'quotation.settled', withoutQuotes: false },
  { type: 'session.applyPromo', promoCode: 'KAVAK10' },
  { type: 'session.applyPromo', promoCode: '' },
  { type: 'session.setPartnerCode', partnerCode: 'coppel' },
  { type: 'session.saveQuote', cart: { store: {}, quote: {} }, emailAddress: 'ana@correo.mx' },
  { type: 'session.saveQuote', cart: { store: {}, quote: {} }, emailAddress: 'ana@' },
  doneEvent('saveCart', { id: cartId }),
  errorEvent('saveCart', new Error('Solicitud cancelada')),
  doneEvent('sendSavedQuote', { id: 'mail-1' }),
  errorEvent('sendSavedQuote', new Error('Solicitud cancelada')),
  { type: 'session.downloadQuotePdf', quotationIds: ['q-1'] },
  doneEvent('downloadQuotePdf', undefined),
  errorEvent('downloadQuotePdf', new Error('Solicitud cancelada')),
  { type: 'session.dismissMessage' },
  { type: 'session.arrive', arrival: { canary: false, cartId: 'another-cart' } },
  { type: 'session.arrive', arrival: { canary: false, promoCode: 'BIENVENIDA10' } },
  { type: 'session.arrive', arrival: { canary: false } },
];

/**
 * A vertex of the session's walk: its state and what its guards read (a code, a cart id, the
 * selected provider, the saved cart's promo), not every message it shows, which would make the walk explode.
 */
const sessionVertex = (snapshot: {
  value: unknown;
  context: {
    promoCode?: string;
    cartId?: string;
    selectedProvider?: string;
    arrival: { cartId?: string };
    cart?: { policy?: { promocode?: string | null } };
  };
}) =>
  JSON.stringify({
    value: snapshot.value,
    promoCode: snapshot.context.promoCode,
    cartId: snapshot.context.cartId,
    arrivalCartId: snapshot.context.arrival.cartId,
    selectedProvider: snapshot.context.selectedProvider,
    savedPromo: snapshot.context.cart?.policy?.promocode,
  });

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
  serializeState: sessionVertex as never,
};
