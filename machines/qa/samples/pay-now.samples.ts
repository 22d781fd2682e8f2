import { doneEvent, errorEvent, type ModelSamples } from '../model-walk';
import type { PayNowInput } from '../../pay-now/pay-now.types';

/** Sample data and the model walk of 'Pagar ahora' (its coverage test and /flows' QA paths). */

export const pendingReceipt: PayNowInput = { quotationId: 'quotation-1', providerCode: 'hdi' };

/** The card form as Ana types it ('12/30' as typed; any CVV of the brand's length). */
export const typedCard = {
  cardholderName: 'ANA LÓPEZ PÉREZ',
  cardNumber: '4242 4242 4242 4242',
  expirationDate: '12/30',
  securityCode: '123',
  bank: 'banorte',
  cardType: 'credit',
};

export const payNowWalk: ModelSamples = {
  starts: [
    { name: 'from the thank-you page', input: pendingReceipt },
    {
      name: 'from the account page',
      input: { ...pendingReceipt, userId: 'user-1', openForm: true },
    },
  ],
  events: [
    { type: 'payNow.start' },
    doneEvent('loadBanks', [{ code: 'banorte', name: 'Banorte' }]),
    errorEvent('loadBanks', new Error('Sin conexión')),
    { type: 'payNow.pay', values: typedCard },
    { type: 'payNow.pay', values: { ...typedCard, securityCode: '' } },
    { type: 'payNow.cancel' },
    doneEvent('payPendingPolicy', { status: 'paid' }),
    doneEvent('payPendingPolicy', {
      status: 'refused',
      errors: { cardNumber: 'Tu tarjeta fue rechazada por el banco' },
    }),
    errorEvent('payPendingPolicy', new Error('Sin conexión')),
  ],
};
