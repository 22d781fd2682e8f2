import { fromPromise } from 'xstate';
import type { Api } from '../../src/api';
import type { CardGateway } from '../../src/api/purchase';
import type { Bank } from '../../src/domain/payment/bank-cards';
import { isApiError, isServiceFailure } from '../../src/domain/common/errors';
import { cardDeclineMessages } from '../../src/domain/payment/payment-outcomes';
import { protectCard, refusalFields } from '../cart-shared/card-protection';
import { formErrorKey } from '../cart-shared/step-validation';
import { payNowMachine } from './pay-now.machine';
import type { PendingPayment, PendingPaymentRequest } from './pay-now.types';

export interface PayNowDependencies {
  api: Pick<Api, 'account' | 'purchase' | 'catalog'>;
  /** Tokenises the card that pays a pending policy (the carts' own gateway). */
  cardGateway: CardGateway;
}

/** A token lives just long enough for one call. */
const oneCallTokenSeconds = 120;

/** 'Pagar ahora' on the API client. */
export function createPayNowMachine({ api, cardGateway }: PayNowDependencies) {
  return payNowMachine.provide({
    actors: {
      loadBanks: fromPromise<Bank[], { providerCode: string }>(({ input }) =>
        api.catalog.listBanks(input),
      ),
      payPendingPolicy: fromPromise<PendingPayment, PendingPaymentRequest>(({ input }) =>
        payPendingPolicy(api, cardGateway, input),
      ),
    },
  });
}

/** An access token of the signed-in account, for one call that needs the holder. */
export async function oneCallToken(api: Pick<Api, 'account'>, userId: string) {
  const token = await api.account.getAccessToken({ userId, expiresInSeconds: oneCallTokenSeconds });
  return token.accessToken;
}

/**
 * The pending receipt paid with the card typed: protected as the cart protects it, then
 * POST /api/policy/pay (with the account's token when signed in, so any browser of the holder
 * may pay). The server's refusal of the card (declined, another bank) comes back as its
 * fields' messages; a charge the processor still failed says so.
 */
async function payPendingPolicy(
  api: PayNowDependencies['api'],
  gateway: CardGateway,
  { card, quotationId, providerCode, userId }: PendingPaymentRequest,
): Promise<PendingPayment> {
  const protection = await protectCard(api.purchase, gateway, card);
  if (protection.status === 'refused') return protection;
  const { cardToken, bank, cardType, installments } = protection.card;
  const payment = { cardToken, bank, cardType, installments };
  try {
    const accessToken = userId ? await oneCallToken(api, userId) : undefined;
    const result = await api.purchase.pay({ quotationId, payment }, providerCode, accessToken);
    return result.paymentStatus === 'paid'
      ? { status: 'paid' }
      : { status: 'refused', errors: { [formErrorKey]: cardDeclineMessages.declined } };
  } catch (error) {
    if (!isApiError(error) || isServiceFailure(error)) throw error;
    return {
      status: 'refused',
      errors: refusalFields(error, { [formErrorKey]: error.message }),
    };
  }
}
